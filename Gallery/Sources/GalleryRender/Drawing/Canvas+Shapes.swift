import CCairo
import CarouselCore
import Foundation
import GalleryModel

extension Canvas {
  /// Adds a rounded rectangle to the current path.
  func addRoundedRect(_ rect: CGRect, radius: CGFloat) {
    let r = Double(min(radius, rect.width / 2, rect.height / 2))
    let x = Double(rect.minX)
    let y = Double(rect.minY)
    let w = Double(rect.width)
    let h = Double(rect.height)
    cairo_new_sub_path(context)
    cairo_arc(context, x + w - r, y + r, r, -Double.pi / 2, 0)
    cairo_arc(context, x + w - r, y + h - r, r, 0, Double.pi / 2)
    cairo_arc(context, x + r, y + h - r, r, Double.pi / 2, Double.pi)
    cairo_arc(context, x + r, y + r, r, Double.pi, 3 * Double.pi / 2)
    cairo_close_path(context)
  }

  /// Fills a (rounded) rectangle.
  public func fill(_ rect: CGRect, radius: CGFloat = 0, color: Color) {
    addRoundedRect(rect, radius: radius)
    setColor(color)
    cairo_fill(context)
  }

  /// Strokes a (rounded) rectangle's outline.
  public func stroke(_ rect: CGRect, radius: CGFloat = 0, color: Color, width: CGFloat = 1) {
    addRoundedRect(rect.insetBy(dx: width / 2, dy: width / 2), radius: radius)
    setColor(color)
    cairo_set_line_width(context, Double(width))
    cairo_stroke(context)
  }

  /// Limits drawing to a rounded rectangle.
  public func clip(_ rect: CGRect, radius: CGFloat) {
    addRoundedRect(rect, radius: radius)
    cairo_clip(context)
  }

  /// Fills a vertical gradient from `top` to `bottom` in `rect`.
  public func fillGradient(_ rect: CGRect, top: Color, bottom: Color) {
    let pattern = cairo_pattern_create_linear(0, Double(rect.minY), 0, Double(rect.maxY))
    defer { cairo_pattern_destroy(pattern) }
    cairo_pattern_add_color_stop_rgba(pattern, 0, top.red, top.green, top.blue, top.alpha)
    cairo_pattern_add_color_stop_rgba(pattern, 1, bottom.red, bottom.green, bottom.blue, bottom.alpha)
    cairo_rectangle(context, Double(rect.minX), Double(rect.minY), Double(rect.width), Double(rect.height))
    cairo_set_source(context, pattern)
    cairo_fill(context)
  }

  /// Fills a circle.
  public func fillCircle(center: CGPoint, radius: CGFloat, color: Color) {
    cairo_new_sub_path(context)
    cairo_arc(context, Double(center.x), Double(center.y), Double(max(0, radius)), 0, 2 * Double.pi)
    setColor(color)
    cairo_fill(context)
  }

  /// Strokes an arc of a circle from angle `start` to `end` (radians, clockwise from the x axis on
  /// screen), `width` points wide, with an arrow head at its end if asked: the retry mark.
  public func strokeArc(
    center: CGPoint, radius: CGFloat, from start: Double, to end: Double, width: CGFloat, color: Color,
    arrowHead: Bool = false
  ) {
    let radius = Double(max(0, radius))
    cairo_new_path(context)
    cairo_arc(context, Double(center.x), Double(center.y), radius, start, end)
    setColor(color)
    cairo_set_line_width(context, Double(width))
    cairo_set_line_cap(context, CAIRO_LINE_CAP_ROUND)
    cairo_stroke(context)
    guard arrowHead else { return }
    // A triangle at the arc's end, pointing along the direction of travel.
    let tip = CGPoint(x: Double(center.x) + radius * cos(end), y: Double(center.y) + radius * sin(end))
    let along = CGPoint(x: -sin(end), y: cos(end))
    let outward = CGPoint(x: cos(end), y: sin(end))
    let size = Double(width) * 2.2
    fillPolygon(
      [
        CGPoint(x: tip.x + along.x * size, y: tip.y + along.y * size),
        CGPoint(x: tip.x + outward.x * size, y: tip.y + outward.y * size),
        CGPoint(x: tip.x - outward.x * size, y: tip.y - outward.y * size),
      ], color: color)
  }

  /// Fills a closed polygon.
  public func fillPolygon(_ points: [CGPoint], color: Color) {
    guard tracePolygon(points) else { return }
    setColor(color)
    cairo_fill(context)
  }

  /// Outlines a closed polygon with a line `width` points wide.
  public func strokePolygon(_ points: [CGPoint], color: Color, width: CGFloat = 1) {
    guard tracePolygon(points) else { return }
    setColor(color)
    cairo_set_line_width(context, Double(width))
    cairo_stroke(context)
  }

  /// Starts a new path around `points`; false when there are none.
  private func tracePolygon(_ points: [CGPoint]) -> Bool {
    guard let first = points.first else { return false }
    cairo_new_path(context)
    cairo_move_to(context, Double(first.x), Double(first.y))
    for point in points.dropFirst() { cairo_line_to(context, Double(point.x), Double(point.y)) }
    cairo_close_path(context)
    return true
  }

  /// Draws stars in a row from `origin`, each `size` points, filled as `StarRating` says: the filled
  /// part in `filled`, the rest in `empty` (nil leaves it unfilled), every star outlined in `border`
  /// when given (Cosmos's look: 1-point borders).
  public func drawStars(
    fills: [Double], origin: CGPoint, size: CGFloat, spacing: CGFloat, filled: Color, empty: Color?,
    border: Color? = nil
  ) {
    for (index, fill) in fills.enumerated() {
      let rect = CGRect(x: origin.x + CGFloat(index) * (size + spacing), y: origin.y, width: size, height: size)
      let star = StarShape.vertices(in: rect)
      if let empty { fillPolygon(star, color: empty) }
      if fill > 0 {
        withSavedState {
          clip(CGRect(x: rect.minX, y: rect.minY, width: rect.width * CGFloat(fill), height: rect.height))
          fillPolygon(star, color: filled)
        }
      }
      if let border { strokePolygon(star, color: border, width: 1) }
    }
  }
}
