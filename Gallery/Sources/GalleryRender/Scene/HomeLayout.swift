import CarouselCore
import Foundation
import GalleryModel

/// Where Home's sections sit on its vertically scrolling page, in page coordinates (points).
public struct HomeLayout: Sendable {
  /// A section: its heading and the area its component fills.
  public struct Section: Sendable {
    public var title: String
    public var titleY: CGFloat
    public var frame: CGRect
  }

  public static let titleHeight: CGFloat = 36
  public static let sectionGap: CGFloat = 16

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

  public init(width: CGFloat, feeds: FeedBundle) {
    var y: CGFloat = 12
    func section(_ title: String, height: CGFloat) -> Section {
      let section = Section(
        title: title, titleY: y, frame: CGRect(x: 0, y: y + Self.titleHeight, width: width, height: height))
      y = section.frame.maxY + Self.sectionGap
      return section
    }
    let ringCard = (width - 32) * 156 / 375
    banners = section("Campaign", height: ringCard + 24)
    featured = section("Featured topics", height: 200 * 960 / 720 + 100 + 8)
    news = section("Recent news", height: 260)
    grid = ColumnGridLayout(
      itemCount: feeds.trendArticles.count, width: width, columns: .fixed(2), columnSpacing: 8, rowSpacing: 8,
      insets: .horizontal(8), itemHeight: .aspectRatio(1.5, extra: 94))
    trends = section("Trend articles", height: grid.contentSize.height)
    masonry = MasonryLayout(
      width: width, columns: .fixed(2), insets: Insets(top: 0, leading: 8, bottom: 8, trailing: 8),
      items: feeds.pickupPhotos.map { .photo(width: CGFloat($0.photoWidth), height: CGFloat($0.photoHeight)) })
    pickups = section("Pickup photos", height: masonry.contentSize.height)
    contentHeight = y
  }
}
