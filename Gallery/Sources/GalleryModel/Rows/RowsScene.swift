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
  /// Where the news rows sit, in content points: the full width under the title.
  public private(set) var newsRowsFrame = CGRect.zero
  /// Where the single-row example sits: under the news rows, their dots and caption, and its label —
  /// inside a 568-point window's content area.
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
    newsRowsFrame = CGRect(x: 0, y: 68, width: content.width, height: 280)
    singleRowFrame = CGRect(
      x: 0, y: newsRowsFrame.maxY + 76, width: content.width, height: Self.singleRowBoxSize.height)
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
      let card = newsRows.placements().first(where: { $0.index == index })?.scaledFrame
    else { return nil }
    return (card.offsetBy(dx: newsRowsFrame.minX, dy: newsRowsFrame.minY), CardGeometry.rowCardCornerRadius)
  }

  func detailRef(at point: CGPoint, _ feeds: FeedBundle) -> DetailRef? {
    feeds.recentNews.map { DetailRef(.news, id: $0.id) }.last { card(for: $0, feeds)?.frame.contains(point) == true }
  }
}
