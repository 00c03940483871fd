import Foundation

/// The decisions a platform gesture recogniser makes for a hosted component that sits inside other
/// scrolling views — whether it begins, and when it gives the drag to a parent — made from the
/// engine's own answers, so that a front end only forwards touches and reads the result.
///
/// A horizontal carousel inside a vertical scroll view must never move together with it: the
/// engine's axis lock decides (``GestureResponse/tracking`` or ``GestureResponse/declined``), and a
/// declined drag is cancelled in the engine at once so the parent alone moves. With ``yieldsAtEnds``,
/// a same-axis parent — a paged `TabView` around a carousel, a sheet around a vertical one — gets the
/// drag when the finger pulls the content past a non-looping end, instead of the carousel
/// rubber-banding while the parent waits.
///
/// CarouselKit's iOS 18 recogniser feeds every touch through ``handle(_:host:)``, answers UIKit's
/// `gestureRecognizerShouldBegin(_:)` with ``shouldBegin(at:host:)``, makes the recognisers of the
/// scroll views around it wait for it to fail, and never recognises simultaneously with them.
///
/// It answers a different question from ``DragArbiter``: here the platform arbitrates between its own
/// recognisers — a `ScrollView`'s pan, a sheet's, an outer carousel's — and this value only says,
/// for the one component it serves, whether that component claims the touch or yields it (and lets
/// the engine hear nothing more of a yielded one). The arbiter decides among parts that one front end
/// drives itself, each sample offered to every candidate until one tracks, as the Gallery's Home
/// drives its page and the carousels on it. CarouselKit has no such decision of its own: nested
/// carousels each have their recogniser, and UIKit's failure requirements
/// (``makesWait(_:carouselDepth:)``) order them.
///
/// ```swift
/// var recognition = NestedDragRecognition(yieldsAtEnds: true)
/// recognition.handle(.began(point, at: t), host: &host)
/// recognition.handle(.changed(CGPoint(x: point.x + 2, y: point.y + 30), at: t + 0.05), host: &host)
/// recognition.decision    // .yielded: a vertical drag belongs to the page; the carousel did not move
/// ```
public struct NestedDragRecognition: Sendable, Hashable {
  /// Who has the current touch.
  public enum Decision: String, Sendable, Hashable, Codable {
    /// The finger has not moved far enough for the engine to say (or no finger is down).
    case undecided
    /// The engine tracks the drag: the component moves, the views around it must not.
    case claimed
    /// The drag is a parent's: it runs across the component's axis, or past a non-looping end. The
    /// engine has been told the drag is cancelled and hears nothing more of it.
    case yielded
  }

  /// How far (points) ``shouldBegin(at:host:)`` extends a movement the platform recognised before
  /// the engine's own minimum distance, to ask the engine which axis it runs along.
  public static let probeDistance: CGFloat = 64

  /// Whether a drag that pulls the content past a non-looping end goes to a parent (a paged
  /// `TabView`, a sheet) rather than rubber-banding the component. Default false: a carousel with
  /// nothing of the same axis around it keeps its rubber band.
  public var yieldsAtEnds: Bool
  /// Who has the current (or last) touch.
  public private(set) var decision: Decision = .undecided
  /// Where the current touch went down, in the front end's points (the host's viewport, before any
  /// mirroring).
  private var start: CGPoint?

  /// Creates the recognition state for one component.
  public init(yieldsAtEnds: Bool = false) {
    self.yieldsAtEnds = yieldsAtEnds
  }

  /// Feeds one touch sample to `host`, as far as the component still owns the touch, and updates
  /// ``decision``. Samples that are not ``DragEvent/isUsable``, and moves or ends with no touch down,
  /// change nothing.
  ///
  /// - Returns: whether the component's state may have changed (the front end then advances it).
  @discardableResult
  public mutating func handle<Component, ElementID>(
    _ event: DragEvent, host: inout ComponentHost<Component, ElementID>
  ) -> Bool {
    guard event.isUsable else { return false }
    switch event.phase {
    case .began:
      decision = .undecided
      start = event.location
      _ = host.handle(event)
      return true
    case .changed:
      // A sample with no touch down (its `.began` was lost) is nobody's.
      guard start != nil else { return false }
      switch decision {
      case .yielded:
        return false
      case .claimed:
        _ = host.handle(event)
        return true
      case .undecided:
        decide(host.handle(event), at: event, host: &host)
        return true
      }
    case .ended, .cancelled:
      guard start != nil else { return false }
      start = nil
      guard decision != .yielded else { return false }
      _ = host.handle(event)
      return true
    }
  }

  /// Ends the current touch because the system took it away without a sample (the app left the
  /// foreground): the engine hears `.cancelled` unless the touch was already yielded.
  public mutating func cancel<Component, ElementID>(
    host: inout ComponentHost<Component, ElementID>, at time: TimeInterval
  ) {
    guard start != nil else { return }
    start = nil
    if decision != .yielded { host.cancelGesture(at: time) }
  }

  /// The answer to a platform recogniser that has seen the finger reach `location` and asks whether
  /// to begin: yes once the engine has claimed the drag; no once it is yielded. While the engine is
  /// still undecided (the platform's threshold came first), a copy of the host is shown the same
  /// movement carried to ``probeDistance`` and answers instead; `host` is not changed.
  public func shouldBegin<Component, ElementID>(
    at location: CGPoint, host: ComponentHost<Component, ElementID>
  ) -> Bool {
    switch decision {
    case .claimed: return true
    case .yielded: return false
    case .undecided:
      guard let start, location.x.isFinite, location.y.isFinite else { return false }
      let dx = location.x - start.x
      let dy = location.y - start.y
      let length = (dx * dx + dy * dy).squareRoot()
      guard length > 0, length.isFinite else { return false }
      let scale = Swift.max(1, Self.probeDistance / length)
      let reach = DragEvent(
        phase: .changed, location: CGPoint(x: start.x + dx * scale, y: start.y + dy * scale), time: host.clock)
      var probe = self
      var probeHost = host
      probe.decide(probeHost.handle(reach), at: reach, host: &probeHost)
      return probe.decision == .claimed
    }
  }

  /// Records what the engine answered to the first samples of a drag; a drag it declined, or one
  /// that pulls past an end while ``yieldsAtEnds``, is cancelled in the engine and yielded.
  private mutating func decide<Component, ElementID>(
    _ response: GestureResponse, at event: DragEvent, host: inout ComponentHost<Component, ElementID>
  ) {
    switch response {
    case .pending:
      return
    case .declined:
      decision = .yielded
    case .tracking:
      let origin = start ?? event.location
      let translation = CGSize(width: event.location.x - origin.x, height: event.location.y - origin.y)
      // The engine moves nothing on the sample that decides, so yielding here leaves it where it was.
      decision = yieldsAtEnds && !host.canFollow(translation) ? .yielded : .claimed
    }
    if decision == .yielded { host.cancelGesture(at: event.time) }
  }
}
