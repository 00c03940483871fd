import CCairo
import Foundation
import GalleryModel

extension Canvas {
  /// Draws `icon` filling the square `rect` (its 24-point grid scaled to the square's side), its
  /// lines `lineWidth` grid points wide in `color`; with `fill`, the closed pieces are filled with it
  /// first. Nothing is drawn in an empty or non-finite square.
  public func draw(_ icon: Icon, in rect: CGRect, color: Color, lineWidth: CGFloat = 1.8, fill: Color? = nil) {
    let side = min(rect.width, rect.height)
    guard side.isFinite, side > 0, rect.minX.isFinite, rect.minY.isFinite else { return }
    withSavedState {
      cairo_translate(context, Double(rect.midX - side / 2), Double(rect.midY - side / 2))
      cairo_scale(context, Double(side / 24), Double(side / 24))
      cairo_set_line_cap(context, CAIRO_LINE_CAP_ROUND)
      cairo_set_line_join(context, CAIRO_LINE_JOIN_ROUND)
      cairo_set_line_width(context, Double(lineWidth))
      for piece in icon.pieces {
        trace(piece)
        if let fill, piece.isClosed {
          setColor(fill)
          cairo_fill_preserve(context)
        }
        setColor(color)
        cairo_stroke(context)
      }
    }
  }

  private func trace(_ piece: Icon.Piece) {
    cairo_new_path(context)
    switch piece {
    case .lines(let points, let closed):
      guard let first = points.first else { return }
      cairo_move_to(context, Double(first.x), Double(first.y))
      for point in points.dropFirst() { cairo_line_to(context, Double(point.x), Double(point.y)) }
      if closed { cairo_close_path(context) }
    case .box(let rect, let radius):
      addRoundedRect(rect, radius: radius)
    case .circle(let center, let radius):
      cairo_arc(context, Double(center.x), Double(center.y), Double(radius), 0, 2 * Double.pi)
      cairo_close_path(context)
    case .curves(let start, let segments):
      cairo_move_to(context, Double(start.x), Double(start.y))
      for (c1, c2, end) in segments {
        cairo_curve_to(
          context, Double(c1.x), Double(c1.y), Double(c2.x), Double(c2.y), Double(end.x), Double(end.y))
      }
      cairo_close_path(context)
    }
  }
}
