import AppModel
import CarouselCore
import Foundation

/// Rows: the news in three rows a page, turning a page every three seconds while the screen shows,
/// and the single-row example of numbered boxes, each with tappable page dots under it. A tap on a
/// news row reports it and the detail it opens; on a box, the box.
public struct RowsScene: SceneFeature {
  /// The parts a drag may go to.
  enum Part: Int { case rows, singleRow }

  /// The news rows, three a page; elements are news IDs.
  public private(set) var newsRows = ComponentHost<PagedCarousel, Int>(
    PagedCarousel(itemCount: 0, rowsPerPage: 3, autoAdvance: .every(3)))
  /// The single-row example; elements are the boxes' numbers.
  public private(set) var singleRow = ComponentHost<PagedCarousel, Int>(
    PagedCarousel(itemCount: 0, rowsPerPage: 1, leadingInset: 20, trailingPeek: 40))
  /// The news rows' heading line.
  public private(set) var newsHeading = CGRect.zero
  /// Where the news rows sit, in content points: the full width under their heading.
  public private(set) var newsRowsFrame = CGRect.zero
  /// The single row's heading line, a section's spacing under the news rows' dots.
  public private(set) var singleRowHeading = CGRect.zero
  /// Where the single-row example sits: under its heading — inside a 568-point window's content area.
  public private(set) var singleRowFrame = CGRect.zero
  /// Where a press on a row's page dots went down, and which row's dots, until it lifts.
  private var dotsPress: DotsPress?
  private struct DotsPress: Equatable {
    var part: Part
    var point: CGPoint
  }
  let direction: ReadingDirection

  /// The single-row example's boxes: numbered 1 to 9, one a page.
  public static let singleRowCount = 9
  /// A box of the single-row example, at the leading edge of its page: the seed's 300 × 80 points
  /// (narrower on a page too narrow for it).
  public static let singleRowBoxSize = CGSize(width: 300, height: 80)
  /// The news rows' height: the seed's `.frame(height: 280)`, three 80-point rows 20 apart.
  public static let newsRowsHeight: CGFloat = 280
  /// The band under a row that its page dots take, in points: part of the row's section.
  public static let dotsBand: CGFloat = 32
  /// The widest a page of the single row gets, in points: the seed's 300-point box and a 60-point gap
  /// to the next. A desktop window shows more pages side by side instead of one 1,220 points wide.
  public static let maximumSingleRowPageWidth: CGFloat = 360
  /// The gap on a news row's trailing side, toward the next page, in points: the seed's pages (`pageWidth`
  /// each, no spacing between) would otherwise put one row's border against the next one's.
  public static let rowPageGap: CGFloat = 12

  /// The width of a page of `maximum` points at most in a row `width` points wide with the seed's
  /// insets (20 before the first page, 40 of the next showing).
  static func pageWidth(inRowWidth width: CGFloat, maximum: CGFloat) -> CGFloat {
    max(0, min(width - 60, maximum))
  }

  /// A news row's card in a page placed at `page` (what the rows' host places): the page less
  /// ``rowPageGap`` on the side the next page comes from.
  public static func newsCardFrame(inPage page: CGRect, direction: ReadingDirection) -> CGRect {
    let width = max(0, page.width - rowPageGap)
    let x = direction == .rightToLeft ? page.maxX - width : page.minX
    return CGRect(x: x, y: page.minY, width: width, height: page.height)
  }

  init(direction: ReadingDirection) {
    self.direction = direction
    newsRows.setDirection(direction, time: 0)
    singleRow.setDirection(direction, time: 0)
  }

  var isSettled: Bool { !newsRows.wantsFrames && !singleRow.wantsFrames }

  /// When the news rows turn their next page by themselves, if they are shown.
  public var nextWakeTime: TimeInterval? { newsRows.nextWakeTime }

  /// The news rows' timer runs only while the screen shows.
  mutating func setShown(_ isShown: Bool) { newsRows.modify { $0.setVisible(isShown) } }

  /// The page dots under the news rows, 16 points below them.
  public var newsRowsDots: PageDots {
    PageDots(
      for: newsRows.component, center: CGPoint(x: newsRowsFrame.midX, y: newsRowsFrame.maxY + 16), direction: direction)
  }

  /// The page dots under the single-row example, 16 points below it.
  public var singleRowDots: PageDots {
    PageDots(
      for: singleRow.component, center: CGPoint(x: singleRowFrame.midX, y: singleRowFrame.maxY + 16),
      direction: direction)
  }

  mutating func load(_ context: GalleryScene.Context, text: any TextMeasuring, time: TimeInterval) {
    newsRows.setElements(context.feeds.recentNews.map(\.id), time: time)
    singleRow.setElements(Array(1...Self.singleRowCount), time: time)
  }

  mutating func layOut(in content: CGSize, _ feeds: FeedBundle, time: TimeInterval) {
    newsHeading = SectionRhythm.headingFrame(y: SectionRhythm.top, minX: 0, maxX: content.width)
    newsRowsFrame = CGRect(
      x: 0, y: SectionRhythm.contentTop(underHeadingAt: newsHeading.minY), width: content.width,
      height: Self.newsRowsHeight)
    singleRowHeading = SectionRhythm.headingFrame(
      y: SectionRhythm.nextHeading(after: newsRowsFrame.maxY + Self.dotsBand), minX: 0, maxX: content.width)
    singleRowFrame = CGRect(
      x: 0, y: SectionRhythm.contentTop(underHeadingAt: singleRowHeading.minY), width: content.width,
      height: Self.singleRowBoxSize.height)
    // On a wide window each page keeps a readable width and the next pages show beside it.
    let newsPeek = content.width - 20 - Self.pageWidth(inRowWidth: content.width, maximum: CardGeometry.maximumRowWidth)
    if newsRows.component.trailingPeek != newsPeek {
      let isVisible = newsRows.component.isVisible
      newsRows.reconfigure(
        PagedCarousel(
          itemCount: 0, rowsPerPage: 3, trailingPeek: newsPeek, autoAdvance: newsRows.component.autoAdvance),
        time: time)
      newsRows.modify { $0.setVisible(isVisible) }
    }
    let singlePeek =
      content.width - 20 - Self.pageWidth(inRowWidth: content.width, maximum: Self.maximumSingleRowPageWidth)
    if singleRow.component.trailingPeek != singlePeek {
      singleRow.reconfigure(PagedCarousel(itemCount: 0, rowsPerPage: 1, trailingPeek: singlePeek), time: time)
    }
    newsRows.setViewport(newsRowsFrame.size, time: time)
    singleRow.setViewport(singleRowFrame.size, time: time)
  }

  /// The rows first: the dots' tap target reaches a few points into the row above them.
  mutating func begin(at point: CGPoint) -> DragStart<Part> {
    dotsPress = nil
    if newsRowsFrame.contains(point) { return .parts([.rows], origins: [.rows: newsRowsFrame.origin]) }
    if singleRowFrame.contains(point) { return .parts([.singleRow], origins: [.singleRow: singleRowFrame.origin]) }
    if let part = [Part.rows, .singleRow].first(where: { pageDots(for: $0).page(at: point) != nil }) {
      dotsPress = DotsPress(part: part, point: point)
      return .press
    }
    return .parts([], origins: [:])
  }

  mutating func handle(
    _ event: DragEvent, on part: Part, _ context: GalleryScene.Context, reports: inout [RowsAction]
  ) -> GestureResponse {
    part == .singleRow ? singleRow.handle(event) : newsRows.handle(event)
  }

  /// A tap on a row's page dots turns the row to the tapped dot's page; a press that moves away
  /// (more than 20 points) does nothing.
  mutating func handlePress(_ event: DragEvent, _ context: GalleryScene.Context, reports: inout [RowsAction]) {
    guard event.phase == .ended, let press = dotsPress else {
      if event.phase == .cancelled { dotsPress = nil }
      return
    }
    dotsPress = nil
    guard hypot(event.location.x - press.point.x, event.location.y - press.point.y) < 20,
      let page = pageDots(for: press.part).page(at: press.point)
    else { return }
    if press.part == .singleRow {
      singleRow.setIndex(page, animation: .default, time: event.time)
    } else {
      newsRows.setIndex(page, animation: .default, time: event.time)
    }
  }

  /// The page dots under a row.
  private func pageDots(for part: Part) -> PageDots {
    switch part {
    case .rows: newsRowsDots
    case .singleRow: singleRowDots
    }
  }

  mutating func advance(to time: TimeInterval, _ context: GalleryScene.Context) -> [RowsAction] {
    let news = tappedIDs(newsRows.advance(to: time), ids: context.feeds.recentNews.map(\.id))
    let boxes = tappedIDs(singleRow.advance(to: time), ids: Array(1...Self.singleRowCount))
    return news.flatMap { [.delegate(.tapped(.rows, id: $0)), .delegate(.openDetail(DetailRef(.news, id: $0)))] }
      + boxes.map { .delegate(.tapped(.singleRow, id: $0)) }
  }

  /// The news rows take the keys.
  mutating func press(_ key: NavigationKey, time: TimeInterval) -> Bool {
    newsRows.press(key, animation: .default, time: time)
  }

  /// The single row under the pointer takes the wheel; anywhere else, the news rows.
  mutating func scrollWheel(_ event: ScrollWheelEvent, lines: CGSize) -> Bool {
    if singleRowFrame.contains(event.location) {
      return singleRow.scrollWheel(event, from: singleRowFrame, animation: .default)
    }
    return newsRows.scrollWheel(event, from: newsRowsFrame, animation: .default)
  }

  func index(of carousel: Carousel) -> Int? {
    switch carousel {
    case .rows: newsRows.settledIndex
    case .singleRow: singleRow.settledIndex
    default: nil
    }
  }

  func card(for ref: DetailRef, _ feeds: FeedBundle) -> (frame: CGRect, cornerRadius: CGFloat)? {
    guard ref.source == .news, let index = feeds.recentNews.firstIndex(where: { $0.id == ref.id }),
      let page = newsRows.placements().first(where: { $0.index == index })?.scaledFrame
    else { return nil }
    let card = Self.newsCardFrame(inPage: page, direction: direction)
    return (card.offsetBy(dx: newsRowsFrame.minX, dy: newsRowsFrame.minY), CardGeometry.rowCardCornerRadius)
  }

  func detailRef(at point: CGPoint, _ feeds: FeedBundle) -> DetailRef? {
    feeds.recentNews.map { DetailRef(.news, id: $0.id) }.last { card(for: $0, feeds)?.frame.contains(point) == true }
  }
}
