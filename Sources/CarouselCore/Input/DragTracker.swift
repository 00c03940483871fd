import Foundation

/// Turns raw ``DragEvent``s into what a component needs: whether it owns the drag, how far the finger
/// moved, how fast, and where momentum would carry it.
///
/// - Velocity is the least-squares slope over the samples in the 100 ms ending at the last sample
///   that moved. Samples whose timestamp does not increase are dropped from it, never divided by.
/// - An `.ended` sample counts only if it moved. If the finger rested for more than 50 ms before
///   lifting, the release velocity is 0.
/// - Below ``minimumDistance`` the drag is ``GestureResponse/pending``; when it first passes it, a
///   movement mostly along the cross axis makes the drag ``GestureResponse/declined`` until it ends.
/// - A drag released without passing the minimum distance within ``tapDuration`` is a tap.
///
/// Content follows ``translation``, measured from where the drag was recognised, so it never jumps
/// by the minimum distance.
public struct DragTracker: Sendable, Hashable {
  /// What one event meant for the component that owns this tracker.
  public enum Change: Sendable, Hashable {
    /// Nothing for the component to do (an out-of-order event, or a move while undecided or declined).
    case none
    /// A finger went down (or a repeated `.began` restarted the drag): stop motion where it is shown.
    case pressed
    /// The drag passed the minimum distance along the main axis: the component now follows it.
    case began
    /// The finger moved while the component follows it.
    case moved
    /// The drag passed the minimum distance along the cross axis: a parent should take it.
    case declined
    /// A followed drag ended: release with ``DragTracker/velocity``.
    case ended
    /// The finger lifted quickly without moving: a tap at this location.
    case tapped(CGPoint)
    /// A drag that never became ``began`` ended without being a tap.
    case released
    /// The drag was cancelled by the system.
    case cancelled
  }

  private struct Sample: Sendable, Hashable {
    var time: TimeInterval
    var location: CGPoint
  }

  /// The window of samples the velocity is fitted over, in seconds.
  public static let velocityWindow: TimeInterval = 0.1
  /// Samples closer together than this (seconds) count as duplicate timestamps.
  public static let minimumSampleInterval: TimeInterval = 1e-6
  /// A finger that rests longer than this (seconds) before lifting releases with velocity 0.
  public static let heldFingerThreshold: TimeInterval = 0.05

  /// The axis along which this tracker's component scrolls.
  public var axis: ScrollAxis
  /// Movement below this distance (points) leaves the drag undecided. Default 10.
  public var minimumDistance: CGFloat
  /// The rate used by ``predictedEndTranslation``.
  public var decelerationRate: DecelerationRate
  /// A press released within this many seconds without passing the minimum distance is a tap.
  public var tapDuration: TimeInterval

  /// The response for the current (or last) drag.
  public private(set) var response: GestureResponse = .declined
  /// Whether a finger is down.
  public private(set) var isActive = false
  /// Where the finger went down, in points.
  public private(set) var startLocation: CGPoint = .zero
  /// When the finger went down, in seconds.
  public private(set) var startTime: TimeInterval = 0
  /// The last known finger location, in points.
  public private(set) var location: CGPoint = .zero
  private var recognitionLocation: CGPoint = .zero
  private var samples: [Sample] = []
  private var lastMovingTime: TimeInterval = 0
  private var releaseTime: TimeInterval?

  /// Creates a tracker for a component scrolling along `axis`.
  public init(
    axis: ScrollAxis = .horizontal, minimumDistance: CGFloat = 10,
    decelerationRate: DecelerationRate = .normal, tapDuration: TimeInterval = 0.3
  ) {
    self.axis = axis
    self.minimumDistance = minimumDistance.sanitizedLength
    self.decelerationRate = decelerationRate
    self.tapDuration = tapDuration.isFinite ? Swift.max(0, tapDuration) : 0.3
  }

  /// How far the finger moved since the drag was recognised, in points (zero while undecided).
  public var translation: CGSize {
    guard response == .tracking else { return .zero }
    return CGSize(width: location.x - recognitionLocation.x, height: location.y - recognitionLocation.y)
  }

  /// ``translation`` along the main axis, in points.
  public var mainTranslation: CGFloat { axis == .horizontal ? translation.width : translation.height }

  /// The finger's velocity in points per second (0 for a held finger at release).
  ///
  /// - Complexity: O(k) in the samples of the last 100 ms.
  public var velocity: CGPoint {
    if let releaseTime, releaseTime - lastMovingTime > Self.heldFingerThreshold { return .zero }
    let window = samples.filter { $0.time <= lastMovingTime && $0.time >= lastMovingTime - Self.velocityWindow }
    guard window.count >= 2 else { return .zero }
    let count = Double(window.count)
    let meanTime = window.reduce(0) { $0 + $1.time } / count
    let meanX = window.reduce(0) { $0 + Double($1.location.x) } / count
    let meanY = window.reduce(0) { $0 + Double($1.location.y) } / count
    var covarianceX = 0.0
    var covarianceY = 0.0
    var variance = 0.0
    for sample in window {
      let dt = sample.time - meanTime
      covarianceX += dt * (Double(sample.location.x) - meanX)
      covarianceY += dt * (Double(sample.location.y) - meanY)
      variance += dt * dt
    }
    guard variance > 0, variance.isFinite else { return .zero }
    let vx = covarianceX / variance
    let vy = covarianceY / variance
    return CGPoint(x: vx.isFinite ? vx : 0, y: vy.isFinite ? vy : 0)
  }

  /// ``velocity`` along the main axis, in points per second.
  public var mainVelocity: CGFloat { axis.main(of: velocity) }

  /// ``translation`` plus how far momentum would carry the content at ``decelerationRate``.
  public var predictedEndTranslation: CGSize {
    let v = velocity
    return CGSize(
      width: translation.width + decelerationRate.projection(ofVelocity: v.x),
      height: translation.height + decelerationRate.projection(ofVelocity: v.y))
  }

  /// ``predictedEndTranslation`` along the main axis, in points.
  public var predictedMainEndTranslation: CGFloat {
    mainTranslation + decelerationRate.projection(ofVelocity: mainVelocity)
  }

  /// Feeds one sample and says what it meant.
  ///
  /// Samples that are not ``DragEvent/isUsable`` (a non-finite or far-off location, a non-finite time), and `.changed` / `.ended` / `.cancelled` without a
  /// preceding `.began`, are ignored (``Change/none``). A repeated `.began` restarts the drag.
  public mutating func handle(_ event: DragEvent) -> Change {
    guard event.isUsable else { return .none }
    switch event.phase {
    case .began:
      isActive = true
      response = .pending
      startLocation = event.location
      startTime = event.time
      location = event.location
      recognitionLocation = event.location
      samples = [Sample(time: event.time, location: event.location)]
      lastMovingTime = event.time
      releaseTime = nil
      return .pressed
    case .changed:
      guard isActive else { return .none }
      record(event)
      return decide()
    case .ended:
      guard isActive else { return .none }
      if event.location != location { record(event) }
      isActive = false
      releaseTime = event.time
      switch response {
      case .tracking:
        return .ended
      case .pending:
        if event.time - startTime <= tapDuration { return .tapped(event.location) }
        return .released
      case .declined:
        return .released
      }
    case .cancelled:
      guard isActive else { return .none }
      isActive = false
      releaseTime = event.time
      samples.removeAll()
      let wasTracking = response == .tracking
      return wasTracking ? .cancelled : .released
    }
  }

  /// Forgets the current drag (for example when the component is reset).
  public mutating func reset() {
    isActive = false
    response = .declined
    samples.removeAll()
    releaseTime = nil
  }

  private mutating func record(_ event: DragEvent) {
    let moved = event.location != location
    location = event.location
    // Samples closer than a microsecond are duplicates: fitting a slope through them would divide by
    // almost nothing (a 9-point move 1e-162 s apart reads as 1e162 points per second).
    guard let last = samples.last, event.time - last.time >= Self.minimumSampleInterval else { return }
    samples.append(Sample(time: event.time, location: event.location))
    if moved { lastMovingTime = event.time }
    let oldest = lastMovingTime - Self.velocityWindow
    if let firstKept = samples.firstIndex(where: { $0.time >= oldest }), firstKept > 0 {
      samples.removeFirst(firstKept)
    }
  }

  private mutating func decide() -> Change {
    switch response {
    case .tracking:
      return .moved
    case .declined:
      return .none
    case .pending:
      let main = abs(axis.main(of: location) - axis.main(of: startLocation))
      let cross = abs(axis.cross.main(of: location) - axis.cross.main(of: startLocation))
      let distance = (main * main + cross * cross).squareRoot()
      guard distance > 0, distance >= minimumDistance else { return .none }
      if cross > main {
        response = .declined
        return .declined
      }
      response = .tracking
      recognitionLocation = location
      return .began
    }
  }
}
