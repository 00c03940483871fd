import CarouselCore
import Foundation

/// What the opaque cards in front of a card leave of it to draw: its box, less every opaque
/// rectangle that spans the box's whole width, as horizontal bands from top to bottom.
///
/// A pile of cards (Favourites' stack) shows of each card under the top one only a strip: compositing
/// the rest, scaled and filtered, is most of a frame's time at large window sizes. Covers narrower than
/// the box are left out, so what is returned is never less than what shows.
struct VisibleBands: Equatable, Sendable {
  /// The bands, top to bottom, each the box's full width; empty when nothing of the box shows.
  private(set) var bands: [CGRect]

  /// The parts of `box` that `covers` (opaque rectangles in front of it, in the same coordinates)
  /// leave visible. A box or cover with a coordinate that is not finite, or an empty one, hides
  /// nothing (an empty box shows nothing).
  ///
  /// - Complexity: O(*c* × *b*) for *c* covers and *b* bands, *b* ≤ *c* + 1.
  init(of box: CGRect, under covers: some Sequence<CGRect>) {
    bands = box.subtracting(covers.lazy.filter { $0.minX <= box.minX && $0.maxX >= box.maxX })
  }
}

extension VisibleBands {
  /// The largest upright rectangle centred in `placement`'s frame less `inset` on each side (in the
  /// frame's points, before its scale), as the placement scales and turns it, in the frame's
  /// coordinates: what the card surely covers when it is opaque there. `.null` when nothing fits
  /// (a turn of 45° or more, or an inset as large as the frame).
  ///
  /// For a turn θ, half-sizes (a, b) fit in the turned half-sizes (w, h) when
  /// a·|cos θ| + b·|sin θ| ≤ w and a·|sin θ| + b·|cos θ| ≤ h; both bounds met exactly give the
  /// largest rectangle of the frame's proportions.
  static func uprightInterior(of placement: ItemPlacement, inset: CGSize) -> CGRect {
    let frame = placement.frame
    let halfWidth = (frame.width / 2 - inset.width) * placement.scale
    let halfHeight = (frame.height / 2 - inset.height) * placement.scale
    let angle = placement.rotation.radians * placement.rotation.z
    let cosine = abs(CGFloat(cos(angle)))
    let sine = abs(CGFloat(sin(angle)))
    let determinant = cosine * cosine - sine * sine
    guard halfWidth > 0, halfHeight > 0, determinant > 0 else { return .null }
    let a = (halfWidth * cosine - halfHeight * sine) / determinant
    let b = (halfHeight * cosine - halfWidth * sine) / determinant
    guard a > 0, b > 0, a.isFinite, b.isFinite else { return .null }
    return CGRect(x: frame.midX - a, y: frame.midY - b, width: 2 * a, height: 2 * b)
  }
}
