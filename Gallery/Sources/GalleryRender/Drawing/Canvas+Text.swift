import CCairo
import Foundation
import GalleryModel

/// A stretch of text set apart: a search match highlighted, an input method's composition underlined.
public struct TextMark: Sendable, Hashable {
  /// How a stretch is set apart.
  public enum Kind: Sendable, Hashable {
    /// A coloured background behind the characters.
    case highlight(Color)
    /// A single underline.
    case underline
  }

  /// The characters marked, as a range of the text's own indices.
  public var range: Range<String.Index>
  /// How it is set apart.
  public var kind: Kind

  /// A mark of `kind` on the characters in `range`.
  public init(_ range: Range<String.Index>, _ kind: Kind) {
    self.range = range
    self.kind = kind
  }
}

extension Canvas {
  /// Sets `text` in `rect` (its width wraps it, its top is the first line's top) with `marks` on
  /// stretches of it, and returns the height used, in points. Newlines become spaces, so line limits
  /// count what the reader sees. Marks whose range is not of `text` are ignored.
  @discardableResult
  public func drawText(_ text: String, in rect: CGRect, style: TextStyle, marks: [TextMark] = []) -> CGFloat {
    let layout = makeLayout(text, width: rect.width, style: style)
    defer { g_object_unref(UnsafeMutableRawPointer(layout)) }
    apply(marks, of: text, to: layout)
    var inkHeight: Int32 = 0
    var inkWidth: Int32 = 0
    pango_layout_get_size(layout, &inkWidth, &inkHeight)
    withSavedState {
      setColor(style.color)
      cairo_move_to(context, Double(rect.minX), Double(rect.minY))
      pango_cairo_update_layout(context, layout)
      pango_cairo_show_layout(context, layout)
    }
    return CGFloat(Double(inkHeight) / Double(PANGO_SCALE))
  }

  /// The size `text` takes in `width` points (nil: unlimited), in points.
  public func measureText(_ text: String, width: CGFloat?, style: TextStyle) -> CGSize {
    let layout = makeLayout(text, width: width, style: style)
    defer { g_object_unref(UnsafeMutableRawPointer(layout)) }
    var height: Int32 = 0
    var measuredWidth: Int32 = 0
    pango_layout_get_size(layout, &measuredWidth, &height)
    return CGSize(width: Double(measuredWidth) / Double(PANGO_SCALE), height: Double(height) / Double(PANGO_SCALE))
  }

  private func makeLayout(_ text: String, width: CGFloat?, style: TextStyle) -> OpaquePointer {
    let layout = pango_cairo_create_layout(context)!
    let description = pango_font_description_new()
    defer { pango_font_description_free(description) }
    pango_font_description_set_family(description, TextStyle.family)
    pango_font_description_set_weight(description, style.bold ? PANGO_WEIGHT_BOLD : PANGO_WEIGHT_NORMAL)
    pango_font_description_set_absolute_size(description, style.size * Double(PANGO_SCALE))
    pango_layout_set_font_description(layout, description)
    let singleParagraph = text.replacingOccurrences(of: "\n", with: " ")
    pango_layout_set_text(layout, singleParagraph, -1)
    if let width, width.isFinite, width > 0 {
      pango_layout_set_width(layout, Int32(Double(width) * Double(PANGO_SCALE)))
      pango_layout_set_wrap(layout, PANGO_WRAP_WORD_CHAR)
    }
    if style.maxLines > 0 {
      pango_layout_set_ellipsize(layout, PANGO_ELLIPSIZE_END)
      pango_layout_set_height(layout, -Int32(style.maxLines))
    }
    switch style.alignment {
    case .leading: pango_layout_set_alignment(layout, PANGO_ALIGN_LEFT)
    case .center: pango_layout_set_alignment(layout, PANGO_ALIGN_CENTER)
    case .trailing: pango_layout_set_alignment(layout, PANGO_ALIGN_RIGHT)
    }
    return layout
  }

  /// Pango attributes for `marks`, at their UTF-8 offsets (newlines, replaced by spaces, keep them);
  /// and no hyphen where a line breaks inside a word (the feeds are mostly Japanese, where a hyphen is
  /// wrong, and a full-width "ＣＵＲＲＹ" broken as "Ｃ-" reads as a dash).
  private func apply(_ marks: [TextMark], of text: String, to layout: OpaquePointer) {
    guard let list = pango_attr_list_new() else { return }
    defer { pango_attr_list_unref(list) }
    if let noHyphens = pango_attr_insert_hyphens_new(0) { pango_attr_list_insert(list, noHyphens) }
    let utf8 = text.utf8
    for mark in marks {
      guard mark.range.lowerBound >= text.startIndex, mark.range.upperBound <= text.endIndex,
        !mark.range.isEmpty
      else { continue }
      let start = utf8.distance(from: text.startIndex, to: mark.range.lowerBound)
      let end = utf8.distance(from: text.startIndex, to: mark.range.upperBound)
      let attribute: UnsafeMutablePointer<PangoAttribute>?
      switch mark.kind {
      case .highlight(let color):
        func channel(_ value: Double) -> UInt16 { UInt16((min(1, max(0, value)) * 65_535).rounded()) }
        attribute = pango_attr_background_new(channel(color.red), channel(color.green), channel(color.blue))
      case .underline:
        attribute = pango_attr_underline_new(PANGO_UNDERLINE_SINGLE)
      }
      guard let attribute else { continue }
      attribute.pointee.start_index = UInt32(start)
      attribute.pointee.end_index = UInt32(end)
      pango_attr_list_insert(list, attribute)
    }
    pango_layout_set_attributes(layout, list)
  }
}
