/// Which way a pager turned.
public enum PageDirection: String, Sendable, Hashable, Codable, CaseIterable {
  /// To the previous page (`page − 1`).
  case backward
  /// To the next page (`page + 1`).
  case forward
}
