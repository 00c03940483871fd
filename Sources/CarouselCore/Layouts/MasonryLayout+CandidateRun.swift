import Foundation

extension MasonryLayout {
  /// The positions in one list (a column's items, or the full-span items) that a query may hit:
  /// `start ..< end`, of which those from `sure` on overlap for certain and those before it (walked
  /// back over, ending near the query's top) are checked one by one.
  struct CandidateRun {
    /// The first position that may overlap.
    var start: Int
    /// The first position known to overlap: its top is below the query's top and above its bottom.
    var sure: Int
    /// The position after the last that may overlap.
    var end: Int

    /// No positions.
    static let empty = CandidateRun(start: 0, sure: 0, end: 0)

    /// The number of positions.
    var count: Int { end - start }
  }
}
