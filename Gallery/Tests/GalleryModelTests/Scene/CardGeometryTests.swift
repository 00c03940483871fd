import AppModel
import CarouselCore
import Foundation
import GalleryModel
import GalleryTestSupport
import Testing

/// Layout facts have one owner: the carousels, the sections that hold them and the cards drawn in
/// them agree on every size, at every window width.
@Suite("Card geometry")
struct CardGeometryTests {
  @Test(
    "Home's carousels, their sections and the news rows agree on the cards' sizes",
    arguments: [CGFloat(320), 390, 1280])
  func theCarouselsAndTheirSectionsAgree(width: CGFloat) throws {
    let feeds = try FeedBundle.sample().feeds
    var state = AppState(size: CGSize(width: width, height: 844))
    _ = galleryReducer(&state, .data(.feedsLoaded(feeds, issues: [])))
    let home = state.scene.home
    // The featured cells are as tall as their section (its cards' tops and bottoms are the section's,
    // for the rhythm of headings): 200 wide, a 3 : 4 photo and 100 points of text — not the 366 an
    // integer division once made them.
    let featured = home.featured.component.itemSize(at: 0)
    #expect(featured == CardGeometry.featuredCardSize)
    #expect(abs(featured.height - (200 * 4 / 3 + 100)) < 1e-9)
    #expect(home.layout.featured.frame.height == featured.height)
    // A news section is three rows, as tall as the snap carousel's items.
    #expect(home.layout.news.frame.height == CardGeometry.newsSectionHeight)
    #expect(home.news.component.itemHeight == CardGeometry.newsSectionHeight)
    #expect(feeds.newsSections.map(\.count).dropLast().allSatisfy { $0 == CardGeometry.newsRowsPerSection })
    #expect(home.news.elementIDs == feeds.newsSections.compactMap(\.first?.id))
  }
}
