import Foundation

/// How the scene learns the room a text takes: its layouts size tab and chip widths and the detail's
/// paragraphs by it. The front end supplies it — the Gallery's is Pango (`TextMeasurer.pango` in
/// GalleryRender) — and the app's reducer carries it, so the state itself stays plain data.
public struct TextMeasurer: Sendable {
  private let measure: @Sendable (_ text: String, _ width: CGFloat?, _ style: TextStyle) -> CGSize

  /// A measurer that answers with `measure`: the size, in points, `text` takes set in `style`, wrapped
  /// at `width` when one is given.
  public init(_ measure: @escaping @Sendable (_ text: String, _ width: CGFloat?, _ style: TextStyle) -> CGSize) {
    self.measure = measure
  }

  /// The size `text` takes set in `style`, wrapped at `width` (nil: one line as long as it needs),
  /// in points. A non-finite or negative answer from the front end counts as zero.
  public func size(of text: String, width: CGFloat?, style: TextStyle) -> CGSize {
    let size = measure(text, width, style)
    func clean(_ length: CGFloat) -> CGFloat { length.isFinite ? max(0, length) : 0 }
    return CGSize(width: clean(size.width), height: clean(size.height))
  }

  /// The width of each title set in `style` (a tab's, a chip's), rounded up, plus `padding` on both
  /// sides, in points.
  public func widths(of titles: [String], style: TextStyle, padding: CGFloat) -> [CGFloat] {
    titles.map { size(of: $0, width: nil, style: style).width.rounded(.up) + 2 * padding }
  }
}
