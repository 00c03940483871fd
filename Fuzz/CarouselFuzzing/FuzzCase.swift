/// A reproducible fuzz case: a component built from `parameters`, then `calls` in order.
public struct FuzzCase: Sendable, Hashable {
  /// The ``FuzzTarget/name`` of the component under test.
  public var target: String
  /// The seed the case was generated from (0 for a hand-written or shrunk case).
  public var seed: UInt64
  /// The component's construction parameters, as its target reads them.
  public var parameters: [Double]
  /// The calls, in order.
  public var calls: [FuzzCall]

  /// Creates a case.
  public init(target: String, seed: UInt64 = 0, parameters: [Double], calls: [FuzzCall]) {
    self.target = target
    self.seed = seed
    self.parameters = parameters
    self.calls = calls
  }

  /// The case as Swift code that rebuilds it, for a regression test.
  public var swiftCode: String {
    var lines = [
      "FuzzCase(",
      "  target: \"\(target)\", parameters: \(FuzzCall.literal(parameters)),",
      "  calls: [",
    ]
    lines += calls.map { "    \($0.swiftCode)," }
    lines += ["  ])"]
    return lines.joined(separator: "\n")
  }
}
