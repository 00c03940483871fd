import AppModel
import Foundation
import GalleryApp
import GalleryModel
import Testing

/// Where the Gallery keeps its favourites (SPEC §17): `--data-dir`, else under `$XDG_DATA_HOME`, in
/// `gallery.sqlite`; the marks survive a restart of the app. How the database keeps them is the
/// model's (AppModelTests' PersistenceTests).
@MainActor
@Suite("The Gallery's favourites folder")
struct FavoritesFolderTests {
  private let directory = FileManager.default.temporaryDirectory
    .appendingPathComponent("gallery-data-\(UUID().uuidString)")

  private func launch() async throws -> GalleryApp {
    let app = GalleryApp(settings: try LaunchSettings(dataDir: directory.path, timeZone: "UTC"))
    await app.loadFeeds()
    return app
  }

  @Test("Marks made in one run of the app are there in the next, in gallery.sqlite under --data-dir")
  func survivesRestart() async throws {
    defer { try? FileManager.default.removeItem(at: directory) }
    let first = try await launch()
    first.dispatch(.data(.toggleFavorite(id: 5)))
    first.dispatch(.data(.toggleArchiveFavorite(id: 15)))
    let second = try await launch()
    #expect(second.store.state.data.favorites == [5] && second.store.state.data.archiveFavorites == [15])
    #expect(second.store.state.data.storageProblem == nil)
    #expect(FileManager.default.fileExists(atPath: directory.appendingPathComponent("gallery.sqlite").path))
  }

  @Test("--data-dir refuses a file in the way; a folder that does not exist yet is fine")
  func dataDirOption() throws {
    defer { try? FileManager.default.removeItem(at: directory) }
    try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
    let file = directory.appendingPathComponent("file")
    try Data().write(to: file)
    #expect(throws: OptionError.self) { try LaunchSettings(dataDir: file.path) }
    #expect(try LaunchSettings(dataDir: directory.appendingPathComponent("new").path).dataDirectory != nil)
    #expect(try LaunchSettings().dataDirectory == nil && LaunchSettings().favoritesFile == nil)
  }

  @Test("The default folder follows XDG_DATA_HOME")
  func defaultFolder() {
    #expect(
      LaunchSettings.defaultDataDirectory(environment: ["XDG_DATA_HOME": "/data"]).path == "/data/carouselkit-gallery")
    #expect(LaunchSettings.defaultDataDirectory(environment: [:]).path.hasSuffix(".local/share/carouselkit-gallery"))
  }
}
