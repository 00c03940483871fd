import Foundation
import GRDB

/// The favourites the user marked, kept in SQLite through GRDB across launches (SPEC §17).
///
/// Opening never fails: a file that is damaged or not a database is moved aside (to
/// `<name>.damaged-<time>` beside it) and a new one created; a folder that cannot be used leaves the
/// favourites in memory for this run. Either way ``problem`` says so in one line, and nothing else in
/// the app is affected. The schema is versioned by GRDB's migrator. Reads and writes are
/// synchronous, on the caller's thread.
public final class FavoritesDatabase: Sendable {
  /// The database file, or nil when the favourites live in memory only.
  public let file: URL?
  /// What went wrong opening the database, in one line, or nil.
  public let problem: String?
  /// Nil only if not even an in-memory database could be made; the app's state still holds the marks.
  private let queue: DatabaseQueue?

  /// Opens (creating and migrating as needed) the favourites in the SQLite file `file`, making its
  /// folder if need be: the Gallery's is `gallery.sqlite` under `$XDG_DATA_HOME`, an iOS app's would
  /// be under its Application Support folder.
  public init(file: URL) {
    let directory = file.deletingLastPathComponent()
    do {
      try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
    } catch {
      (self.queue, self.file) = (Self.inMemory(), nil)
      problem = "\(directory.path) cannot be used (\(Self.reason(error))); favourites are kept for this run only"
      return
    }
    do {
      queue = try Self.open(file)
      self.file = file
      problem = nil
    } catch {
      let aside = directory.appendingPathComponent(
        "\(file.lastPathComponent).damaged-\(Int(Date().timeIntervalSince1970))")
      try? FileManager.default.removeItem(at: aside)
      do {
        try FileManager.default.moveItem(at: file, to: aside)
        for suffix in ["-wal", "-shm"] { try? FileManager.default.removeItem(atPath: file.path + suffix) }
        queue = try Self.open(file)
        self.file = file
        problem = "\(file.path) was damaged (\(Self.reason(error))); moved to \(aside.lastPathComponent) and recreated"
      } catch let second {
        (self.queue, self.file) = (Self.inMemory(), nil)
        problem = "\(file.path) cannot be used (\(Self.reason(second))); favourites are kept for this run only"
      }
    }
  }

  /// The ids marked in `list`, or none if they cannot be read.
  public func favorites(_ list: FavoriteList = .scenes) -> Set<Int> {
    let (table, id) = list.table
    return (try? queue?.read { db in Set(try Int.fetchAll(db, sql: "SELECT \(id) FROM \(table)")) }) ?? []
  }

  /// Marks or unmarks `id` in `list`. O(log n).
  /// - Throws: a one-line description when the write fails (a full disk, a file made read-only).
  public func setFavorite(_ id: Int, _ isFavorite: Bool, in list: FavoriteList = .scenes) throws(FavoritesDatabaseError)
  {
    guard let queue else { return }
    let (table, idColumn) = list.table
    do {
      try queue.write { db in
        if isFavorite {
          try db.execute(
            sql: "INSERT OR REPLACE INTO \(table) (\(idColumn), markedAt) VALUES (?, ?)",
            arguments: [id, Date().timeIntervalSince1970])
        } else {
          try db.execute(sql: "DELETE FROM \(table) WHERE \(idColumn) = ?", arguments: [id])
        }
      }
    } catch {
      throw FavoritesDatabaseError(description: "favourites cannot be saved (\(Self.reason(error)))")
    }
  }

  /// The schema, one migration a version.
  static var migrator: DatabaseMigrator {
    var migrator = DatabaseMigrator()
    migrator.registerMigration("v1: favourites") { db in
      try db.create(table: "favorite") { table in
        table.primaryKey("sceneId", .integer)
        table.column("markedAt", .double).notNull()
      }
    }
    migrator.registerMigration("v2: archive favourites") { db in
      try db.create(table: "archiveFavorite") { table in
        table.primaryKey("itemId", .integer)
        table.column("markedAt", .double).notNull()
      }
    }
    return migrator
  }

  private static func open(_ file: URL) throws -> DatabaseQueue {
    let queue = try DatabaseQueue(path: file.path)
    try migrator.migrate(queue)
    // A file that opens but whose pages are damaged fails here, not at the first tap.
    try queue.read { db in
      guard try String.fetchOne(db, sql: "PRAGMA quick_check") == "ok" else {
        throw FavoritesDatabaseError(description: "the integrity check failed")
      }
    }
    return queue
  }

  private static func inMemory() -> DatabaseQueue? {
    guard let queue = try? DatabaseQueue(), (try? migrator.migrate(queue)) != nil else { return nil }
    return queue
  }

  private static func reason(_ error: any Error) -> String {
    if let error = error as? DatabaseError { return error.message ?? "\(error.resultCode)" }
    return (error as NSError).localizedFailureReason ?? "\(error)".split(whereSeparator: \.isNewline).first.map(
      String.init)
      ?? "\(error)"
  }
}
