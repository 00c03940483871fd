/// A handle on one requester's interest in an image: cancel it, or change how urgent it is.
///
/// Cancelling one requester of an image that others still want changes nothing for them; the load
/// itself stops when its last requester cancels. Both calls take effect before they return, and
/// calling them after the image arrived does nothing.
public final class ImageTask: Sendable {
  /// The request as first made.
  public let request: ImageRequest
  private let onCancel: @Sendable () -> Void
  private let onPriority: @Sendable (ImagePriority) -> Void

  init(
    request: ImageRequest, onCancel: @escaping @Sendable () -> Void = {},
    onPriority: @escaping @Sendable (ImagePriority) -> Void = { _ in }
  ) {
    self.request = request
    self.onCancel = onCancel
    self.onPriority = onPriority
  }

  /// Withdraws this requester: its completion is called with ``ImageLoadingError/cancelled``.
  public func cancel() { onCancel() }

  /// Changes this requester's priority; a queued load starts by the highest of its requesters'.
  public func setPriority(_ priority: ImagePriority) { onPriority(priority) }
}
