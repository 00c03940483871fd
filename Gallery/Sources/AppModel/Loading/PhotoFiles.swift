import Foundation

/// How a photo a feed names by URL is found in a folder: by the URL's last path component or, when
/// that file is missing, the same name with `.jpg`, `.jpeg`, `.png` or `.webp` (a photo's format is
/// read from its bytes, not its name). The Gallery's folders and `gallery serve` both find photos so.
public enum PhotoFiles {
  /// The file for `photoURL` in `directory`: the first candidate that exists, else the name itself
  /// (which then fails to load, visibly); nil for a name that is empty or a path trick (`.`, `..`).
  public static func file(for photoURL: String, in directory: URL) -> URL? {
    guard let name = name(of: photoURL) else { return nil }
    let base = (name as NSString).deletingPathExtension
    let candidates = [name] + ["jpg", "jpeg", "png", "webp"].map { "\(base).\($0)" }
    return candidates.lazy.map { directory.appendingPathComponent($0) }
      .first { FileManager.default.fileExists(atPath: $0.path) } ?? directory.appendingPathComponent(name)
  }

  /// The name a feed's photo URL gives its photo (its last path component), or nil for one that is
  /// empty or a path trick (`/`, `.`, `..`, hidden files): the rule for folders and the API alike.
  public static func name(of photoURL: String) -> String? {
    let name = (photoURL as NSString).lastPathComponent
    guard !name.isEmpty, name != "/", !name.hasPrefix(".") else { return nil }
    return name
  }
}
