import AppModel
import Foundation
import GRDB
import Testing

/// Favourites in SQLite through GRDB (SPEC §17), as a data store keeps them: they survive restarts,
/// and a damaged or unusable database is reported in one line and replaced without touching the rest
/// of the data.
@MainActor
@Suite("Favourites kept across launches")
struct PersistenceTests {
  private let directory = FileManager.default.temporaryDirectory
    .appendingPathComponent("gallery-data-\(UUID().uuidString)")

  /// The database file in the test's folder.
  private var file: URL { directory.appendingPathComponent("favorites.sqlite") }

  /// A store started as an app starts it, with its favourites in `file` (the test's, by default), once
  /// the favourites and the feeds are in.
  private func launch(file: URL? = nil) async -> DataStore {
    let store = DataStore(source: .bundled, favoritesFile: file ?? self.file)
    store.start()
    await store.settle()
    return store
  }

  @Test("Marks made in one run are there in the next; the schema migration is recorded")
  func survivesRestart() async throws {
    defer { try? FileManager.default.removeItem(at: directory) }
    let first = await launch()
    #expect(first.state.favorites.isEmpty && first.state.storageProblem == nil)
    for id in [3, 5, 3, 12] { first.dispatch(.toggleFavorite(id: id)) }
    #expect(first.state.favorites == [5, 12])
    let second = await launch()
    #expect(second.state.favorites == [5, 12])
    #expect(second.state.storageProblem == nil)
    let queue = try DatabaseQueue(path: file.path)
    let migrations = try await queue.read { try String.fetchAll($0, sql: "SELECT identifier FROM grdb_migrations") }
    #expect(migrations == ["v1: favourites", "v2: archive favourites"])
  }

  @Test("Archive ♥ marks survive a restart, in their own table beside the scenes'")
  func archiveMarksSurviveRestart() async throws {
    defer { try? FileManager.default.removeItem(at: directory) }
    let first = await launch()
    first.dispatch(.toggleFavorite(id: 3))
    for id in [7, 15, 7, 36] { first.dispatch(.toggleArchiveFavorite(id: id)) }
    #expect(first.state.archiveFavorites == [15, 36])
    let second = await launch()
    #expect(second.state.archiveFavorites == [15, 36])
    #expect(second.state.favorites == [3])
  }

  @Test("A database made before the archive existed is migrated: its marks stay, archive marks work")
  func migratesVersionOne() async throws {
    defer { try? FileManager.default.removeItem(at: directory) }
    try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
    let queue = try DatabaseQueue(path: file.path)
    var versionOne = DatabaseMigrator()
    versionOne.registerMigration("v1: favourites") { db in
      try db.create(table: "favorite") { table in
        table.primaryKey("sceneId", .integer)
        table.column("markedAt", .double).notNull()
      }
    }
    try versionOne.migrate(queue)
    try await queue.write { try $0.execute(sql: "INSERT INTO favorite (sceneId, markedAt) VALUES (4, 0)") }
    let store = await launch()
    #expect(store.state.favorites == [4] && store.state.storageProblem == nil)
    store.dispatch(.toggleArchiveFavorite(id: 9))
    let again = await launch()
    #expect(again.state.archiveFavorites == [9] && again.state.favorites == [4])
  }

  @Test(
    "A damaged database is reported in one line, moved aside and recreated; the feeds still load",
    arguments: ["garbage", "truncated"])
  func damagedDatabase(kind: String) async throws {
    defer { try? FileManager.default.removeItem(at: directory) }
    let file = file
    if kind == "garbage" {
      try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
      try Data(repeating: 0x5A, count: 10_000).write(to: file)
    } else {
      let earlier = await launch()
      for id in 1...12 { earlier.dispatch(.toggleFavorite(id: id)) }
      let whole = try Data(contentsOf: file)
      try whole.prefix(whole.count / 2).write(to: file)
    }
    let store = await launch()
    let problem = try #require(store.state.storageProblem)
    #expect(problem.contains("was damaged") && problem.contains("recreated") && !problem.contains("\n"))
    #expect(store.state.favorites.isEmpty)
    #expect(store.state.feeds.featuredTopics.count == 8 && store.state.failedFeeds.isEmpty)
    let names = try FileManager.default.contentsOfDirectory(atPath: directory.path)
    #expect(names.contains { $0.hasPrefix("favorites.sqlite.damaged-") })
    // The new database works and is kept.
    store.dispatch(.toggleFavorite(id: 7))
    #expect(await launch().state.favorites == [7])
  }

  @Test("A folder that cannot be made keeps the marks for the run and says so in one line")
  func unusableFolder() async throws {
    defer { try? FileManager.default.removeItem(at: directory) }
    try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
    let blocker = directory.appendingPathComponent("a-file")
    try Data().write(to: blocker)
    let store = await launch(file: blocker.appendingPathComponent("data/favorites.sqlite"))
    let problem = try #require(store.state.storageProblem)
    #expect(problem.contains("cannot be used") && problem.contains("this run only") && !problem.contains("\n"))
    store.dispatch(.toggleFavorite(id: 2))
    #expect(store.state.favorites == [2])
    #expect(store.state.feeds.favoriteScenes.count == 12)
  }
}
