import CarouselCore
import Foundation

/// Runs fuzz cases against ``CarouselCore/ColumnGridLayout``, a value rebuilt whenever its inputs
/// change, reading the shared call vocabulary as a grid's front end would:
///
/// | call | on the grid |
/// |---|---|
/// | `viewport(width:height:)` | a grid of the new width; later queries are viewport-sized |
/// | `itemCount(n)` | a grid of `n` items (up to `Int.max`) of the parameters' uniform height |
/// | `itemLengths(lengths)` | a grid of per-item heights |
/// | `drag(_, x, y, _)` | `indices(in:)` for a viewport at `x`, `y` scaled over the content's height |
/// | `scroll(to: i)` | `frame(at: i)` and `indices(in:)` for a viewport at that item's top |
/// | `reconfigure(parameters)` | new columns, spacing, insets, uniform height |
///
/// After every call: the content size finite; `indices(in:)` ascending, in range, at most
/// ``ColumnGridLayout/maximumQueryResults``, each frame finite and overlapping the rectangle; and, for
/// grids of at most 2,000 items, exactly the frames that overlap it.
struct ColumnGridFuzzer: Sendable {
  /// Item counts up to this are checked one frame at a time.
  static let exhaustiveLimit = 2_000

  /// The grid from `[columns (≤ 0: adaptive 150…300), columnSpacing, rowSpacing, inset, height (≤ 0:
  /// ratio 1.5 + 24), rightToLeft (> 0)]` with `count` items or `heights`.
  static func grid(_ values: [Double], width: Double, count: Int, heights: [Double]?) -> ColumnGridLayout {
    let p = Parameters(values)
    let columns = p.integer(0, default: 2)
    let height = p[4, default: 120]
    return ColumnGridLayout(
      itemCount: count, width: width, columns: columns > 0 ? .fixed(columns) : .adaptive(minimum: 150, maximum: 300),
      columnSpacing: p[1, default: 8], rowSpacing: p[2, default: 8], insets: .horizontal(p[3, default: 8]),
      direction: p.flag(5) ? .rightToLeft : .leftToRight,
      itemHeight: heights.map { .perItem($0.map { CGFloat($0) }) }
        ?? (height > 0 ? .fixed(height) : .aspectRatio(1.5, extra: 24)))
  }

  func run(_ fuzzCase: FuzzCase) -> FuzzOutcome {
    var parameters = fuzzCase.parameters
    var viewport = CGSize(width: 390, height: 844)
    var count = 0
    var heights: [Double]?
    var grid = Self.grid(parameters, width: viewport.width, count: count, heights: heights)
    for (index, call) in fuzzCase.calls.enumerated() {
      var queries: [CGRect] = []
      switch call {
      case .viewport(let width, let height):
        viewport = CGSize(width: width, height: height)
      case .itemCount(let newCount):
        count = newCount
        heights = nil
      case .itemLengths(let lengths):
        heights = lengths
      case .reconfigure(let values, _):
        parameters = values
      case .advance, .drag, .scroll, .visible, .reduceMotion, .key, .wheel, .direction:
        break
      }
      grid = Self.grid(parameters, width: viewport.width, count: count, heights: heights)
      do {
        let asked = try LayoutQuery.rect(
          for: call, viewport: viewport, contentHeight: grid.contentSize.height, itemCount: grid.itemCount,
          frame: grid.frame(at:), at: index)
        queries += asked.map { [$0] } ?? []
      } catch {
        return FuzzOutcome(violation: error, restChecked: true)
      }
      if let violation = check(grid, queries: queries + [CGRect(origin: .zero, size: viewport)], at: index) {
        return FuzzOutcome(violation: violation, restChecked: true)
      }
    }
    return FuzzOutcome(violation: nil, restChecked: true)
  }

  private func check(_ grid: ColumnGridLayout, queries: [CGRect], at index: Int) -> FuzzViolation? {
    let size = grid.contentSize
    guard size.width.isFinite, size.height.isFinite else {
      return FuzzViolation(.nonFinite, at: index, "content size \(size)")
    }
    for rect in queries {
      let answer = grid.indices(in: rect)
      guard answer.count <= ColumnGridLayout.maximumQueryResults else {
        return FuzzViolation(.tooManyPlacements, at: index, "indices(in: \(rect)) gave \(answer.count) items")
      }
      guard zip(answer, answer.dropFirst()).allSatisfy({ $0 < $1 }) else {
        return FuzzViolation(.wrongQuery, at: index, "indices(in: \(rect)) not ascending")
      }
      for item in answer {
        guard let frame = grid.frame(at: item) else {
          return FuzzViolation(.indexOutOfRange, at: index, "indices(in:) gave \(item) of \(grid.itemCount)")
        }
        guard [frame.minX, frame.minY, frame.width, frame.height].allSatisfy(\.isFinite) else {
          return FuzzViolation(.nonFinite, at: index, "item \(item) has frame \(frame)")
        }
        guard LayoutQuery.overlaps(frame, rect) else {
          return FuzzViolation(.wrongQuery, at: index, "item \(item) at \(frame) does not overlap \(rect)")
        }
      }
      guard grid.itemCount <= Self.exhaustiveLimit, answer.count < ColumnGridLayout.maximumQueryResults else {
        continue
      }
      let expected = (0..<grid.itemCount).filter { grid.frame(at: $0).map { LayoutQuery.overlaps($0, rect) } ?? false }
      guard answer == expected else {
        let missing = Set(expected).subtracting(answer).sorted().prefix(5)
        return FuzzViolation(
          .wrongQuery, at: index,
          "indices(in: \(rect)) gave \(answer.count) items, \(expected.count) overlap; missing \(Array(missing))")
      }
    }
    return nil
  }
}
