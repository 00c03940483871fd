import AppModel
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
}
