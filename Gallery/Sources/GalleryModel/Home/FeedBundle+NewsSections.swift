import AppModel
import CarouselCore

extension FeedBundle {
  /// The recent news in Home's sections, ``CardGeometry/newsRowsPerSection`` a section.
  public var newsSections: [[RecentNews]] { recentNews.chunked(into: CardGeometry.newsRowsPerSection) }
}
