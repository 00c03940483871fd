import Redux

/// A feed screen in the seed's shape: state per screen, a screen reducer, a middleware per side effect.
struct FeedState: Equatable, Sendable {
  var items: [String] = []
  var isLoading = false
  var errorMessage: String?
}

enum FeedAction: Equatable, Sendable {
  case load
  case loaded([String])
  case failed(String)
}

struct AppState: Equatable, Sendable {
  var feed = FeedState()
  var selectedTab = 0
}

enum AppAction: Equatable, Sendable {
  case feed(FeedAction)
  case selectTab(Int)

  /// The feed's action, when this is one: what `scope` hands the feed's reducer.
  var feed: FeedAction? { if case .feed(let action) = self { action } else { nil } }
}

let feedReducer: Reducer<FeedState, FeedAction> = { state, action in
  switch action {
  case .load:
    state.isLoading = true
    state.errorMessage = nil
  case .loaded(let items):
    state.isLoading = false
    state.items = items
  case .failed(let message):
    state.isLoading = false
    state.errorMessage = message
  }
  return .none
}

let appReducer: Reducer<AppState, AppAction> = combineReducers(
  scope(state: \.feed, action: \.feed, embed: AppAction.feed, feedReducer),
  { state, action in
    if case .selectTab(let tab) = action { state.selectedTab = tab }
    return .none
  }
)

struct LoadError: Error, Equatable { var message: String }

/// A middleware that loads the feed with `load` whenever `.load` is dispatched.
func feedLoading(
  _ load: @escaping @Sendable () async throws -> [String]
) -> Middleware<AppState, AppAction> {
  { _, action in
    guard action == .feed(.load) else { return .none }
    return .run { send in
      do {
        let items = try await load()
        await send(.feed(.loaded(items)))
      } catch let error as LoadError {
        await send(.feed(.failed(error.message)))
      } catch {
        await send(.feed(.failed("\(error)")))
      }
    }
  }
}
