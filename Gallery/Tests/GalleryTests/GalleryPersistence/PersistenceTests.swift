import AppModel
import Foundation
import GRDB
import GalleryApp
import GalleryModel
import GalleryPersistence
import Testing

/// Favourites in SQLite through GRDB (SPEC §17): they survive restarts, and a damaged or unusable
/// database is reported in one line and replaced without touching the rest of the app.
@MainActor
@Suite("Favourites kept across launches")
struct PersistenceTests {
  private let directory = FileManager.default.temporaryDirectory
    .appendingPathComponent("gallery-data-\(UUID().uuidString)")

  private func launch(dataDir: String? = nil) async throws -> GalleryApp {
    let app = GalleryApp(settings: try LaunchSettings(dataDir: dataDir ?? directory.path, timeZone: "UTC"))
    await app.loadFeeds()
    return app
  }

  @Test("Marks made in one run are there in the next; the schema migration is recorded")
  func survivesRestart() async throws {
    defer { try? FileManager.default.removeItem(at: directory) }
    let first = try await launch()
    #expect(first.store.state.data.favorites.isEmpty && first.store.state.data.storageProblem == nil)
    for id in [3, 5, 3, 12] { first.dispatch(.data(.toggleFavorite(id: id))) }
    #expect(first.store.state.data.favorites == [5, 12])
    let second = try await launch()
    #expect(second.store.state.data.favorites == [5, 12])
    #expect(second.store.state.data.storageProblem == nil)
    let queue = try DatabaseQueue(path: directory.appendingPathComponent(FavoritesDatabase.fileName).path)
    let migrations = try await queue.read { try String.fetchAll($0, sql: "SELECT identifier FROM grdb_migrations") }
    #expect(migrations == ["v1: favourites", "v2: archive favourites"])
  }

  @Test("Archive ♥ marks survive a restart, in their own table beside the scenes'")
  func archiveMarksSurviveRestart() async throws {
    defer { try? FileManager.default.removeItem(at: directory) }
    let first = try await launch()
    first.dispatch(.data(.toggleFavorite(id: 3)))
    for id in [7, 15, 7, 36] { first.dispatch(.data(.toggleArchiveFavorite(id: id))) }
    #expect(first.store.state.data.archiveFavorites == [15, 36])
    let second = try await launch()
    #expect(second.store.state.data.archiveFavorites == [15, 36])
    #expect(second.store.state.data.favorites == [3])
  }

  @Test("A database made before the archive existed is migrated: its marks stay, archive marks work")
  func migratesVersionOne() async throws {
    defer { try? FileManager.default.removeItem(at: directory) }
    try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
    let queue = try DatabaseQueue(path: directory.appendingPathComponent(FavoritesDatabase.fileName).path)
    var versionOne = DatabaseMigrator()
    versionOne.registerMigration("v1: favourites") { db in
      try db.create(table: "favorite") { table in
        table.primaryKey("sceneId", .integer)
        table.column("markedAt", .double).notNull()
      }
    }
    try versionOne.migrate(queue)
    try await queue.write { try $0.execute(sql: "INSERT INTO favorite (sceneId, markedAt) VALUES (4, 0)") }
    let app = try await launch()
    #expect(app.store.state.data.favorites == [4] && app.store.state.data.storageProblem == nil)
    app.dispatch(.data(.toggleArchiveFavorite(id: 9)))
    let again = try await launch()
    #expect(again.store.state.data.archiveFavorites == [9] && again.store.state.data.favorites == [4])
  }

  @Test(
    "A damaged database is reported in one line, moved aside and recreated; the feeds still load",
    arguments: ["garbage", "truncated"])
  func damagedDatabase(kind: String) async throws {
    defer { try? FileManager.default.removeItem(at: directory) }
    let file = directory.appendingPathComponent(FavoritesDatabase.fileName)
    if kind == "garbage" {
      try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
      try Data(repeating: 0x5A, count: 10_000).write(to: file)
    } else {
      let earlier = try await launch()
      for id in 1...12 { earlier.dispatch(.data(.toggleFavorite(id: id))) }
      let whole = try Data(contentsOf: file)
      try whole.prefix(whole.count / 2).write(to: file)
    }
    let app = try await launch()
    let problem = try #require(app.store.state.data.storageProblem)
    #expect(problem.contains("was damaged") && problem.contains("recreated") && !problem.contains("\n"))
    #expect(app.store.state.data.favorites.isEmpty)
    #expect(app.store.state.data.feeds.featuredTopics.count == 8 && app.store.state.data.failedFeeds.isEmpty)
    let names = try FileManager.default.contentsOfDirectory(atPath: directory.path)
    #expect(names.contains { $0.hasPrefix("\(FavoritesDatabase.fileName).damaged-") })
    // The new database works and is kept.
    app.dispatch(.data(.toggleFavorite(id: 7)))
    #expect(try await launch().store.state.data.favorites == [7])
  }

  @Test("A folder that cannot be made keeps the marks for the run and says so in one line")
  func unusableFolder() async throws {
    defer { try? FileManager.default.removeItem(at: directory) }
    try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
    let blocker = directory.appendingPathComponent("a-file")
    try Data().write(to: blocker)
    let app = try await launch(dataDir: blocker.appendingPathComponent("data").path)
    let problem = try #require(app.store.state.data.storageProblem)
    #expect(problem.contains("cannot be used") && problem.contains("this run only") && !problem.contains("\n"))
    app.dispatch(.data(.toggleFavorite(id: 2)))
    #expect(app.store.state.data.favorites == [2])
    #expect(app.store.state.data.feeds.favoriteScenes.count == 12)
  }

  @Test("--data-dir refuses a file in the way; a folder that does not exist yet is fine")
  func dataDirOption() throws {
    defer { try? FileManager.default.removeItem(at: directory) }
    try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
    let file = directory.appendingPathComponent("file")
    try Data().write(to: file)
    #expect(throws: OptionError.self) { try LaunchSettings(dataDir: file.path) }
    #expect(try LaunchSettings(dataDir: directory.appendingPathComponent("new").path).dataDirectory != nil)
    #expect(try LaunchSettings().dataDirectory == nil)
  }

  @Test("The default folder follows XDG_DATA_HOME")
  func defaultFolder() {
    #expect(
      FavoritesDatabase.defaultDirectory(environment: ["XDG_DATA_HOME": "/data"]).path == "/data/carouselkit-gallery")
    #expect(FavoritesDatabase.defaultDirectory(environment: [:]).path.hasSuffix(".local/share/carouselkit-gallery"))
  }
}
