import AppModel
import CarouselCore
import Foundation

/// Where Home's sections sit on its vertically scrolling page, in page coordinates (points).
public struct HomeLayout: Sendable, Equatable {
  /// A section: its heading and the area its component fills.
  public struct Section: Sendable, Equatable {
    public var title: String
    public var titleY: CGFloat
    public var frame: CGRect
  }

  /// A trend article's photo: its width over its height.
  public static let trendPhotoAspectRatio: CGFloat = 1.5
  /// A trend article's title and introduction under its photo, in points.
  public static let trendTextHeight: CGFloat = 94

  public static let titleHeight: CGFloat = 36
  public static let sectionGap: CGFloat = 16
  /// The widest the banner ring is, in points.
  public static let maximumRingWidth: CGFloat = 600

  public var banners: Section
  public var featured: Section
  public var news: Section
  public var trends: Section
  public var pickups: Section
  /// The page's full height.
  public var contentHeight: CGFloat
  /// The trend grid, laid out in the section's coordinates.
  public var grid: ColumnGridLayout
  /// The pickup masonry, laid out in the section's coordinates.
  public var masonry: MasonryLayout

  public init(width: CGFloat, feeds: FeedBundle, direction: ReadingDirection = .leftToRight) {
    var y: CGFloat = 12
    func section(_ title: String, height: CGFloat) -> Section {
      let section = Section(
        title: title, titleY: y, frame: CGRect(x: 0, y: y + Self.titleHeight, width: width, height: height))
      y = section.frame.maxY + Self.sectionGap
      return section
    }
    // The ring's cards are sized from its width (the seed's 156 : 375 banner); on a desktop window the
    // ring keeps a phone's proportions, centred, rather than a 500-point-tall banner.
    let ringWidth = min(width, Self.maximumRingWidth)
    let ringCard = (ringWidth - 32) * 156 / 375
    banners = section("Campaign", height: ringCard + 24)
    banners.frame = CGRect(
      x: (width - ringWidth) / 2, y: banners.frame.minY, width: ringWidth, height: banners.frame.height)
    featured = section("Featured topics", height: CardGeometry.featuredCardSize.height + 8)
    news = section("Recent news", height: CardGeometry.newsSectionHeight)
    grid = ColumnGridLayout(
      itemCount: feeds.trendArticles.count, width: width, columns: .fixed(2), columnSpacing: 8, rowSpacing: 8,
      insets: .horizontal(8), direction: direction,
      itemHeight: .aspectRatio(Self.trendPhotoAspectRatio, extra: Self.trendTextHeight))
    trends = section("Trend articles", height: grid.contentSize.height)
    masonry = MasonryLayout(
      width: width, columns: .fixed(2), insets: Insets(top: 0, leading: 8, bottom: 8, trailing: 8),
      direction: direction,
      items: feeds.pickupPhotos.map { .photo(width: CGFloat($0.photoWidth), height: CGFloat($0.photoHeight)) })
    pickups = section("Pickup photos", height: masonry.contentSize.height)
    contentHeight = y
  }
}
