import CarouselCore
import Foundation

/// Runs fuzz cases against ``CarouselCore/GuideBoardLayout`` with subviews that report whatever size
/// they like — NaN, negative, 1e300 — as a careless `SubviewProxy` may:
///
/// | call | on the board |
/// |---|---|
/// | `itemLengths(lengths)` | signs whose heights are the lengths and widths the next length |
/// | `itemCount(n)` | `min(n, 200)` signs of ordinary sizes |
/// | `viewport(width:height:)` | the bounds' size for placing (the board's own size by default) |
/// | `drag(_, x, y, _)` | the bounds' origin |
/// | `reconfigure(parameters)` | gap, same-side spacing, mode |
/// | `scroll(to: i)` | sign `i` changes side |
///
/// After every call: the board's size finite and not negative; every sign placed at a finite point,
/// anchored by its side; left signs end at the centre line minus the gap and right signs start at it
/// plus the gap; every top where SPEC §5.2's height rule puts it.
struct GuideBoardFuzzer: Sendable {
  /// A subview that says any size and records where it was put.
  final class Sign: SubviewProxy {
    let size: CGSize
    let side: Side
    private(set) var placedAt: (point: CGPoint, anchor: PlacementAnchor)?

    init(size: CGSize, side: Side) {
      self.size = size
      self.side = side
    }

    func sizeThatFits(_ proposal: ProposedSize) -> CGSize { size }

    subscript<Key: SubviewValueKey>(key: Key.Type) -> Key.Value {
      (side as? Key.Value) ?? Key.defaultValue
    }

    func place(at point: CGPoint, anchor: PlacementAnchor, proposal: ProposedSize) {
      placedAt = (point, anchor)
    }
  }

  /// The board from `[gap, sameSideSpacing, alternating (> 0)]`.
  static func layout(_ values: [Double]) -> GuideBoardLayout {
    let p = Parameters(values)
    return GuideBoardLayout(
      mode: p.flag(2) ? .alternating : .fromValues, gap: p[0, default: 5], sameSideSpacing: p[1, default: 5])
  }

  func run(_ fuzzCase: FuzzCase) -> FuzzOutcome {
    var layout = Self.layout(fuzzCase.parameters)
    var signs: [(size: CGSize, side: Side)] = []
    var boundsSize: CGSize?
    var origin = CGPoint.zero
    for (index, call) in fuzzCase.calls.enumerated() {
      switch call {
      case .itemLengths(let lengths):
        signs = lengths.indices.map { item -> (size: CGSize, side: Side) in
          let width = lengths[(item + 1) % lengths.count]
          return (CGSize(width: width, height: lengths[item]), item % 3 == 1 ? Side.right : Side.left)
        }
      case .itemCount(let count):
        signs = (0..<min(max(0, count), 200)).map { item -> (size: CGSize, side: Side) in
          let width = CGFloat(60 + item % 7 * 20)
          let height = CGFloat(30 + item % 3 * 8)
          return (CGSize(width: width, height: height), item % 2 == 0 ? Side.left : Side.right)
        }
      case .viewport(let width, let height):
        boundsSize = CGSize(width: width, height: height)
      case .drag(_, let x, let y, _):
        origin = CGPoint(x: x, y: y)
      case .reconfigure(let values, _):
        layout = Self.layout(values)
      case .scroll(let target, _, _):
        if signs.indices.contains(target) { signs[target].side = signs[target].side.opposite }
      case .direction(let direction, _):
        layout.direction = direction
      case .advance, .visible, .reduceMotion, .key, .wheel:
        break
      }
      if let violation = check(layout, signs: signs, boundsSize: boundsSize, origin: origin, at: index) {
        return FuzzOutcome(violation: violation, restChecked: true)
      }
    }
    return FuzzOutcome(violation: nil, restChecked: true)
  }

  private func check(
    _ layout: GuideBoardLayout, signs: [(size: CGSize, side: Side)], boundsSize: CGSize?, origin: CGPoint, at index: Int
  ) -> FuzzViolation? {
    let views = signs.map { Sign(size: $0.size, side: $0.side) }
    var cache: Void = ()
    let size = layout.sizeThatFits(proposal: .unspecified, subviews: views, cache: &cache)
    guard size.width.isFinite, size.height.isFinite, size.width >= 0, size.height >= 0 else {
      return FuzzViolation(.nonFinite, at: index, "board size \(size) for \(signs.count) signs")
    }
    let bounds = CGRect(origin: origin, size: boundsSize ?? size)
    layout.placeSubviews(in: bounds, proposal: .unspecified, subviews: views, cache: &cache)
    func coordinate(_ value: CGFloat) -> CGFloat { value.isFinite ? min(max(value, -1e9), 1e9) : 0 }
    func length(_ value: CGFloat) -> CGFloat { value.isFinite && value >= 1e-6 ? min(value, 1e7) : 0 }
    // CGRect standardises a negative size by moving its origin; the layout sees the standardised one.
    let saneBounds = CGRect(
      x: coordinate(bounds.minX), y: coordinate(bounds.minY), width: length(bounds.width), height: length(bounds.height)
    )
    var placedSigns: [(top: CGFloat, side: Side)] = []
    for (item, view) in views.enumerated() {
      guard let placed = view.placedAt else {
        return FuzzViolation(.layoutBroken, at: index, "sign \(item) was not placed")
      }
      guard placed.point.x.isFinite, placed.point.y.isFinite else {
        return FuzzViolation(.nonFinite, at: index, "sign \(item) placed at \(placed.point) in \(bounds)")
      }
      let side = layout.side(of: item, in: views)
      // Left signs end at the centre line minus the gap, right ones start at it plus the gap — the
      // centre of the bounds as documented: origin within ±1e9 (else 0), width a sane length. Right
      // to left, the board is mirrored.
      let drawnSide = layout.direction == .rightToLeft ? side.opposite : side
      let line = drawnSide == .left ? saneBounds.midX - layout.gap : saneBounds.midX + layout.gap
      guard abs(placed.point.x - line) <= 1e-9 * max(1, abs(line)) else {
        return FuzzViolation(
          .layoutBroken, at: index, "sign \(item) on the \(side) hangs at x \(placed.point.x), not \(line)")
      }
      let expectedAnchor: PlacementAnchor = drawnSide == .left ? .topTrailing : .topLeading
      guard placed.anchor == expectedAnchor else {
        return FuzzViolation(.layoutBroken, at: index, "sign \(item) on the \(side) anchored \(placed.anchor)")
      }
      placedSigns.append((placed.point.y, side))
    }
    // Tops follow SPEC §5.2's rule, computed here from the signs' sane heights (bad sizes count as 0,
    // lengths at most 1e7): + h for the last, + h / 2 before a sign on the other side, else + h + spacing.
    var top = saneBounds.minY
    for (item, sign) in placedSigns.enumerated() {
      guard abs(sign.top - top) <= 1e-9 * max(1, abs(top)) else {
        return FuzzViolation(
          .layoutBroken, at: index, "sign \(item) starts at \(sign.top); the height rule puts it at \(top)")
      }
      let height = length(views[item].size.height)
      if item + 1 < placedSigns.count {
        top += placedSigns[item + 1].side != sign.side ? height / 2 : height + layout.sameSideSpacing
      }
    }
    return nil
  }
}
