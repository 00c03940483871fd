import CarouselCore
import Foundation

/// Where the Articles screen's parts sit (seed 004 §2, figure 002), in screen points: a title bar, the
/// looping category tabs under it, and the pages below, each a grid of its category's article cards.
public struct ArticlesLayout: Sendable, Equatable {
  /// The title bar's height, in points.
  public static let titleBarHeight: CGFloat = 56
  /// The tab strip's height, in points.
  public static let stripHeight: CGFloat = 44
  /// The height of the caption line at the top of each page, in points.
  public static let captionHeight: CGFloat = 34
  /// The type tab titles are set in; their widths are measured in it.
  public static let tabTitleFont = Font(size: 14, bold: true)
  /// Space on each side of a tab's title, in points.
  public static let tabPadding: CGFloat = 16
  /// An article card's photo, across its top: its width over its height — the feed's 400 × 300
  /// photos whole, as figure 002's cards show theirs.
  public static let photoAspectRatio: CGFloat = 4.0 / 3
  /// An article card's title, category and date under its photo, in points.
  public static let cardTextHeight: CGFloat = 64
  /// The widest an article card gets, in points: the feed's 400-pixel photos at two pixels a point.
  public static let maximumColumnWidth: CGFloat = 200
  /// The most columns a page has: a desktop window's row of four.
  public static let maximumColumns = 4
  /// Space between the cards, across, in points.
  public static let columnSpacing: CGFloat = 10
  /// Space between a page's edge and its cards, in points.
  public static let pageInset: CGFloat = 12
  /// The widest a page's grid gets, in points: ``maximumColumns`` cards of ``maximumColumnWidth``;
  /// on a wider window it is centred.
  public static var maximumGridWidth: CGFloat {
    CGFloat(maximumColumns) * maximumColumnWidth + CGFloat(maximumColumns - 1) * columnSpacing + 2 * pageInset
  }

  /// The columns of a page `width` points wide: two on a phone, more while each card stays at most
  /// ``maximumColumnWidth``, at most ``maximumColumns``.
  public static func columns(width: CGFloat) -> Int {
    GridColumns.count(
      width: min(width, maximumGridWidth) - 2 * pageInset, maximumColumnWidth: maximumColumnWidth,
      spacing: columnSpacing, maximum: maximumColumns)
  }

  /// How wide the tab strip is in a window `width` points wide, for tabs `tabWidths` points wide: the
  /// window's width, but never so wide that one category shows twice at once (the strip loops) —
  /// narrower than a round of the tabs less the widest one, centred.
  public static func stripWidth(width: CGFloat, tabWidths: [CGFloat]) -> CGFloat {
    let widths = tabWidths.map { $0.isFinite ? max(0, $0) : 0 }
    let round = widths.reduce(0, +)
    let widest = widths.max() ?? 0
    guard round - widest > 0 else { return max(0, width) }
    return max(0, min(width, (round - widest).rounded(.down)))
  }
  /// The title bar.
  public var titleBar: CGRect
  /// The tab strip: the window's width on a phone, centred and narrower on a desktop window
  /// (``stripWidth(width:tabWidths:)``); its hairline runs across the window.
  public var strip: CGRect
  /// The pages' viewport.
  public var pages: CGRect
  /// One page's grid of cards, in page coordinates (under the caption): two columns on a phone, up to
  /// four on a desktop window (``columns(width:)``), centred. A page taller than ``pages`` scrolls
  /// vertically (``ArticlesScene/scroll``).
  public var grid: ColumnGridLayout

  /// The layout for a content area `size` points large, with pages of `articlesPerPage` cards, the
  /// first at the leading edge of `direction`, and tabs `tabWidths` points wide.
  public init(
    size: CGSize, articlesPerPage: Int, tabWidths: [CGFloat] = [], direction: ReadingDirection = .leftToRight
  ) {
    titleBar = CGRect(x: 0, y: 0, width: size.width, height: Self.titleBarHeight)
    let stripWidth = Self.stripWidth(width: size.width, tabWidths: tabWidths)
    strip = CGRect(
      x: ((size.width - stripWidth) / 2).rounded(), y: titleBar.maxY, width: stripWidth, height: Self.stripHeight)
    pages = CGRect(x: 0, y: strip.maxY, width: size.width, height: max(0, size.height - strip.maxY))
    grid = Self.grid(articles: articlesPerPage, width: size.width, direction: direction)
  }

  /// A page of `articles` cards, `width` points wide, as tall as its caption and rows: the length a
  /// page scrolls over, in points.
  public func pageHeight(articles: Int) -> CGFloat {
    Self.grid(articles: articles, width: grid.width, direction: grid.direction).contentSize.height
  }

  /// A page's grid of `articles` cards: as wide as the window, at most ``maximumGridWidth``, centred.
  private static func grid(articles: Int, width: CGFloat, direction: ReadingDirection) -> ColumnGridLayout {
    let side = max(pageInset, ((width - maximumGridWidth) / 2).rounded() + pageInset)
    return ColumnGridLayout(
      itemCount: articles, width: width, columns: .fixed(columns(width: width)), columnSpacing: columnSpacing,
      rowSpacing: 12, insets: Insets(top: captionHeight, leading: side, bottom: 12, trailing: side),
      direction: direction, itemHeight: .aspectRatio(photoAspectRatio, extra: cardTextHeight))
  }
}
