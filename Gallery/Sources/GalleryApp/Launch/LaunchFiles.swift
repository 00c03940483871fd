import AppModel
import CarouselCore
import Foundation
import GalleryModel

/// The files and folders the command line names, read and written with one-line ``OptionError``s
/// instead of Foundation's error dumps.
public enum LaunchFiles {
  /// The most samples a `--script` may hold (about 23 minutes of a finger at 120 Hz).
  public static let maximumScriptSamples = 1_000_000

  /// The script at `path` (the `--script` option): pointer samples, keys, text, wheel turns and
  /// resizes (``GalleryScript``).
  public static func script(at path: String) throws(OptionError) -> GalleryScript {
    let data: Data
    do {
      data = try Data(contentsOf: URL(fileURLWithPath: path))
    } catch {
      throw OptionError(option: "--script", path: path, doing: "cannot read", error: error)
    }
    let script: GalleryScript
    do {
      script = try GalleryScript(json: data)
    } catch {
      throw OptionError(
        option: "--script", value: path, problem: "not a gesture script: \(JSONProblem.describe(error, in: data))")
    }
    guard script.count <= maximumScriptSamples else {
      throw OptionError(
        option: "--script", value: path,
        problem: "\(script.count) samples and inputs; at most \(maximumScriptSamples)")
    }
    return script
  }

  /// Creates the folder `path` (and its parents) for output named by `option` and returns it.
  public static func outputFolder(_ path: String, option: String = "--out") throws(OptionError) -> URL {
    guard !path.isEmpty else { throw OptionError(option: option, value: path, problem: "give a folder") }
    let url = URL(fileURLWithPath: path, isDirectory: true)
    if isFolder(path) == false {
      throw OptionError(option: option, value: path, problem: "a file is in the way; give a folder")
    }
    if let blocking = blockingAncestor(of: path) {
      throw OptionError(option: option, value: path, problem: "cannot create the folder: \(blocking) is not a folder")
    }
    do {
      try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
    } catch {
      throw OptionError(option: option, path: path, doing: "cannot create the folder", error: error)
    }
    return url
  }

  /// The nearest existing folder-or-not above `path`, when it is not a folder (a file, `/dev/full`):
  /// what stops anything being made at `path`. Nil when that ancestor is a folder or none exists.
  static func blockingAncestor(of path: String) -> String? {
    var current = path
    while true {
      let parent = (current as NSString).deletingLastPathComponent
      guard !parent.isEmpty, parent != current else { return nil }
      if let folder = isFolder(parent) { return folder ? nil : parent }
      current = parent
    }
  }

  /// Whether `path` names a folder (true), something else (false), or nothing (nil).
  static func isFolder(_ path: String) -> Bool? {
    var isFolder: ObjCBool = false
    guard !path.isEmpty, FileManager.default.fileExists(atPath: path, isDirectory: &isFolder) else { return nil }
    return isFolder.boolValue
  }

  /// Runs `write`, turning whatever it throws into an error naming `option` and `path`.
  public static func writing<T>(option: String, path: String, _ write: () throws -> T) throws(OptionError) -> T {
    do {
      return try write()
    } catch {
      if let blocking = blockingAncestor(of: path) {
        throw OptionError(option: option, value: path, problem: "cannot write: \(blocking) is not a folder")
      }
      throw OptionError(option: option, path: path, doing: "cannot write", error: error)
    }
  }
}
