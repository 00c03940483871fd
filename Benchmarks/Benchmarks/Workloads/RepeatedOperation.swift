/// What a workload runs, once per call: a value holding its own state, so a run is a direct call on a
/// local variable — no closure box whose dynamic exclusivity checks would be measured with it.
public protocol RepeatedOperation {
  /// Runs the operation once.
  mutating func run()
}

extension RepeatedOperation {
  /// Runs the operation `count` times.
  public mutating func run(times count: Int) {
    for _ in 0..<count { run() }
  }
}
