import AppModel
import Foundation
import Testing

/// The facade a SwiftUI app starts from: a store of the data with its middleware, started once.
@MainActor
@Suite("Data store")
struct DataStoreTests {
  @Test("A store without a favourites file starts with the bundled feeds and keeps its marks in memory")
  func startsWithTheBundledFeeds() async throws {
    let store = DataStore()
    #expect(store.state == DataState())
    store.start()
    #expect(store.state.loadState == .loading)
    await store.settle()
    let sample = try FeedBundle.sample().feeds
    #expect(store.state.feeds == sample && store.state.loadState == .loaded)
    #expect(store.state.issues.isEmpty && store.state.storageProblem == nil && store.state.favorites.isEmpty)
    store.dispatch(.toggleFavorite(id: 3))
    #expect(store.state.favorites == [3] && !store.hasRunningEffects)
  }

  @Test(
    "The README's start, as a SwiftUI app writes it: favourites kept, a keyword searched, retry only after a failure")
  func readmeStart() async throws {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("app-\(UUID().uuidString)")
    defer { try? FileManager.default.removeItem(at: folder) }
    let favorites = folder.appending(path: "favorites.sqlite")
    let store = DataStore(source: .bundled, favoritesFile: favorites)
    store.start()
    store.dispatch(.toggleFavorite(id: 3))
    store.dispatch(.setArchiveKeyword("ｶﾚｰ"))
    await store.settle()
    let search = ArchiveSearch(items: store.state.feeds.archiveItems)
    let shown = search.matches(keyword: store.state.archive.keyword, category: store.state.archive.category)
    #expect(shown.count == 7 && store.state.favorites == [3])
    if store.state.hasLoadFailures { store.dispatch(.retry) }
    #expect(store.state.loadState == .loaded && !store.hasRunningEffects)
    #expect(FavoritesDatabase(file: favorites).favorites() == [3])
  }
}
