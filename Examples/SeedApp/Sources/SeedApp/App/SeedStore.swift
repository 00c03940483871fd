import AppModel
import Foundation

/// The app's one store: AppModel's data — the feeds and their loading, the favourites, the Archive's ♥
/// marks — changed only by dispatching a `DataAction`. It is `Observable`, so a view that reads `state`
/// is drawn again when what it read changes.
typealias SeedStore = DataStore

extension DataStore {
  /// The store the app runs: feeds from `source`, favourites kept in SQLite in the app's Application
  /// Support folder (in memory only when that folder cannot be made; the store then reports why).
  static func seedApp(source: FeedSource) -> DataStore {
    DataStore(source: source, favoritesFile: favoritesFile())
  }

  /// `<Application Support>/CarouselKitSeedApp/favorites.sqlite`, its folder made if need be; nil when
  /// there is no such folder or it cannot be made.
  private static func favoritesFile() -> URL? {
    guard let support = FileManager.default.urls(for: .applicationSupportDirectory, in: .userDomainMask).first
    else { return nil }
    let folder = support.appendingPathComponent("CarouselKitSeedApp", isDirectory: true)
    do {
      try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    } catch {
      return nil
    }
    return folder.appendingPathComponent("favorites.sqlite")
  }
}
