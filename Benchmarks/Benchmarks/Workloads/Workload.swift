/// One operation measured two ways: by wall clock in the benchmarks and by instruction count under
/// callgrind (`Benchmarks/instruction-counts`), which does not depend on what else the machine runs.
public struct Workload: Sendable {
  /// The benchmark's name, without its group prefix ("Frame: ", say).
  public let name: String
  /// How many times the instruction counter runs the operation: many for a frame, once for an
  /// operation whose first run differs from the later ones (the first append after a build).
  public let instructionCountRuns: Int
  /// Sets the operation up (not measured) and returns it, ready to run.
  public let prepare: @Sendable () -> any RepeatedOperation

  /// A workload called `name`, counted over `instructionCountRuns` runs.
  public init(
    name: String, instructionCountRuns: Int = 10_000, prepare: @escaping @Sendable () -> any RepeatedOperation
  ) {
    self.name = name
    self.instructionCountRuns = instructionCountRuns
    self.prepare = prepare
  }
}
