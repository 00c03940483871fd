import AppModel
import Redux

/// The bundled feeds, read at once, for previews: a preview shows its screen full of data on its
/// first frame instead of waiting for the store's loading.
@MainActor
enum PreviewFeeds {
  /// The sample feeds (empty when the bundled resources are missing).
  static let sample: FeedBundle = (try? FeedBundle.sample().feeds) ?? FeedBundle()

  /// A store that already holds the sample feeds.
  static func store() -> SeedStore {
    var state = DataState()
    state.feeds = sample
    state.loadState = .loaded
    return DataStore(initialState: state, reducer: dataReducer)
  }
}
