/// A broken promise found by a fuzz case: which one, at which call, and what was seen.
public struct FuzzViolation: Sendable, Hashable, Error, CustomStringConvertible {
  /// The promises the engine makes to every caller (SPEC §2, §10).
  public enum Kind: String, Sendable, Hashable, CaseIterable, Codable {
    /// The process stopped on a trap (found only by an isolated run).
    case trap
    /// One call did not return within the campaign's time limit (found only by an isolated run).
    case hang
    /// A placement or a public number was NaN or infinite.
    case nonFinite
    /// More placements than fit in the viewport.
    case tooManyPlacements
    /// `currentIndex` outside `0..<itemCount`.
    case indexOutOfRange
    /// Content moved further in one call than the finger did.
    case jump
    /// One call reported more events than it can have caused.
    case tooManyEvents
    /// Still moving long after the last input.
    case notAtRest
    /// At rest between snap points (or beyond the content's bounds).
    case offSnapPoint
    /// The last `.settled(index:)` names another index than the one at rest.
    case staleSettled
    /// `nextWakeTime` is NaN, or in the past while nothing moves.
    case badWakeTime
    /// A layout's query (`items(in:)`) disagrees with its own frames.
    case wrongQuery
    /// A layout built a piece at a time differs from one built at once, or items overlap in a column.
    case layoutBroken
  }

  /// Which promise broke.
  public var kind: Kind
  /// The index of the call after which it broke, or nil when it broke while coming to rest after the
  /// last call.
  public var callIndex: Int?
  /// What was seen, in numbers.
  public var detail: String

  /// Creates a violation.
  public init(_ kind: Kind, at callIndex: Int?, _ detail: String) {
    self.kind = kind
    self.callIndex = callIndex
    self.detail = detail
  }

  /// One line: kind, place and detail.
  public var description: String {
    "\(kind.rawValue) \(callIndex.map { "after call \($0)" } ?? "while coming to rest"): \(detail)"
  }
}
