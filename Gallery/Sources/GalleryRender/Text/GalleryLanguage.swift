import Foundation

/// The language the Gallery's own words are shown in: Japanese, as the seed screens are, or English.
/// The feeds' text is shown as the feeds write it, whichever is chosen.
public enum GalleryLanguage: String, CaseIterable, Sendable {
  case japanese = "ja"
  case english = "en"

  /// The language an option value names: `ja` or `en` (any case), or nil for anything else.
  public init?(code: String) {
    self.init(rawValue: code.lowercased())
  }

  /// The language the user's locale asks for: the first of `LC_ALL`, `LC_MESSAGES` and `LANG` that is
  /// set and not empty decides — English for `en…`, Japanese for anything else (`ja_JP.UTF-8`, `C`,
  /// `POSIX`) and when none is set, as the seeds are.
  public static func preferred(environment: [String: String]) -> GalleryLanguage {
    let locale = ["LC_ALL", "LC_MESSAGES", "LANG"].lazy.compactMap { environment[$0] }.first { !$0.isEmpty }
    return locale?.lowercased().hasPrefix("en") == true ? .english : .japanese
  }
}
