import AppModel
import CarouselCore
import Foundation

/// The Archive screen's scene part: the search over the archive feed, the results' list and its
/// scroll, and the taps on the header (the keyword field, the chips, "clear conditions"), which it
/// reports as the Archive's own actions.
public struct ArchiveScene: SceneFeature {
  /// The one part a drag goes to.
  enum Part: Int { case list }

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
  /// The chip row's sideways scroll (figure 004's chips run off the screen's edge).
  public private(set) var chipScroll = ScrollController(axis: .horizontal, physics: ScrollPhysics(mode: .free))
  /// Whether the current press went down on the chip row: its samples scroll the row.
  private var isChipPress = false
  /// The chips' widths, measured when the feeds arrive.
  private var chipWidths: [CGFloat] = []
  /// Where a touch on the header went down, until it lifts.
  private var headerPress: CGPoint?

  /// How far one line of a wheel scrolls the list, in points.
  static let wheelLine: CGFloat = HomeScene.wheelLine

  /// The list's scroll, in points.
  public var offset: CGFloat { list.physics.offset }
  /// The chip row's scroll, in points.
  public var chipOffset: CGFloat { chipScroll.physics.offset }

  var isSettled: Bool { list.physics.isSettled && chipScroll.physics.isSettled }

  mutating func load(_ context: GalleryScene.Context, text: any TextMeasuring, time: TimeInterval) {
    search = ArchiveSearch(items: context.feeds.archiveItems)
    chipWidths = text.widths(
      of: search.categories, font: ArchiveLayout.chipTitleFont, padding: ArchiveLayout.chipPadding)
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
    chipScroll.physics.setViewportLength(layout.chipRow.width)
    chipScroll.physics.setContentLength(layout.chipsContentWidth)
  }

  mutating func begin(at point: CGPoint) -> DragStart<Part> {
    headerPress = nil
    isChipPress = false
    guard layout.list.contains(point) else {
      headerPress = point
      isChipPress = layout.chipRow.contains(point)
      return .press
    }
    return .parts([.list], origins: [.list: layout.list.origin])
  }

  mutating func handle(
    _ event: DragEvent, on part: Part, _ context: GalleryScene.Context, reports: inout [ArchiveAction]
  ) -> GestureResponse {
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
    if isChipPress {
      // The chip row: a drag scrolls it; a tap toggles the chip under it, wherever the row is.
      if case .tapped(let point) = chipScroll.handle(event) {
        if archive.isEditing { reports.append(.endEditing) }
        if let chip = layout.chips.indices.first(where: {
          layout.chipFrame($0, offset: chipOffset)?.contains(point) == true
        }),
          let category = search.categories[safe: chip]
        {
          reports.append(.toggleCategory(category))
        }
      }
      if event.phase == .ended || event.phase == .cancelled { isChipPress = false }
      return
    }
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

  mutating func advance(to time: TimeInterval, _ context: GalleryScene.Context) -> [ArchiveAction] {
    list.physics.advance(to: time)
    chipScroll.physics.advance(to: time)
    return []
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

  /// A vertical scroll scrolls the list.
  mutating func scrollWheel(_ event: ScrollWheelEvent, lines: CGSize) -> Bool {
    guard lines.height != 0 else { return false }
    list.physics.scroll(to: offset - lines.height * Self.wheelLine, animation: .snap, at: event.time)
    return true
  }
}
