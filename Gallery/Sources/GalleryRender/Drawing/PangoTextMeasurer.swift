import Foundation
import GalleryModel

/// Measures text for the model's layouts with Pango, in the Gallery's typeface, exactly as
/// ``Canvas/drawText(_:in:style:marks:)`` then sets it.
public struct PangoTextMeasurer: TextMeasuring {
  /// A measurer; it keeps nothing between calls.
  public init() {}

  /// The size `text` takes in the Gallery's typeface at `font`: one line when `width` is nil, wrapped
  /// at `width` on every line it needs otherwise.
  public func measure(_ text: String, font: Font, width: CGFloat?) -> CGSize {
    Canvas(size: CGSize(width: 1, height: 1)).measureText(text, width: width, style: TextStyle(font: font, maxLines: 0))
  }
}

extension TextMeasuring where Self == PangoTextMeasurer {
  /// Pango, as the renderer sets text: what the Gallery's reducer measures with.
  public static var pango: PangoTextMeasurer { PangoTextMeasurer() }
}
