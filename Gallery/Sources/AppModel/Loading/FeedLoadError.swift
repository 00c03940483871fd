/// Why the feeds could not be loaded at all (a single bad file or item is a ``FeedIssue`` instead, and
/// the rest still loads).
public enum FeedLoadError: Error, Equatable, Sendable, CustomStringConvertible {
  /// The bundled sample feeds are missing from the module's resources.
  case samplesMissing
  /// The loader failed for a reason of its own, described in words.
  case failed(String)

  /// The error as a loader threw it: a `FeedLoadError` as is, anything else described.
  public init(_ error: any Error) {
    self = (error as? FeedLoadError) ?? .failed(String(describing: error))
  }

  /// Why, in one line.
  public var description: String {
    switch self {
    case .samplesMissing: "the bundled sample feeds are missing from the app's resources"
    case .failed(let reason): reason
    }
  }
}
