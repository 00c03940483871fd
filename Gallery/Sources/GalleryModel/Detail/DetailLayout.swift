import AppModel
import CarouselCore
import Foundation

/// Where a detail screen's parts sit, in the screen's own points (SPEC §15, figure 003): the photo
/// header, then the title, the category and date, and the body's paragraphs, measured once when the
/// detail opens.
public struct DetailLayout: Sendable, Equatable {
  /// The compact bar's height: the strip of photo left showing when it sticks.
  public static let barHeight: CGFloat = 56
  /// The back button, at the bar's leading edge.
  public static let backButton = CGRect(x: 8, y: 8, width: 40, height: 40)
  /// The title's type, wrapped on as many lines as it needs.
  public static let titleFont = Font(size: 22, bold: true)
  /// The category and date line's type.
  public static let metaFont = Font(size: 13)
  /// The paragraphs' type, each wrapped on as many lines as it needs.
  public static let bodyFont = Font(size: 15)
  /// A tag chip's words, on one line.
  public static let tagFont = Font(size: 12, bold: true)
  /// A tag chip's height, and the space on each side of its words, in points.
  static let tagHeight: CGFloat = 24
  static let tagPadding: CGFloat = 8
  static let margin: CGFloat = 20
  static let maximumTextWidth: CGFloat = 640

  /// The screen's size.
  public var size: CGSize
  /// The photo's height at rest: a tall portrait, 4 : 3 of the width, at most 62% of the screen
  /// (figure 003's header).
  public var headerHeight: CGFloat
  /// The title, in content coordinates (scrolling with the content).
  public var title: CGRect
  /// The category and date line.
  public var meta: CGRect
  /// Each paragraph.
  public var paragraphs: [CGRect]
  /// Each tag chip under the body, in rows as wide as the text.
  public var tags: [CGRect]
  /// The content's total height, header included.
  public var contentHeight: CGFloat

  /// How far the photo scrolls before it sticks: all but the bar.
  public var stickyLimit: CGFloat { max(0, headerHeight - Self.barHeight) }

  /// The layout of `content` on a screen of `size`, its text measured by `text`.
  public init(content: DetailContent, size: CGSize, text: any TextMeasuring) {
    self.size = size
    let width = max(0, size.width)
    headerHeight = min(width * 4 / 3, max(Self.barHeight, size.height * 0.62))
    // A readable column: at most 640 points wide, centred on a desktop window.
    let textWidth = max(1, min(width - 2 * Self.margin, Self.maximumTextWidth))
    let textX = max(Self.margin, (width - textWidth) / 2)
    let measurer = text
    func block(_ text: String, font: Font, at y: CGFloat) -> CGRect {
      let measured = measurer.size(of: text, font: font, width: textWidth)
      return CGRect(x: textX, y: y, width: textWidth, height: ceil(measured.height))
    }
    title = block(content.title, font: Self.titleFont, at: headerHeight + 20)
    meta = CGRect(x: textX, y: title.maxY + 8, width: textWidth, height: 18)
    var y = meta.maxY + 20
    paragraphs = content.body.map { paragraph in
      let frame = block(paragraph, font: Self.bodyFont, at: y)
      y = frame.maxY + 14
      return frame
    }
    // The tags flow in rows, 8 points apart, under the last paragraph.
    var tags: [CGRect] = []
    var x = textX
    if !content.tags.isEmpty { y += 6 }
    for tag in content.tags {
      let measured = measurer.size(of: tag, font: Self.tagFont, width: nil).width
      let chipWidth = min(textWidth, ceil(measured.isFinite ? measured : 0) + 2 * Self.tagPadding)
      if x > textX, x + chipWidth > textX + textWidth {
        x = textX
        y += Self.tagHeight + 8
      }
      tags.append(CGRect(x: x, y: y, width: chipWidth, height: Self.tagHeight))
      x += chipWidth + 8
    }
    if !tags.isEmpty { y += Self.tagHeight + 14 }
    self.tags = tags
    // Room below the text for the photo to stick and the bar to show however short the text is: the
    // bottom can scroll a little past the sticking point, never just short of it.
    contentHeight = max(y + 40, size.height + max(0, headerHeight - Self.barHeight) + 24)
  }
}
