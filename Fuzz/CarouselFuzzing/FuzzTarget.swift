/// A component (or layout) under fuzzing: how to build it from parameters, which calls it accepts
/// beyond the shared contract, and how to run a case against it.
public struct FuzzTarget: Sendable {
  /// Calls beyond ``CarouselCore/InteractiveComponent`` that a target accepts.
  public enum ExtraCall: Sendable, Hashable {
    /// ``FuzzCall/itemLengths(_:)``.
    case itemLengths
    /// ``FuzzCall/visible(_:)`` and ``FuzzCall/reduceMotion(_:)``.
    case visibility
  }

  /// The target's name, as `carousel-fuzz --target` spells it.
  public let name: String
  /// Which extra calls cases for this target contain.
  public let extraCalls: Set<ExtraCall>
  /// Whether cases are sequences of calls (components and layouts); a helper target's case is its
  /// parameters alone.
  let drivesCalls: Bool
  let makeParameters: @Sendable (inout FuzzInputs) -> [Double]
  let runCase: @Sendable (FuzzCase) -> FuzzOutcome

  init(
    name: String, extraCalls: Set<ExtraCall> = [], drivesCalls: Bool = true,
    makeParameters: @escaping @Sendable (inout FuzzInputs) -> [Double],
    run: @escaping @Sendable (FuzzCase) -> FuzzOutcome
  ) {
    self.name = name
    self.extraCalls = extraCalls
    self.drivesCalls = drivesCalls
    self.makeParameters = makeParameters
    self.runCase = run
  }

  /// Runs `fuzzCase` and checks every invariant after every call and while coming to rest.
  /// - Complexity: O(calls + rest frames) times the cost of one frame.
  public func run(_ fuzzCase: FuzzCase) -> FuzzOutcome {
    runCase(fuzzCase)
  }

  /// The case `seed` generates for this target.
  public func generate(seed: UInt64) -> FuzzCase {
    FuzzCase.generate(seed: seed, for: self)
  }

  /// Every target, in the order campaigns run them.
  public static let all: [FuzzTarget] = [
    .snapCarousel, .measuredSnapCarousel, .pagedCarousel, .freeScrollCarousel, .rotaryCarousel, .cardStack,
    .infinitePager, .tabStrip,
    .tabbedPager, .masonryLayout, .columnGridLayout, .guideBoardLayout,
    .helpers(named: "helpers-motion", probes: HelperProbe.motion),
    .helpers(named: "helpers-geometry", probes: HelperProbe.geometry),
    .helpers(named: "helpers-hosting", probes: HelperProbe.hosting + HelperProbe.frontEnd),
    .helpers(named: "helpers-images", probes: HelperProbe.images),
  ]

  /// The target called `name`, or nil.
  public static func named(_ name: String) -> FuzzTarget? {
    all.first { $0.name == name }
  }
}

/// What running one case found.
public struct FuzzOutcome: Sendable, Hashable {
  /// The first broken promise, or nil.
  public var violation: FuzzViolation?
  /// Whether the case could be checked for coming to rest: not when a call set the clock so far
  /// ahead (1e300 s) that a frame no longer moves it.
  public var restChecked: Bool
}
