import Foundation

extension CGRect {
  /// The parts of this rectangle that none of `covers` overlaps, as rectangles that do not overlap
  /// one another: each cover cuts what is left into the rows above and below it and the pieces
  /// beside it within its rows, in that order (above, leading side, trailing side, below). A cover
  /// with a coordinate that is not finite, or an empty one, hides nothing; a rectangle that is not
  /// finite, or is empty, leaves nothing.
  ///
  /// - Complexity: O(*c* × *p*) for *c* covers and *p* pieces, *p* ≤ 3*c* + 1.
  func subtracting(_ covers: some Sequence<CGRect>) -> [CGRect] {
    guard isFiniteAndNonEmpty else { return [] }
    var pieces = [self]
    for cover in covers where cover.isFiniteAndNonEmpty {
      pieces = pieces.flatMap { piece -> [CGRect] in
        let top = Swift.max(piece.minY, cover.minY)
        let bottom = Swift.min(piece.maxY, cover.maxY)
        let left = Swift.max(piece.minX, cover.minX)
        let right = Swift.min(piece.maxX, cover.maxX)
        guard top < bottom, left < right else { return [piece] }
        var kept: [CGRect] = []
        if top > piece.minY {
          kept.append(CGRect(x: piece.minX, y: piece.minY, width: piece.width, height: top - piece.minY))
        }
        if left > piece.minX {
          kept.append(CGRect(x: piece.minX, y: top, width: left - piece.minX, height: bottom - top))
        }
        if right < piece.maxX { kept.append(CGRect(x: right, y: top, width: piece.maxX - right, height: bottom - top)) }
        if bottom < piece.maxY {
          kept.append(CGRect(x: piece.minX, y: bottom, width: piece.width, height: piece.maxY - bottom))
        }
        return kept
      }
    }
    return pieces
  }

  /// Whether every coordinate is finite and both sides are longer than 0.
  var isFiniteAndNonEmpty: Bool {
    origin.x.isFinite && origin.y.isFinite && size.width.isFinite && size.height.isFinite && width > 0 && height > 0
  }
}
