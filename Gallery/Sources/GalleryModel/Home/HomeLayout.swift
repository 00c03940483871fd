import AppModel
import CarouselCore
import Foundation

/// Where Home's sections sit on its vertically scrolling page, in page coordinates (points): each a
/// heading and its component under it, in ``SectionRhythm``'s rhythm. On a phone every section spans
/// the width; on a desktop window the ring keeps a phone's proportions (centred, its heading over its
/// front card), the news sections a readable measure side by side, and the trend grid and the
/// masonry more columns (``trendColumns(width:itemCount:)``, ``pickupColumns(width:)``).
public struct HomeLayout: Sendable, Equatable {
  /// A section: its heading and the area its component fills.
  public struct Section: Sendable, Equatable {
    /// The model's name for the section (the renderer's catalog key).
    public var title: String
    /// The heading's line: from the content's leading edge, inset as ``SectionRhythm`` says.
    public var heading: CGRect
    /// What the section's component fills, from its first card's top to its last card's bottom.
    public var frame: CGRect
  }

  /// A trend article's photo: its width over its height.
  public static let trendPhotoAspectRatio: CGFloat = 1.5
  /// A trend article's title and introduction under its photo, in points.
  public static let trendTextHeight: CGFloat = 94
  /// The widest a trend card gets, in points: the feed's 640-pixel photos at two pixels a point.
  public static let maximumTrendColumnWidth: CGFloat = 320
  /// The widest a pickup column gets, in points: the feed's 480-pixel photos at two pixels a point.
  public static let maximumPickupColumnWidth: CGFloat = 240
  /// Space between the grid's and the masonry's columns and around them, in points.
  public static let gridSpacing: CGFloat = 8
  /// The widest the banner ring is, in points.
  public static let maximumRingWidth: CGFloat = 600
  /// How much narrower than the page a news section is on a phone, in points (the seed's 16).
  public static let newsInset: CGFloat = 16

  public var banners: Section
  public var featured: Section
  public var news: Section
  public var trends: Section
  public var pickups: Section
  /// The page's full height.
  public var contentHeight: CGFloat
  /// A news section's width: the page less ``newsInset``, at most ``CardGeometry/maximumRowWidth``.
  public var newsItemLength: CGFloat
  /// Where the current news section rests: centred on a phone, at the leading edge (the next ones
  /// beside it) on a window wider than a section.
  public var newsAlignment: SnapCarousel.Alignment
  /// The trend grid, laid out in the section's coordinates.
  public var grid: ColumnGridLayout
  /// The pickup masonry, laid out in the section's coordinates.
  public var masonry: MasonryLayout

  /// The trend grid's columns at a page `width` points wide: two on a phone, more while each stays
  /// at most ``maximumTrendColumnWidth`` — never more than the articles.
  public static func trendColumns(width: CGFloat, itemCount: Int) -> Int {
    GridColumns.count(
      width: width - 2 * gridSpacing, maximumColumnWidth: maximumTrendColumnWidth, spacing: gridSpacing,
      maximum: max(2, itemCount))
  }

  /// The masonry's columns at a page `width` points wide: two on a phone, more while each stays at
  /// most ``maximumPickupColumnWidth``.
  public static func pickupColumns(width: CGFloat) -> Int {
    GridColumns.count(
      width: width - 2 * gridSpacing, maximumColumnWidth: maximumPickupColumnWidth, spacing: gridSpacing)
  }

  public init(width: CGFloat, feeds: FeedBundle, direction: ReadingDirection = .leftToRight) {
    var y = SectionRhythm.top
    /// A section whose content spans `minX`–`maxX` (its heading over that) and is `height` tall.
    func section(_ title: String, minX: CGFloat = 0, maxX: CGFloat = width, frame: CGRect) -> Section {
      let heading = SectionRhythm.headingFrame(y: y, minX: minX, maxX: maxX)
      var frame = frame
      frame.origin.y = SectionRhythm.contentTop(underHeadingAt: y)
      y = SectionRhythm.nextHeading(after: frame.maxY)
      return Section(title: title, heading: heading, frame: frame)
    }
    // The ring's cards are sized from its width (the seed's 156 : 375 banner) and centred in it
    // vertically: the section is the front card's height. On a desktop window the ring keeps a
    // phone's proportions, centred, rather than a 500-point-tall banner.
    let ringWidth = min(width, Self.maximumRingWidth)
    let ringCard = max(0, ringWidth - 32) * 156 / 375
    let ringX = (width - ringWidth) / 2
    banners = section(
      "Campaign", minX: ringX, maxX: ringX + ringWidth,
      frame: CGRect(x: ringX, y: 0, width: ringWidth, height: ringCard))
    featured = section(
      "Featured topics", frame: CGRect(x: 0, y: 0, width: width, height: CardGeometry.featuredCardSize.height))
    // On a phone the current news section is centred (the seed's); on a wider window sections of a
    // readable measure stand side by side from the leading edge, under the heading.
    newsItemLength = max(0, min(width - Self.newsInset, CardGeometry.maximumRowWidth))
    newsAlignment = newsItemLength < width - Self.newsInset ? .leading : .center
    news = section("Recent news", frame: CGRect(x: 0, y: 0, width: width, height: CardGeometry.newsSectionHeight))
    let spacing = Self.gridSpacing
    grid = ColumnGridLayout(
      itemCount: feeds.trendArticles.count, width: width,
      columns: .fixed(Self.trendColumns(width: width, itemCount: feeds.trendArticles.count)), columnSpacing: spacing,
      rowSpacing: spacing, insets: .horizontal(spacing), direction: direction,
      itemHeight: .aspectRatio(Self.trendPhotoAspectRatio, extra: Self.trendTextHeight))
    trends = section("Trend articles", frame: CGRect(x: 0, y: 0, width: width, height: grid.contentSize.height))
    masonry = MasonryLayout(
      width: width, columns: .fixed(Self.pickupColumns(width: width)), columnSpacing: spacing, rowSpacing: spacing,
      insets: Insets(top: 0, leading: spacing, bottom: 0, trailing: spacing), direction: direction,
      items: feeds.pickupPhotos.map { .photo(width: CGFloat($0.photoWidth), height: CGFloat($0.photoHeight)) })
    pickups = section("Pickup photos", frame: CGRect(x: 0, y: 0, width: width, height: masonry.contentSize.height))
    // The page ends a section's spacing under the last photo.
    contentHeight = y
  }
}
