/// Why the favourites could not be saved, in one line.
public struct FavoritesDatabaseError: Error, Sendable, CustomStringConvertible {
  /// What went wrong, in words: `favourites cannot be saved (disk I/O error)`.
  public let description: String
}
