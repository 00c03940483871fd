import Foundation

extension DetailSource {
  /// The kind of detail `carousel`'s cards open; nil for the single-row example's numbered boxes.
  init?(openedFrom carousel: Carousel) {
    switch carousel {
    case .banners: self = .banner
    case .featured: self = .featured
    case .news, .rows: self = .news
    case .favorites: self = .favorite
    case .articles: self = .article
    case .singleRow: return nil
    }
  }
}
