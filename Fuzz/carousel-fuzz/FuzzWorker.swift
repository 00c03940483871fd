import CarouselFuzzing
import Foundation

/// Runs a seed range in this process for a supervisor: before each case its seed is written to the
/// progress file (so a trap or a hang names it), and each case's result is one line on standard
/// output — `v SEED KIND` for a violation, `u SEED` for a case whose rest could not be checked —
/// ending with `done`.
enum FuzzWorker {
  static func run(target: FuzzTarget, seeds: Range<UInt64>, progressPath: String) -> Int32 {
    let descriptor = open(progressPath, O_WRONLY | O_CREAT, 0o644)
    guard descriptor >= 0 else {
      FileHandle.standardError.write(Data("carousel-fuzz: cannot write progress to \(progressPath)\n".utf8))
      return 2
    }
    defer { close(descriptor) }
    var output = ""
    for seed in seeds {
      var value = seed.littleEndian
      _ = withUnsafeBytes(of: &value) { pwrite(descriptor, $0.baseAddress, 8, 0) }
      let outcome = target.run(target.generate(seed: seed))
      if let violation = outcome.violation {
        output += "v \(seed) \(violation.kind.rawValue)\n"
      } else if !outcome.restChecked {
        output += "u \(seed)\n"
      }
      if output.utf8.count > 4_096 { flush(&output) }
    }
    output += "done\n"
    flush(&output)
    return 0
  }

  private static func flush(_ output: inout String) {
    FileHandle.standardOutput.write(Data(output.utf8))
    output = ""
  }
}
