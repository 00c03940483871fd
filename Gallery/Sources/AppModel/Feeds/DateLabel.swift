import Foundation

/// Turns a feed date like `2022-12-01T07:30:00.000+0000` into the label `2022.12.01` (SPEC §8).
public enum DateLabel {
  /// The label shown for a date that cannot be read.
  public static let unparsable = "—"

  /// The date as `yyyy.MM.dd` in `timeZone` (the viewer's in the app, UTC in tests and references);
  /// "—" when it cannot be parsed.
  public static func label(for raw: String, timeZone: TimeZone) -> String {
    guard let date = parse(raw) else { return unparsable }
    let formatter = DateFormatter()
    formatter.locale = Locale(identifier: "en_US_POSIX")
    formatter.timeZone = timeZone
    formatter.dateFormat = "yyyy.MM.dd"
    return formatter.string(from: date)
  }

  /// The date in a feed string, or nil.
  public static func parse(_ raw: String) -> Date? {
    let formatter = DateFormatter()
    formatter.locale = Locale(identifier: "en_US_POSIX")
    formatter.timeZone = TimeZone(identifier: "UTC")
    formatter.dateFormat = "yyyy-MM-dd'T'HH:mm:ss.SSSZ"
    return formatter.date(from: raw)
  }
}
