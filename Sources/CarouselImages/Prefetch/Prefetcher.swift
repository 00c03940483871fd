import CarouselCore
import Foundation

/// Keeps exactly what a screen shows, and a window ahead of it, requested from an ``ImagePipeline``.
///
/// Call one of the `update` methods every frame (or whenever the visible items change). Visible
/// images are requested at ``ImagePriority/high`` in the order given; the window ahead (see
/// ``PrefetchWindow``) at ``ImagePriority/low``, nearest first. Everything requested before and no
/// longer wanted is cancelled, and a prefetched image that comes into view is raised to high
/// priority. So a fast fling over 10,000 photos never has more loads pending than the visible items
/// plus the window ahead, and what is on screen when the fling stops loads first.
///
/// A failed image is not asked for again while it stays wanted; ``retry(_:)`` asks again.
/// Not thread-safe: use a prefetcher from one actor (the frame loop's). Each update is
/// O(wanted + previously requested).
public final class Prefetcher<Decoder: ImageDecoding> {
  /// The pipeline images are requested from.
  public let pipeline: ImagePipeline<Decoder>
  /// How far ahead to load.
  public var window: PrefetchWindow

  private var requested: [ImageRequest.Key: (task: ImageTask, priority: ImagePriority)] = [:]
  private var failures: [ImageRequest.Key: ImageLoadingError] = [:]
  private let finished = Locked<[ImageRequest.Key: ImageLoadingError?]>([:])
  private var lastVisibleRange: ClosedRange<Int>?
  private var lastDirection = 1

  /// A prefetcher requesting from `pipeline`, `window` ahead of what is shown.
  public init(pipeline: ImagePipeline<Decoder>, window: PrefetchWindow = PrefetchWindow()) {
    self.pipeline = pipeline
    self.window = window
  }

  deinit {
    cancelAll()
  }

  /// Requests `visible` (high priority, in order) and `ahead` (low), and cancels everything else
  /// requested before. Requests already in the memory cache are not asked for.
  public func update(visible: [ImageRequest], ahead: [ImageRequest]) {
    collectFinished()
    var wanted: [ImageRequest.Key: ImagePriority] = [:]
    var order: [ImageRequest] = []
    for (requests, priority) in [(visible, ImagePriority.high), (ahead, .low)] {
      for var request in requests where wanted[request.key] == nil {
        request.priority = max(request.priority, priority)
        wanted[request.key] = request.priority
        order.append(request)
      }
    }
    for (key, entry) in requested where wanted[key] == nil {
      entry.task.cancel()
      requested[key] = nil
    }
    failures = failures.filter { wanted[$0.key] != nil }
    for request in order {
      let key = request.key
      if let entry = requested[key] {
        if entry.priority != request.priority {
          entry.task.setPriority(request.priority)
          requested[key]!.priority = request.priority
        }
        continue
      }
      guard failures[key] == nil, pipeline.cachedImage(for: request) == nil else { continue }
      let finished = finished
      let task = pipeline.loadImage(with: request) { result in
        guard case .failure(let error) = result else {
          finished.withLock { $0[key] = .some(nil) }
          return
        }
        if error != .cancelled { finished.withLock { $0[key] = .some(error) } }
      }
      if pipeline.cachedImage(for: request) == nil { requested[key] = (task, request.priority) }
    }
  }

  /// For a layout queried by rectangle (CarouselCore's `MasonryLayout.items(in:)`, a column grid): `viewport` is
  /// the visible part of the content in content coordinates, `velocity` the scroll speed along `axis`
  /// in points per second (positive toward later items), `items` the layout's query and `request`
  /// the image of an index (nil for an item without one).
  public func update(
    viewport: CGRect, velocity: CGFloat, axis: ScrollAxis, items: (CGRect) -> [Int],
    request: (Int) -> ImageRequest?
  ) {
    let visible = items(viewport).compactMap(request)
    let ahead = window.rectAhead(of: viewport, velocity: velocity, axis: axis).map { items($0).compactMap(request) }
    update(visible: visible, ahead: ahead ?? [])
  }

  /// For a component: `placements` are what it placed this frame, `itemCount` its items. The
  /// direction of motion is `velocity`'s (points per second, positive toward later items) when
  /// given, else read from how the visible indices moved since the last update.
  public func update(
    placements: [ItemPlacement], itemCount: Int, loops: Bool, velocity: CGFloat? = nil,
    request: (Int) -> ImageRequest?
  ) {
    let indices = placements.map(\.index)
    let direction = velocity.map { window.direction(velocity: $0) } ?? inferredDirection(indices, loops: loops)
    let ahead = window.indicesAhead(of: indices, direction: direction, itemCount: itemCount, loops: loops)
    update(visible: indices.compactMap(request), ahead: ahead.compactMap(request))
  }

  /// Where the image of `request` stands.
  public func phase(of request: ImageRequest) -> ImageLoadPhase<Decoder.Image> {
    if let image = pipeline.cachedImage(for: request) { return .loaded(image) }
    collectFinished()
    if let error = failures[request.key] { return .failed(error) }
    return requested[request.key] == nil ? .idle : .loading
  }

  /// Forgets the failure of `request` so the next update asks for it again.
  public func retry(_ request: ImageRequest) {
    failures[request.key] = nil
  }

  /// Cancels everything requested.
  public func cancelAll() {
    for entry in requested.values { entry.task.cancel() }
    requested = [:]
  }

  /// The images requested and not yet arrived.
  public var pendingCount: Int {
    collectFinished()
    return requested.count
  }

  private func collectFinished() {
    let done = finished.withLock { finished in
      defer { finished = [:] }
      return finished
    }
    for (key, error) in done where requested[key] != nil {
      requested[key] = nil
      if let error { failures[key] = error }
    }
  }

  private func inferredDirection(_ indices: [Int], loops: Bool) -> Int {
    guard let low = indices.min(), let high = indices.max() else { return lastDirection }
    defer { lastVisibleRange = low...high }
    guard !loops, let last = lastVisibleRange else { return lastDirection }
    if low > last.lowerBound || high > last.upperBound { lastDirection = 1 }
    if low < last.lowerBound || high < last.upperBound { lastDirection = -1 }
    return lastDirection
  }
}
