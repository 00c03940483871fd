import AppModel
import CarouselCore
import Foundation

/// The Archive screen's scene part: the search over the archive feed, the results' list and its
/// scroll, the row of category chips (a carousel, as Home's rows are: drags, the wheel and a
/// trackpad scroll it, mirrored right to left), and the taps on the header (the keyword field, the
/// chips, "clear conditions"), which it reports as the Archive's own actions.
public struct ArchiveScene: SceneFeature {
  /// The parts a drag may go to.
  enum Part: Int { case list, chips }

  /// The search over the archive feed.
  public private(set) var search = ArchiveSearch(items: [])
  /// The keyword and category ``results`` are for.
  public private(set) var conditions = ArchiveConditions()
  /// The items the current keyword and category show, as positions in the search's items.
  public private(set) var results: [Int] = []
  /// Where the screen's parts sit.
  public private(set) var layout = ArchiveLayout(size: .zero, chipWidths: [])
  /// The list's vertical scroll.
  public private(set) var list = ScrollController(axis: .vertical, physics: ScrollPhysics(mode: .free))
  /// The chip row, scrolling sideways (figure 004's chips run off the screen's edge); elements are
  /// the categories' positions.
  public private(set) var chipRow = ComponentHost<FreeScrollCarousel, Int>(
    FreeScrollCarousel(
      itemCount: 0, itemSize: CGSize(width: ArchiveLayout.chipHeight, height: ArchiveLayout.chipHeight),
      spacing: ArchiveLayout.chipSpacing, insets: Insets(leading: 16, trailing: 16)))
  /// The chips' widths, measured when the feeds arrive.
  private var chipWidths: [CGFloat] = []
  /// Where a touch on the header went down, until it lifts.
  private var headerPress: CGPoint?

  /// How far one line of a wheel scrolls the list, in points.
  static let wheelLine: CGFloat = HomeScene.wheelLine

  /// The list's scroll, in points.
  public var offset: CGFloat { list.physics.offset }
  /// The chip row's scroll, in points.
  public var chipOffset: CGFloat { chipRow.component.offset }

  var isSettled: Bool { list.physics.isSettled && !chipRow.wantsFrames }

  init(direction: ReadingDirection = .leftToRight) {
    chipRow.setDirection(direction, time: 0)
  }

  /// The chips on screen, as drawn: each category's position and frame, in content points, cut to
  /// nothing outside the row's band only by the drawing's clip.
  public func chipFrames() -> [(index: Int, frame: CGRect)] {
    let origin = layout.chipRow.origin
    return chipRow.placements().map { ($0.index, $0.frame.offsetBy(dx: origin.x, dy: origin.y)) }
  }

  /// Chip `index`'s frame on screen, if it is placed (on or near the row's band).
  public func chipFrame(_ index: Int) -> CGRect? { chipFrames().first { $0.index == index }?.frame }

  mutating func load(_ context: GalleryScene.Context, text: any TextMeasuring, time: TimeInterval) {
    search = ArchiveSearch(items: context.feeds.archiveItems)
    chipWidths = text.widths(
      of: search.categories, font: ArchiveLayout.chipTitleFont, padding: ArchiveLayout.chipPadding)
    chipRow.setElements(Array(search.categories.indices), time: time)
    showResults(for: context.conditions, fromTheTop: false, time: time)
  }

  /// Shows the items `conditions` find; a new search starts at the top of its results.
  mutating func showResults(for conditions: ArchiveConditions, fromTheTop: Bool = true, time: TimeInterval) {
    self.conditions = conditions
    results = search.matches(keyword: conditions.keyword, category: conditions.category)
    list.physics.setContentLength(ArchiveLayout.contentHeight(rows: results.count))
    if fromTheTop { list.physics.scroll(to: 0, animation: nil, at: time) }
  }

  mutating func layOut(in content: CGSize, _ feeds: FeedBundle, time: TimeInterval) {
    layout = ArchiveLayout(size: content, chipWidths: chipWidths)
    list.physics.setViewportLength(layout.list.height)
    let lengths = layout.chips.map(\.width)
    if chipRow.component.itemCount != lengths.count
      || lengths.indices.contains(where: { chipRow.component.itemSize(at: $0).width != lengths[$0] })
    {
      chipRow.modify { $0.setItemLengths(lengths) }
    }
    chipRow.setViewport(layout.chipRow.size, time: time)
  }

  mutating func begin(at point: CGPoint) -> DragStart<Part> {
    headerPress = nil
    if layout.chipRow.contains(point) { return .parts([.chips], origins: [.chips: layout.chipRow.origin]) }
    guard layout.list.contains(point) else {
      headerPress = point
      return .press
    }
    return .parts([.list], origins: [.list: layout.list.origin])
  }

  mutating func handle(
    _ event: DragEvent, on part: Part, _ context: GalleryScene.Context, reports: inout [ArchiveAction]
  ) -> GestureResponse {
    if part == .chips { return chipRow.handle(event) }
    if case .tapped(let point) = list.handle(event) { tapOnList(at: point, context.archive, reports: &reports) }
    return list.response
  }

  /// A tap on the list: the ♥ of a row toggles it; anywhere else in a row chooses the row. Either way
  /// the keyword field lets the keyboard go.
  private func tapOnList(at point: CGPoint, _ archive: ArchiveState, reports: inout [ArchiveAction]) {
    let contentPoint = CGPoint(x: point.x, y: point.y + offset)
    let index = Int((contentPoint.y / ArchiveLayout.rowHeight).rounded(.down))
    if archive.isEditing { reports.append(.endEditing) }
    guard contentPoint.y >= 0, let position = results[safe: index], let item = search.items[safe: position]
    else { return }
    if ArchiveLayout.heartFrame(in: layout.rowFrame(at: index)).contains(contentPoint) {
      reports.append(.delegate(.toggleFavorite(id: item.id)))
    } else {
      reports.append(.delegate(.tapped(id: item.id)))
      reports.append(.selectItem(id: item.id))
    }
  }

  /// A touch on the header: released near where it went down, it taps the field, a chip or "clear
  /// conditions"; anywhere else it ends the field's editing.
  mutating func handlePress(_ event: DragEvent, _ context: GalleryScene.Context, reports: inout [ArchiveAction]) {
    let archive = context.archive
    guard event.phase == .ended, let press = headerPress else {
      if event.phase == .cancelled { headerPress = nil }
      return
    }
    headerPress = nil
    let point = event.location
    guard abs(point.x - press.x) < 20, abs(point.y - press.y) < 20 else { return }
    if layout.field.contains(point) {
      if !archive.isEditing { reports.append(.beginEditing) }
      return
    }
    if archive.isEditing { reports.append(.endEditing) }
    if context.conditions.hasConditions, layout.clearButton.contains(point) {
      reports.append(.clearConditions)
    }
  }

  /// A tap on a chip, wherever the row has scrolled, toggles its category and lets the keyboard go.
  mutating func advance(to time: TimeInterval, _ context: GalleryScene.Context) -> [ArchiveAction] {
    list.physics.advance(to: time)
    let categories = chipRow.advance(to: time).events.compactMap {
      $0.tappedIndex.flatMap { search.categories[safe: $0] }
    }
    guard !categories.isEmpty else { return [] }
    return (context.archive.isEditing ? [.endEditing] : []) + categories.map { .toggleCategory($0) }
  }

  /// ↑ and ↓: the row after or before the one with `selectedID` among the results (the first, if none
  /// is), scrolled into view.
  /// - Returns: the ID of the item on that row; nil for another key or no results.
  mutating func select(_ key: NavigationKey, after selectedID: Int?, time: TimeInterval) -> Int? {
    guard key == .up || key == .down else { return nil }
    let ids = results.compactMap { search.items[safe: $0]?.id }
    guard !ids.isEmpty else { return nil }
    let current = selectedID.flatMap { ids.firstIndex(of: $0) }
    let row = current.map { min(max($0 + (key == .up ? -1 : 1), 0), ids.count - 1) } ?? 0
    let frame = layout.rowFrame(at: row)
    if frame.minY < offset {
      list.physics.scroll(to: frame.minY, animation: .snap, at: time)
    } else if frame.maxY > offset + layout.list.height {
      list.physics.scroll(to: frame.maxY - layout.list.height, animation: .snap, at: time)
    }
    return ids[row]
  }

  /// Whether the item with `id` is among the results.
  func shows(_ id: Int) -> Bool { results.contains { search.items[safe: $0]?.id == id } }

  /// The chip row under the pointer takes a sideways scroll first, as Home's rows do; a vertical
  /// scroll scrolls the list.
  mutating func scrollWheel(_ event: ScrollWheelEvent, lines: CGSize) -> Bool {
    if layout.chipRow.contains(event.location), chipRow.scrollWheel(event, from: layout.chipRow) { return true }
    guard lines.height != 0 else { return false }
    list.physics.scroll(to: offset - lines.height * Self.wheelLine, animation: .snap, at: event.time)
    return true
  }
}
