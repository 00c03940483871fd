import Foundation

/// What happens at the edges of a one-dimensional scroll: where the offset may rest, how content
/// resists being dragged past that, and how it bounces back.
///
/// The resting range is `0...max(0, leading + content + trailing − viewport)`, widened to include
/// every snap point, or unbounded for rings and endless pagers. Every length is in points and
/// sanitised: negative, NaN and infinite values count as 0.
package struct ScrollBounds: Sendable, Hashable {
  /// The length of the content along the main axis, in points.
  package private(set) var contentLength: CGFloat
  /// The length of the viewport along the main axis, in points.
  package private(set) var viewportLength: CGFloat
  /// Space before the first item, in points.
  package private(set) var leadingInset: CGFloat
  /// Space after the last item, in points.
  package private(set) var trailingInset: CGFloat
  /// Whether the offset has no bounds at all (rings and endless pagers).
  package var isUnbounded: Bool
  /// What dragging beyond a bound feels like. Default: the rubber band.
  package var edgeResistance: EdgeResistance

  /// The most a bounce may carry content past a bound, as a fraction of the viewport: the rubber band
  /// never displays an overshoot of a whole viewport, so content carried further could not be grabbed
  /// without a jump.
  static let maximumBounceReach: CGFloat = 0.9

  /// Creates bounds; see the properties for the units.
  package init(
    contentLength: CGFloat = 0, viewportLength: CGFloat = 0, leadingInset: CGFloat = 0, trailingInset: CGFloat = 0,
    isUnbounded: Bool = false, edgeResistance: EdgeResistance = .rubberBand
  ) {
    self.contentLength = contentLength.sanitizedTotal
    self.viewportLength = viewportLength.sanitizedLength
    self.leadingInset = leadingInset.sanitizedLength
    self.trailingInset = trailingInset.sanitizedLength
    self.isUnbounded = isUnbounded
    self.edgeResistance = edgeResistance
  }

  /// Sets the content length in points (sanitised).
  package mutating func setContentLength(_ length: CGFloat) { contentLength = length.sanitizedTotal }
  /// Sets the viewport length in points (sanitised).
  package mutating func setViewportLength(_ length: CGFloat) { viewportLength = length.sanitizedLength }
  /// Sets the space before the first and after the last item, in points (sanitised).
  package mutating func setInsets(leading: CGFloat, trailing: CGFloat) {
    leadingInset = leading.sanitizedLength
    trailingInset = trailing.sanitizedLength
  }

  /// The offsets content may rest at, widened to include every one of `snapPoints`.
  /// - Complexity: O(1).
  package func range(including snapPoints: SnapPoints? = nil) -> ClosedRange<CGFloat> {
    if isUnbounded || snapPoints?.isUnbounded == true {
      return -CGFloat.greatestFiniteMagnitude...CGFloat.greatestFiniteMagnitude
    }
    var upper = Swift.max(0, leadingInset + contentLength + trailingInset - viewportLength)
    var lower: CGFloat = 0
    if let snapPoints, snapPoints.count > 0 {
      lower = Swift.min(lower, snapPoints.offset(at: 0))
      upper = Swift.max(upper, snapPoints.offset(at: snapPoints.count - 1))
    }
    return lower...upper
  }

  /// The offset shown for a finger that has dragged the content to `raw` (edge resistance applied).
  func displayed(_ raw: CGFloat, in range: ClosedRange<CGFloat>) -> CGFloat {
    edgeResistance.displayed(raw, bounds: range, dimension: viewportLength)
  }

  /// The finger position that shows `displayed`: the inverse of ``displayed(_:in:)``, so a drag that
  /// grabs content already past a bound starts where it is shown.
  func raw(_ displayed: CGFloat, in range: ClosedRange<CGFloat>) -> CGFloat {
    edgeResistance.raw(displayed, bounds: range, dimension: viewportLength)
  }

  /// The velocity a bounce back to `bound` starts with: its outward part is limited so the spring's
  /// peak stays within ``maximumBounceReach`` of the viewport.
  func bounceVelocity(_ velocity: CGFloat, from position: CGFloat, bound: CGFloat) -> CGFloat {
    let outward: CGFloat = position < bound || (position == bound && velocity < 0) ? -1 : 1
    guard velocity * outward > 0 else { return velocity }
    // A critically damped spring from overshoot x₀ with outward speed v peaks below x₀ + v / ω₀.
    let naturalFrequency = CGFloat(2 * Double.pi / AnimationCurve.bounceBackResponse)
    let room = Swift.max(0, Self.maximumBounceReach * viewportLength - abs(position - bound))
    return outward * Swift.min(abs(velocity), room * naturalFrequency)
  }
}
