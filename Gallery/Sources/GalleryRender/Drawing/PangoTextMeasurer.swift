import Foundation
import GalleryModel

extension TextMeasurer {
  /// Measures with Pango, in the Gallery's font, exactly as ``Canvas/drawText(_:in:style:marks:)``
  /// sets the text.
  public static let pango = TextMeasurer { text, width, style in
    Canvas(size: CGSize(width: 1, height: 1)).measureText(text, width: width, style: style)
  }
}
