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
  /// An article card's photo, across its top: its width over its height.
  public static let photoAspectRatio: CGFloat = 1.5
  /// An article card's title, category and date under its photo, in points.
  public static let cardTextHeight: CGFloat = 64

  /// The title bar.
  public var titleBar: CGRect
  /// The tab strip.
  public var strip: CGRect
  /// The pages' viewport.
  public var pages: CGRect
  /// One page's grid of cards, in page coordinates (under the caption): two columns on a phone, up to
  /// four on a desktop window.
  public var grid: ColumnGridLayout

  /// The layout for a content area `size` points large, with pages of `articlesPerPage` cards, the
  /// first at the leading edge of `direction`.
  public init(size: CGSize, articlesPerPage: Int, direction: ReadingDirection = .leftToRight) {
    titleBar = CGRect(x: 0, y: 0, width: size.width, height: Self.titleBarHeight)
    strip = CGRect(x: 0, y: titleBar.maxY, width: size.width, height: Self.stripHeight)
    pages = CGRect(x: 0, y: strip.maxY, width: size.width, height: max(0, size.height - strip.maxY))
    let columns = max(2, min(4, Int(size.width / 300)))
    grid = ColumnGridLayout(
      itemCount: articlesPerPage, width: size.width, columns: .fixed(columns), columnSpacing: 10, rowSpacing: 12,
      insets: Insets(top: Self.captionHeight, leading: 12, bottom: 12, trailing: 12), direction: direction,
      itemHeight: .aspectRatio(Self.photoAspectRatio, extra: Self.cardTextHeight))
  }
}
