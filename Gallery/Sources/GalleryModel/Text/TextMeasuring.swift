import Foundation

/// How the scene learns the room a text takes: its layouts size tab and chip widths and the detail's
/// paragraphs by it. The front end implements it — the Gallery's renderer with Pango
/// (`PangoTextMeasurer` in GalleryRender), exactly as it then sets the text — and the app's reducer
/// carries it, so the state itself stays plain data and the model knows no typeface or colour.
public protocol TextMeasuring: Sendable {
  /// The size, in points, `text` takes set in `font`: on one line when `width` is nil, otherwise
  /// wrapped at `width` on as many lines as it needs.
  func measure(_ text: String, font: Font, width: CGFloat?) -> CGSize
}

extension TextMeasuring {
  /// The size `text` takes set in `font`, wrapped at `width` (nil: one line as long as it needs), in
  /// points. A non-finite or negative answer from the front end counts as zero.
  public func size(of text: String, font: Font, width: CGFloat?) -> CGSize {
    let size = measure(text, font: font, width: width)
    func clean(_ length: CGFloat) -> CGFloat { length.isFinite ? max(0, length) : 0 }
    return CGSize(width: clean(size.width), height: clean(size.height))
  }

  /// The width of each title set in `font` (a tab's, a chip's), rounded up, plus `padding` on both
  /// sides, in points.
  public func widths(of titles: [String], font: Font, padding: CGFloat) -> [CGFloat] {
    titles.map { size(of: $0, font: font, width: nil).width.rounded(.up) + 2 * padding }
  }
}
