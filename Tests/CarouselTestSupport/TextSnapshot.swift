import Foundation
import Testing

/// Compares `text` with the snapshot stored in the calling test target, in
/// `Tests/<Target>/__Snapshots__/<TestFile>/<name>.txt`.
///
/// A missing snapshot is written and reported as an issue (so a first run never passes silently);
/// on CI (`CI` set) it is only reported. `SNAPSHOT_RECORD=1` rewrites every snapshot a run touches.
public func assertTextSnapshot(
  _ text: String, named name: String, filePath: String = #filePath,
  sourceLocation: SourceLocation = #_sourceLocation
) {
  let testFile = URL(fileURLWithPath: filePath)
  var targetDirectory = testFile.deletingLastPathComponent()
  while targetDirectory.pathComponents.count > 2,
    targetDirectory.deletingLastPathComponent().lastPathComponent != "Tests"
  {
    targetDirectory = targetDirectory.deletingLastPathComponent()
  }
  let directory =
    targetDirectory
    .appendingPathComponent("__Snapshots__")
    .appendingPathComponent(testFile.deletingPathExtension().lastPathComponent)
  let file = directory.appendingPathComponent("\(name).txt")
  let environment = ProcessInfo.processInfo.environment
  let recording = environment["SNAPSHOT_RECORD"] == "1"
  let stored = try? String(contentsOf: file, encoding: .utf8)
  if let stored, !recording {
    guard stored != text else { return }
    let storedLines = stored.split(separator: "\n", omittingEmptySubsequences: false)
    let actualLines = text.split(separator: "\n", omittingEmptySubsequences: false)
    let commonCount = min(storedLines.count, actualLines.count)
    let firstDifference = (0..<commonCount).first { storedLines[$0] != actualLines[$0] } ?? commonCount
    let expectedLine = firstDifference < storedLines.count ? String(storedLines[firstDifference]) : "(end)"
    let actualLine = firstDifference < actualLines.count ? String(actualLines[firstDifference]) : "(end)"
    Issue.record(
      """
      Snapshot \(name) differs at line \(firstDifference + 1):
        stored: \(expectedLine)
        actual: \(actualLine)
      Re-record on purpose with SNAPSHOT_RECORD=1.
      """, sourceLocation: sourceLocation)
    return
  }
  if stored == nil, environment["CI"] != nil {
    Issue.record(
      "Snapshot \(name) is missing at \(file.path); record it locally and commit it.", sourceLocation: sourceLocation)
    return
  }
  do {
    try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
    try text.write(to: file, atomically: true, encoding: .utf8)
  } catch {
    Issue.record("Could not write snapshot \(file.path): \(error)", sourceLocation: sourceLocation)
    return
  }
  if stored == nil {
    Issue.record("Recorded a new snapshot \(name); check it and run again.", sourceLocation: sourceLocation)
  }
}
