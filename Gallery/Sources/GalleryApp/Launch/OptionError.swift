import Foundation
import GalleryRender

/// A command-line value the Gallery cannot use, said in one line: the option, the value given and the
/// problem (`--width nan: not a finite number; use 200 to 4096 points`).
public struct OptionError: Error, Equatable, Sendable, CustomStringConvertible {
  /// The option as typed, with its dashes (`--width`).
  public var option: String
  /// The value as given.
  public var value: String
  /// What is wrong with it and, where it helps, what to give instead.
  public var problem: String

  /// An error for `option` given `value`.
  public init(option: String, value: String, problem: String) {
    self.option = option
    self.value = value
    self.problem = problem
  }

  /// An error for a file or folder named by `option` that could not be read or written: the problem is
  /// `doing` ("cannot write home.png") followed by the system's reason in a few words.
  public init(option: String, path: String, doing: String, error: any Error) {
    self.init(option: option, value: path, problem: "\(doing): \(Self.reason(for: error))")
  }

  /// `--option value: problem`, always one line.
  public var description: String {
    let value = value.isEmpty || value.contains(" ") ? "\"\(value)\"" : value
    return "\(option) \(value): \(problem)".split(whereSeparator: \.isNewline).joined(separator: " ")
  }

  /// Why a file operation failed, in a few words rather than Foundation's dump of its error.
  static func reason(for error: any Error) -> String {
    if let canvas = error as? CanvasError { return canvas.reason }
    let nsError = error as NSError
    if nsError.domain == NSCocoaErrorDomain {
      switch CocoaError.Code(rawValue: nsError.code) {
      case .fileNoSuchFile, .fileReadNoSuchFile: return "no such file or folder"
      case .fileReadNoPermission, .fileWriteNoPermission: return "permission denied"
      case .fileWriteFileExists: return "a file is in the way"
      case .fileWriteOutOfSpace: return "the disk is full"
      case .fileWriteVolumeReadOnly: return "the disk is read-only"
      case .fileReadCorruptFile, .fileReadUnknownStringEncoding: return "not readable as text"
      default: break
      }
      if let underlying = nsError.userInfo[NSUnderlyingErrorKey] as? NSError { return reason(for: underlying) }
      // Foundation's "The operation could not be completed. (NSCocoaErrorDomain error 512.)" says
      // nothing; the code's own name says a little.
      return nsError.code == CocoaError.Code.fileWriteUnknown.rawValue
        ? "the system refused without saying why" : "the file operation failed (error \(nsError.code))"
    }
    if nsError.domain == NSPOSIXErrorDomain, let message = strerror(Int32(nsError.code)) {
      return String(cString: message).lowercased()
    }
    return nsError.localizedDescription
  }
}
