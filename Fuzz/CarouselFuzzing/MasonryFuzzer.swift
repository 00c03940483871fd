import CarouselCore
import Foundation

/// Runs fuzz cases against ``CarouselCore/MasonryLayout``, reading the shared call vocabulary as a
/// grid's front end would use it:
///
/// | call | on the layout |
/// |---|---|
/// | `viewport(width:height:)` | `setWidth(width)`; later queries are viewport-sized |
/// | `itemCount(n)` | appends `n` items (at most 200 a call) of every kind, bad sizes included |
/// | `itemLengths(lengths)` | appends a height, a photo or a ratio per length (hostile ones too) |
/// | `advance(to: t)` | `updateHeight(of:to:)` on an item picked by `t`, to a height made from `t` |
/// | `drag(_, x, y, _)` | `items(in:)` for a viewport at `x`, `y` scaled over the content's height |
/// | `scroll(to: i)` | `frame(at: i)` and `items(in:)` for a viewport at that item's top |
/// | `reconfigure(parameters)` | a new grid with the same items and new columns, spacing, insets |
///
/// After every call: every frame and the content size finite, every column's items in order without
/// overlapping, `items(in:)` equal to the frames checked one by one. At the end and before each
/// height update (which keeps items in their columns on purpose): the grid equal to one built at once.
struct MasonryFuzzer: Sendable {
  /// The most items a case appends, so the one-by-one check stays cheap.
  static let maximumItems = 1_000

  /// The grid's parameters from `[columns, columnSpacing, rowSpacing, inset, rightToLeft, roundsHeights]`;
  /// a column value of 0 or less means adaptive columns at least 150 points wide.
  static func layout(_ values: [Double], width: Double, items: [MasonryLayout.Item]) -> MasonryLayout {
    let p = Parameters(values)
    let columns = p.integer(0, default: 2)
    return MasonryLayout(
      width: width, columns: columns > 0 ? .fixed(columns) : .adaptive(minimumWidth: 150),
      columnSpacing: p[1, default: 8], rowSpacing: p[2, default: 8], insets: Insets(all: p[3, default: 8]),
      direction: p.flag(4) ? .rightToLeft : .leftToRight, roundsHeights: !p.flag(5), items: items)
  }

  /// Item `index` of an appended batch: every kind in turn, one in seven with a bad size.
  static func item(_ index: Int, seed: Int) -> MasonryLayout.Item {
    let mixed = (index &* 31) &+ seed
    switch mixed.magnitude % 7 {
    case 0: return .photo(width: 300, height: Double(200 + mixed.magnitude % 400))
    case 1: return .aspectRatio(Double(1 + mixed.magnitude % 20) / 10, extraHeight: 24)
    case 2: return .height(Double(mixed.magnitude % 300))
    case 3: return .fullSpan(height: 40)
    case 4: return .photo(width: 0, height: -1)
    case 5: return .aspectRatio(.nan)
    default: return .photo(width: 4, height: 3, extraHeight: 12)
    }
  }

  /// Items for `lengths`: a height, a photo of that height or a ratio, in turn.
  static func items(for lengths: [Double]) -> [MasonryLayout.Item] {
    lengths.enumerated().map { index, length in
      switch index % 4 {
      case 0: .height(length)
      case 1: .photo(width: 100, height: length)
      case 2: .aspectRatio(length / 100, extraHeight: 10)
      default: .fullSpan(height: length)
      }
    }
  }

  func run(_ fuzzCase: FuzzCase) -> FuzzOutcome {
    var parameters = fuzzCase.parameters
    var items: [MasonryLayout.Item] = []
    var viewport = CGSize(width: 390, height: 844)
    var layout = Self.layout(parameters, width: viewport.width, items: [])
    var heightsUpdated = false
    for (index, call) in fuzzCase.calls.enumerated() {
      var queries: [CGRect] = []
      switch call {
      case .viewport(let width, let height):
        viewport = CGSize(width: width, height: height)
        let before = layout.width
        layout.setWidth(width)
        // A new width lays everything out again; the same width changes nothing.
        if layout.width != before { heightsUpdated = false }
      case .itemCount(let count):
        let room = Self.maximumItems - items.count
        let batch = (0..<min(max(0, count), 200, room)).map { Self.item($0, seed: count) }
        items += batch
        layout.append(batch)
      case .itemLengths(let lengths):
        let batch = Array(Self.items(for: lengths).prefix(Self.maximumItems - items.count))
        items += batch
        layout.append(batch)
      case .advance(let time):
        guard !items.isEmpty, time.isFinite else { break }
        let target = Int(abs(time * 7).truncatingRemainder(dividingBy: Double(items.count)))
        let height = time.truncatingRemainder(dividingBy: 1) * 400
        layout.updateHeight(of: target, to: height)
        items[target] = items[target].isFullSpan ? .fullSpan(height: height) : .height(height)
        heightsUpdated = true
      case .drag, .scroll:
        break
      case .reconfigure(let values, _):
        parameters = values
        layout = Self.layout(parameters, width: layout.width, items: items)
        heightsUpdated = false
      case .visible, .reduceMotion, .key, .wheel, .direction:
        break
      }
      do {
        let asked = try LayoutQuery.rect(
          for: call, viewport: viewport, contentHeight: layout.contentSize.height, itemCount: items.count,
          frame: layout.frame(at:), at: index)
        queries += asked.map { [$0] } ?? []
      } catch {
        return FuzzOutcome(violation: error, restChecked: true)
      }
      // Comparing with a rebuild costs a whole layout, so it is done where it can last be done: at the
      // end, and before a height update (after which items keep their columns on purpose).
      let calls = fuzzCase.calls
      let lastChance = index == calls.count - 1 || { if case .advance = calls[index + 1] { true } else { false } }()
      if let violation = check(
        layout, items: items, parameters: parameters, compareWithRebuild: !heightsUpdated && lastChance,
        queries: queries + [CGRect(origin: .zero, size: viewport)], at: index)
      {
        return FuzzOutcome(violation: violation, restChecked: true)
      }
    }
    return FuzzOutcome(violation: nil, restChecked: true)
  }

  private func check(
    _ layout: MasonryLayout, items: [MasonryLayout.Item], parameters: [Double], compareWithRebuild: Bool,
    queries: [CGRect], at index: Int
  ) -> FuzzViolation? {
    guard layout.itemCount == items.count else {
      return FuzzViolation(.layoutBroken, at: index, "\(layout.itemCount) items laid out; \(items.count) given")
    }
    let frames = (0..<items.count).compactMap(layout.frame(at:))
    let size = layout.contentSize
    for (item, frame) in frames.enumerated() {
      let numbers = [frame.minX, frame.minY, frame.width, frame.height]
      if numbers.contains(where: { !$0.isFinite }) || frame.width < 0 || frame.height < 0 {
        return FuzzViolation(.nonFinite, at: index, "item \(item) has frame \(frame)")
      }
    }
    guard size.width.isFinite, size.height.isFinite else {
      return FuzzViolation(.nonFinite, at: index, "content size \(size)")
    }
    var bottoms: [Int: CGFloat] = [:]
    for (item, frame) in frames.enumerated() {
      guard let column = layout.column(of: item) else { continue }
      if let bottom = bottoms[column], frame.minY < bottom - 1e-6 * max(1, abs(bottom)) {
        return FuzzViolation(
          .layoutBroken, at: index,
          "item \(item) starts at \(frame.minY), above the end of column \(column) (\(bottom))")
      }
      bottoms[column] = frame.maxY
    }
    if compareWithRebuild {
      let rebuilt = Self.layout(parameters, width: layout.width, items: items)
      if let differing = frames.indices.first(where: { rebuilt.frame(at: $0) != frames[$0] }) {
        return FuzzViolation(
          .layoutBroken, at: index,
          "item \(differing) at \(frames[differing]) built a piece at a time, "
            + "\(rebuilt.frame(at: differing).map { "\($0)" } ?? "nothing") built at once")
      }
    }
    for rect in queries {
      let answer = layout.items(in: rect)
      let expected = frames.indices.filter { LayoutQuery.overlaps(frames[$0], rect) }
      guard answer == expected else {
        let missing = Set(expected).subtracting(answer).sorted().prefix(5)
        let extra = Set(answer).subtracting(expected).sorted().prefix(5)
        return FuzzViolation(
          .wrongQuery, at: index,
          "items(in: \(rect)) gave \(answer.count) items, \(expected.count) intersect; missing \(Array(missing)), "
            + "extra \(Array(extra))")
      }
    }
    return nil
  }
}
