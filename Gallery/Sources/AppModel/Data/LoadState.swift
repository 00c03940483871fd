/// Where loading the feeds stands.
public enum LoadState: String, Codable, Equatable, Sendable {
  case idle, loading, loaded, failed
}
