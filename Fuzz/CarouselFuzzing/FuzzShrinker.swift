/// Shrinks a failing case to a shorter, simpler one that breaks the same promise, so that the
/// regression test it becomes reads as the bug.
///
/// First whole runs of calls are removed (halves, then quarters, down to single calls), then numbers
/// are simplified (to 0, to whole numbers, halved), repeating until nothing more can go.
public struct FuzzShrinker: Sendable {
  /// The target the case runs on.
  public let target: FuzzTarget
  /// The most cases one shrink runs.
  public var budget: Int

  /// Creates a shrinker running at most `budget` cases.
  public init(target: FuzzTarget, budget: Int = 5_000) {
    self.target = target
    self.budget = budget
  }

  /// The smallest case found that still breaks the promise `failing` breaks, and that violation.
  public func shrink(_ failing: FuzzCase) -> (FuzzCase, FuzzViolation)? {
    guard var violation = target.run(failing).violation else { return nil }
    let kind = violation.kind
    var best = failing
    var runs = 0
    func stillFails(_ candidate: FuzzCase) -> Bool {
      guard runs < budget else { return false }
      runs += 1
      guard let found = target.run(candidate).violation, found.kind == kind else { return false }
      violation = found
      return true
    }
    /// Replaces each element of `best`'s `values` with its first simpler form that still fails;
    /// true when any was replaced.
    func simplifyEach<Value>(_ values: WritableKeyPath<FuzzCase, [Value]>, by simpler: (Value) -> [Value]) -> Bool {
      var replaced = false
      for position in best[keyPath: values].indices {
        for simplified in simpler(best[keyPath: values][position]) {
          var candidate = best
          candidate[keyPath: values][position] = simplified
          if stillFails(candidate) {
            best = candidate
            replaced = true
            break
          }
        }
      }
      return replaced
    }
    var progress = true
    while progress, runs < budget {
      progress = false
      var chunk = max(1, best.calls.count / 2)
      while chunk >= 1 {
        var start = 0
        while start < best.calls.count {
          var candidate = best
          candidate.calls.removeSubrange(start..<min(start + chunk, candidate.calls.count))
          if stillFails(candidate) {
            best = candidate
            progress = true
          } else {
            start += chunk
          }
        }
        chunk /= 2
      }
      progress = simplifyEach(\.calls, by: \.simplifications) || progress
      progress = simplifyEach(\.parameters, by: FuzzCall.simplifications(of:)) || progress
    }
    best.seed = 0
    _ = target.run(best).violation.map { violation = $0 }
    return (best, violation)
  }
}

extension FuzzCall {
  /// Simpler numbers to try in place of `value`: 0, its whole part, half of it.
  static func simplifications(of value: Double) -> [Double] {
    guard value != 0 else { return [] }
    var candidates: [Double] = [0]
    if value.isFinite, value != value.rounded(.towardZero) { candidates.append(value.rounded(.towardZero)) }
    if value.isFinite, abs(value) >= 2 { candidates.append((value / 2).rounded(.towardZero)) }
    return candidates
  }

  /// Simpler versions of this call, each with one number simplified.
  var simplifications: [FuzzCall] {
    switch self {
    case .drag(let phase, let x, let y, let time):
      Self.simplifications(of: x).map { .drag(phase, x: $0, y: y, time: time) }
        + Self.simplifications(of: y).map { .drag(phase, x: x, y: $0, time: time) }
        + Self.simplifications(of: time).map { .drag(phase, x: x, y: y, time: $0) }
    case .advance(let time): Self.simplifications(of: time).map { .advance(to: $0) }
    case .viewport(let width, let height):
      Self.simplifications(of: width).map { .viewport(width: $0, height: height) }
        + Self.simplifications(of: height).map { .viewport(width: width, height: $0) }
    case .itemCount(let count):
      count == 0 ? [] : [.itemCount(0), .itemCount(count / 2)]
    case .itemLengths(let lengths):
      lengths.isEmpty ? [] : [.itemLengths(Array(lengths.dropLast())), .itemLengths(lengths.map { _ in 100 })]
    case .scroll(let index, let animated, let time):
      (index == 0
        ? []
        : [.scroll(to: 0, animated: animated, time: time), .scroll(to: index / 2, animated: animated, time: time)])
        + (animated ? [.scroll(to: index, animated: false, time: time)] : [])
        + Self.simplifications(of: time).map { .scroll(to: index, animated: animated, time: $0) }
    case .reconfigure(let parameters, let time):
      Self.simplifications(of: time).map { .reconfigure(parameters, time: $0) }
    case .key(let key, let time): Self.simplifications(of: time).map { .key(key, time: $0) }
    case .direction(let direction, let time):
      Self.simplifications(of: time).map { .direction(direction, time: $0) }
    case .wheel(let phase, let dx, let dy, let x, let y, let time):
      Self.simplifications(of: dx).map { .wheel(phase, dx: $0, dy: dy, x: x, y: y, time: time) }
        + Self.simplifications(of: dy).map { .wheel(phase, dx: dx, dy: $0, x: x, y: y, time: time) }
        + Self.simplifications(of: time).map { .wheel(phase, dx: dx, dy: dy, x: x, y: y, time: $0) }
    case .visible, .reduceMotion: []
    }
  }
}
