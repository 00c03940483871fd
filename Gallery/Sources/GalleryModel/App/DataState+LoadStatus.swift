import AppModel

extension DataState {
  /// What the Gallery's status banner says, or nil when there is nothing to say: loading, or which
  /// feeds failed and how to try again.
  public var loadStatusMessage: String? {
    switch loadState {
    case .loading: return "Loading feeds…"
    case .idle: return nil
    // The hint comes first: a narrow window cuts the end of the line.
    case .loaded, .failed: return loadFailureSummary.map { "Tap or R to retry · \($0)" }
    }
  }
}
