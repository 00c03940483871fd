import Foundation

/// Where the tabs of a looping strip sit: the piecewise-linear map between the strip's offset in
/// points and its *position* in tabs.
///
/// Position `k` (any integer) centres slot `k`, which shows tab `k mod count`; between two slots the
/// position moves linearly with the offset, so a page turned halfway moves the strip halfway between
/// the two tabs' centres however wide they are. Offset 0 centres slot 0; one whole turn of the loop
/// (every tab and its spacing once) is ``period`` points.
struct TabStripGeometry: Sendable, Hashable {
  /// The width of each tab, in points (sanitised).
  private(set) var widths: [CGFloat]
  /// The space between two neighbouring tabs, in points.
  private(set) var spacing: CGFloat
  /// `centres[i]` is the distance from tab 0's centre to tab i's, for `i` in `0...count`;
  /// `centres[count]` is tab 0's next copy, one ``period`` on.
  private var centres: [CGFloat]

  init(widths: [CGFloat], spacing: CGFloat) {
    self.widths = widths.map { $0.sanitizedLength }
    self.spacing = spacing.sanitizedLength
    centres = [0]
    centres.reserveCapacity(self.widths.count + 1)
    for (index, width) in self.widths.enumerated() {
      let next = self.widths[(index + 1) % self.widths.count]
      centres.append(centres[index] + width / 2 + self.spacing + next / 2)
    }
  }

  /// The number of tabs.
  var count: Int { widths.count }
  /// The length of one turn of the loop, in points (0 without tabs).
  var period: CGFloat { centres[centres.count - 1] }

  /// Positions beyond this many tabs are treated as unusable (an `Int` conversion would trap).
  private static let largestPosition: CGFloat = 1e15

  /// The strip's position in tabs for `offset` points; 0 when there is nothing to scroll.
  /// - Complexity: O(log count).
  func position(atOffset offset: CGFloat) -> CGFloat {
    let period = period
    guard period > 0, offset.isFinite else { return 0 }
    let turns = (offset / period).rounded(.down)
    guard abs(turns) * CGFloat(count) < Self.largestPosition else { return 0 }
    let rest = offset - turns * period
    // The last centre at or before `rest`: centres[0] = 0 ≤ rest, so the answer is in 0..<count.
    let index = Swift.min(centres[1...].partitioningIndex { $0 > rest } - 1, count - 1)
    let segment = centres[index + 1] - centres[index]
    let fraction = segment > 0 ? ((rest - centres[index]) / segment).clamped(to: 0...1) : 0
    return turns * CGFloat(count) + CGFloat(index) + fraction
  }

  /// The offset in points that puts the strip at `position` (tabs); 0 when there is nothing to scroll.
  /// - Complexity: O(1).
  func offset(atPosition position: CGFloat) -> CGFloat {
    guard count > 0, position.isFinite, abs(position) < Self.largestPosition else { return 0 }
    let (index, fraction, turns) = split(position)
    return turns * period + centres[index] + fraction * (centres[index + 1] - centres[index])
  }

  /// The width at `position`: a tab's own width on its slot, interpolated linearly between two.
  func width(atPosition position: CGFloat) -> CGFloat {
    guard count > 0, position.isFinite, abs(position) < Self.largestPosition else { return 0 }
    let (index, fraction, _) = split(position)
    return widths[index] + fraction * (widths[(index + 1) % count] - widths[index])
  }

  /// The tab shown at slot `slot`.
  func tab(atSlot slot: Int) -> Int { LoopArithmetic.wrap(slot, count: count) }

  /// `position` as a tab index in `0..<count`, the fraction of the way to the next tab, and whole turns.
  private func split(_ position: CGFloat) -> (index: Int, fraction: CGFloat, turns: CGFloat) {
    let turns = (position / CGFloat(count)).rounded(.down)
    let rest = position - turns * CGFloat(count)
    let whole = rest.rounded(.down)
    let index = Swift.min(Swift.max(Int(whole), 0), count - 1)
    return (index, (rest - CGFloat(index)).clamped(to: 0...1), turns)
  }
}
