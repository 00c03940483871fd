import CarouselCore
import Foundation
import GalleryApp
import GalleryModel
import Testing

/// Every screen's sections keep one vertical rhythm, and a desktop window gets more columns and a
/// readable measure instead of stretched phone layouts: the numbers, pinned at the four reference sizes.
@MainActor
@Suite("Section layout at the four sizes")
struct SectionLayoutTests {
  /// A reference size and what its layouts answer there.
  struct Expected: Sendable, CustomTestStringConvertible {
    var size: CGSize
    var trendColumns: Int
    var pickupColumns: Int
    var articleColumns: Int
    var newsSectionWidth: CGFloat
    var newsAlignment: SnapCarousel.Alignment
    var rowsPageWidth: CGFloat
    var singleRowPageWidth: CGFloat
    var testDescription: String { "\(Int(size.width)) × \(Int(size.height))" }
  }

  nonisolated static let sizes = [
    Expected(
      size: CGSize(width: 390, height: 844), trendColumns: 2, pickupColumns: 2, articleColumns: 2,
      newsSectionWidth: 374,
      newsAlignment: .center, rowsPageWidth: 330, singleRowPageWidth: 330),
    Expected(
      size: CGSize(width: 320, height: 568), trendColumns: 2, pickupColumns: 2, articleColumns: 2,
      newsSectionWidth: 304,
      newsAlignment: .center, rowsPageWidth: 260, singleRowPageWidth: 260),
    Expected(
      size: CGSize(width: 430, height: 932), trendColumns: 2, pickupColumns: 2, articleColumns: 2,
      newsSectionWidth: 414,
      newsAlignment: .center, rowsPageWidth: 370, singleRowPageWidth: 360),
    Expected(
      size: CGSize(width: 1280, height: 900), trendColumns: 4, pickupColumns: 6, articleColumns: 4,
      newsSectionWidth: 560, newsAlignment: .leading, rowsPageWidth: 560, singleRowPageWidth: 360),
  ]

  @Test("Columns and measures follow the width", arguments: sizes)
  func columnsAndMeasures(_ expected: Expected) async throws {
    let app = try await WindowSizeTests.app(expected.size)
    let scene = app.scene
    let home = scene.home.layout
    #expect(home.grid.columnCount == expected.trendColumns)
    #expect(home.masonry.columnCount == expected.pickupColumns)
    #expect(scene.articles.layout.grid.columnCount == expected.articleColumns)
    #expect(home.newsItemLength == expected.newsSectionWidth)
    #expect(scene.home.news.component.itemLength == expected.newsSectionWidth)
    #expect(home.newsAlignment == expected.newsAlignment)
    #expect(scene.rows.newsRows.component.pageLength == expected.rowsPageWidth)
    #expect(scene.rows.singleRow.component.pageLength == expected.singleRowPageWidth)
    // No column is wider than its photos stay sharp at two pixels a point.
    #expect(home.grid.columnWidth <= HomeLayout.maximumTrendColumnWidth || expected.trendColumns == 2)
    #expect(home.masonry.columnWidth <= HomeLayout.maximumPickupColumnWidth || expected.pickupColumns == 2)
    #expect(
      scene.articles.layout.grid.columnWidth <= ArticlesLayout.maximumColumnWidth || expected.articleColumns == 2)
  }

  @Test("Every heading is a line above its content and a section's spacing under the one before", arguments: sizes)
  func rhythm(_ expected: Expected) async throws {
    let app = try await WindowSizeTests.app(expected.size)
    let scene = app.scene
    let home = scene.home.layout
    let sections = [home.banners, home.featured, home.news, home.trends, home.pickups]
    #expect(sections[0].heading.minY == SectionRhythm.top)
    /// Equal to within rounding: the sections' heights are fractions of a point.
    func same(_ a: CGFloat, _ b: CGFloat) -> Bool { abs(a - b) < 1e-9 }
    for section in sections {
      #expect(same(section.frame.minY - section.heading.minY, 36), "\(section.title)")
    }
    for (above, below) in zip(sections, sections.dropFirst()) {
      #expect(same(below.heading.minY - above.frame.maxY, SectionRhythm.sectionSpacing), "\(below.title)")
    }
    #expect(same(home.contentHeight, home.pickups.frame.maxY + SectionRhythm.sectionSpacing))
    let rows = scene.rows
    #expect(rows.newsHeading.minY == SectionRhythm.top)
    #expect(rows.newsRowsFrame.minY - rows.newsHeading.minY == 36)
    #expect(rows.singleRowHeading.minY - (rows.newsRowsFrame.maxY + RowsScene.dotsBand) == 28)
    #expect(rows.singleRowFrame.minY - rows.singleRowHeading.minY == 36)
    #expect(scene.favorites.heading.minY == SectionRhythm.top)
    #expect(scene.favorites.frame.minY - scene.favorites.heading.minY == 36)
  }

  @Test("On Home every heading starts where its section's content does", arguments: sizes)
  func headingsOverTheirContent(_ expected: Expected) async throws {
    let app = try await WindowSizeTests.app(expected.size)
    let home = app.scene.home.layout
    let front = try #require(app.scene.home.banners.placements().max { $0.zIndex < $1.zIndex })
    #expect(home.banners.heading.minX == home.banners.frame.minX + front.frame.minX)
    for section in [home.featured, home.news, home.trends, home.pickups] {
      #expect(section.heading.minX == SectionRhythm.headingInset, "\(section.title)")
    }
  }

  @Test("A row's page on the Rows screen leaves a gap before the next page", arguments: sizes)
  func rowsPagesApart(_ expected: Expected) async throws {
    let app = try await WindowSizeTests.app(expected.size)
    let pages = app.scene.rows.newsRows.placements().filter { $0.index % 3 == 0 }.map(\.frame)
    #expect(pages.count >= 2)
    for (page, next) in zip(pages, pages.dropFirst()) {
      let card = RowsScene.newsCardFrame(inPage: page, direction: .leftToRight)
      #expect(next.minX - card.maxX == RowsScene.rowPageGap)
    }
  }

  @Test("The looping tab strip never shows a category twice at once", arguments: sizes)
  func tabStripShowsEachCategoryOnce(_ expected: Expected) async throws {
    let app = try await WindowSizeTests.app(expected.size)
    app.dispatch(.select(.articles))
    let strip = app.scene.articles.pager.strip
    let shown = strip.visibleTabs().map(\.placement).filter {
      $0.frame.maxX > 0 && $0.frame.minX < app.scene.articles.layout.strip.width
    }
    #expect(Set(shown.map(\.index)).count == shown.count, "\(shown.map(\.index))")
    #expect(app.scene.articles.layout.strip.width <= expected.size.width)
    if expected.size.width <= 390 { #expect(app.scene.articles.layout.strip.width == expected.size.width) }
  }

  @Test("Grid columns: a phone's two at least, more as the width allows, none wider than asked")
  func gridColumns() {
    #expect(GridColumns.count(width: 374, maximumColumnWidth: 240, spacing: 8) == 2)
    #expect(GridColumns.count(width: 1264, maximumColumnWidth: 240, spacing: 8) == 6)
    #expect(GridColumns.count(width: 1264, maximumColumnWidth: 320, spacing: 8, maximum: 4) == 4)
    #expect(GridColumns.count(width: .nan, maximumColumnWidth: 240, spacing: 8) == 2)
    #expect(GridColumns.count(width: 1264, maximumColumnWidth: 0, spacing: 8) == 2)
    #expect(GridColumns.count(width: .infinity, maximumColumnWidth: 240, spacing: 8, maximum: 9) == 2)
    #expect(GridColumns.count(width: 1e300, maximumColumnWidth: 1e-300, spacing: 8) == 10_000)
  }
}
