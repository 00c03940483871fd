import CarouselCore
import CarouselTestSupport
import Foundation

/// Runs fuzz cases against one kind of component through a ``ComponentHost``, as a front end drives
/// it, and checks the engine's promises after every call and while it comes to rest.
///
/// What differs between components is given as closures: how to build one, where its content is
/// (in the finger's points, so a drag step can be compared with the finger's), what a snap point is
/// and how many placements can fit.
struct ComponentFuzzer<Component: InteractiveComponent>: Sendable {
  /// Builds the component from a parameter vector (its meaning is the target's).
  var make: @Sendable ([Double]) -> Component
  /// The axis the finger drives.
  /// How far the content has moved, in the finger's points along the main axis.
  var contentPosition: @Sendable (Component) -> Double
  /// The content's period when it loops (a whole turn of the ring), so a wrap is not a jump.
  var period: @Sendable (Component) -> Double? = { _ in nil }
  /// The number of indices (items, or pages) when it is finite.
  var itemCount: @Sendable (Component) -> Int?
  /// The number of items in the data, when it differs from ``itemCount`` (a paged carousel's rows).
  var elementCount: (@Sendable (Component) -> Int)? = nil
  /// Other public numbers that must stay finite.
  var numbers: @Sendable (Component) -> [Double] = { _ in [] }
  /// Why the component at rest is not on a snap point, or nil when it is.
  var restProblem: @Sendable (Component) -> String? = { _ in nil }
  /// The most placements that can fit in a viewport of this size.
  var placementLimit: @Sendable (Component, CGSize) -> Int
  /// The most events one call may cause.
  var eventLimit: @Sendable (Component) -> Int = { _ in 8 }
  /// Applies a call outside the shared contract.
  var applyExtra: @Sendable (inout Component, FuzzCall) -> Void = { _, _ in }
  /// Stops what would keep the component awake forever (auto-advance) once input stops.
  var quiesce: @Sendable (inout Component) -> Void = { _ in }

  /// The longest a component may take to come to rest after the last input, in seconds.
  static var restLimit: TimeInterval { 30 }
  /// How far a release may move content beyond the finger, in points: a motion within its
  /// animation's tolerance ends where it was going at once.
  static var releaseTolerance: Double { 0.5 }
  /// The most placements any viewport may produce, whatever the geometry.
  static var absolutePlacementLimit: Int { 10_000 }

  func run(_ fuzzCase: FuzzCase) -> FuzzOutcome {
    var run = Run(fuzzer: self, host: ComponentHost(make(fuzzCase.parameters)))
    for (index, call) in fuzzCase.calls.enumerated() {
      if let violation = run.apply(call, index: index) { return FuzzOutcome(violation: violation, restChecked: false) }
    }
    return run.comeToRest()
  }

  /// The state of one case in progress.
  struct Run {
    let fuzzer: ComponentFuzzer
    var host: ComponentHost<Component, Int>
    /// The latest finite time any call carried: the front end's clock.
    var clock = 0.0
    /// The last sample the engine could have accepted, in points.
    var lastFinger: CGPoint?
    /// Calls made since events were last delivered.
    var callsSinceAdvance = 0
    /// What the component answered to the last sample.
    var response: GestureResponse?
    /// The index the last `.settled` (or the host's report of a new index at rest) named.
    var lastSettled: Int?
    /// The data calls made so far (count, lengths): a rebuilt component is given the same data, as a
    /// front end builds it from the data it shows.
    var dataCalls: [FuzzCall] = []

    mutating func apply(_ call: FuzzCall, index: Int) -> FuzzViolation? {
      let before = host.component
      var events: [Component.Event] = []
      if let time = call.time, time.isFinite { clock = max(clock, time) }
      switch call {
      case .drag(let phase, let x, let y, let time):
        let responseBefore = response
        response = host.handle(DragEvent(phase: phase, location: CGPoint(x: x, y: y), time: time))
        if let violation = checkDragStep(
          phase: phase, x: x, y: y, time: time, before: before, responseBefore: responseBefore, index: index)
        {
          return violation
        }
        noteFinger(call)
      case .advance(let time): events = deliver(host.advance(to: time))
      case .viewport(let width, let height):
        host.setViewport(CGSize(width: width, height: height), time: clock)
      case .itemCount(let count):
        host.modify { $0.setItemCount(count) }
        dataCalls = [call]
      case .scroll(let target, let animated, let time):
        host.modify { $0.scroll(to: target, animation: animated ? .snap : nil, time: time) }
      case .reconfigure(let parameters, let time):
        var replacement = fuzzer.make(parameters)
        for data in dataCalls {
          if case .itemCount(let count) = data {
            replacement.setItemCount(count)
          } else {
            fuzzer.applyExtra(&replacement, data)
          }
        }
        host.reconfigure(replacement, time: time)
      // Keys and wheel notches step through the host, which keeps an index asked for before there
      // is a viewport until one comes, while this fuzzer also scrolls the component directly: two
      // owners of the index. So they are sent only once a viewport shows something; the hosted
      // property tests cover keys before a viewport.
      case .key(let key, let time):
        if hostShowsSomething { _ = host.press(key, animation: .snap, time: time) }
      case .wheel(let phase, let dx, let dy, let x, let y, let time):
        guard phase != .notch || hostShowsSomething else { break }
        // What a platform recogniser asks first; any delta gets an answer.
        _ = host.takesScroll(by: CGSize(width: dx, height: dy))
        let event = ScrollWheelEvent(
          delta: CGSize(width: dx, height: dy), location: CGPoint(x: x, y: y), time: time, phase: phase)
        _ = host.scrollWheel(event, animation: .snap)
      case .direction(let direction, let time):
        host.setDirection(direction, time: time)
      case .itemLengths, .visible, .reduceMotion:
        let applyExtra = fuzzer.applyExtra
        host.modify { applyExtra(&$0, call) }
        if case .itemLengths = call { dataCalls = [call] }
      }
      return check(events: events, index: index)
    }

    /// Content moves no further than the finger in one sample; a press moves nothing unless it
    /// catches an animation (which it first advances to the press's time).
    func checkDragStep(
      phase: DragEvent.Phase, x: Double, y: Double, time: Double, before: Component, responseBefore: GestureResponse?,
      index: Int
    ) -> FuzzViolation? {
      let after = host.component
      let sample = logical(DragEvent(phase: phase, location: CGPoint(x: x, y: y), time: time))
      let accepted = sample.isUsable
      let main = after.axis == .horizontal ? sample.location.x : sample.location.y
      // A press may catch an animation, which it first advances to its own time; a sample the
      // component does not follow (undecided, declined, out of order) may let a tap act.
      if phase == .began, !before.isSettled { return nil }
      if phase != .began, responseBefore != .tracking { return nil }
      // The finger's last point is measured along the component's axis now: a reconfigure may have
      // turned it.
      let lastMain = lastFinger.map { Double(after.axis == .horizontal ? $0.x : $0.y) }
      var fingerMove = accepted && phase != .began ? abs(main - (lastMain ?? main)) : 0
      // A release may finish a motion already within its animation's tolerance (half a point).
      if phase == .ended || phase == .cancelled { fingerMove += ComponentFuzzer.releaseTolerance }
      let start = fuzzer.contentPosition(before)
      let end = fuzzer.contentPosition(after)
      var moved = end - start
      if let period = fuzzer.period(after), period > 0, period.isFinite { moved = remainder(moved, period) }
      // Rounding: relative to the offsets and to the viewport (a pager's in-page offset carries the
      // rounding of the far offset it was recentred from).
      let viewportLength = after.axis == .horizontal ? host.viewport.width : host.viewport.height
      let tolerance = 1e-9 * max(abs(start), abs(end), viewportLength.isFinite ? viewportLength : 0) + 1e-6
      // A non-finite position is reported by the finiteness check.
      guard abs(moved) <= fingerMove + tolerance || !moved.isFinite else {
        return FuzzViolation(
          .jump, at: index,
          "content moved \(moved) pt on a \(phase.rawValue) sample; the finger moved \(fingerMove) pt")
      }
      return nil
    }

    /// Whether the host has a viewport to show its component in.
    var hostShowsSomething: Bool { host.viewport.width > 0 && host.viewport.height > 0 }

    mutating func noteFinger(_ call: FuzzCall) {
      guard case .drag(let phase, let x, let y, let time) = call else { return }
      let sample = logical(DragEvent(phase: phase, location: CGPoint(x: x, y: y), time: time))
      if sample.isUsable { lastFinger = sample.location }
    }

    /// The sample as the component hears it: mirrored across the viewport's width right to left.
    /// Content follows the finger in these terms — so a viewport resized under a finger, which
    /// moves the mirror, moves the content with the mirrored finger, keeping it under the real one.
    func logical(_ sample: DragEvent) -> DragEvent {
      host.direction == .rightToLeft ? sample.mirrored(inWidth: host.viewport.width) : sample
    }

    /// The events of `update`, noting the last index reported: by a `.settled` event, or by the host
    /// when the index changed without one (a reconfigure that clamped it).
    mutating func deliver(_ update: ComponentHost<Component, Int>.Update) -> [Component.Event] {
      for event in update.events { if let settled = event.settledIndex { lastSettled = settled } }
      if let index = update.currentIndex { lastSettled = index }
      return update.events
    }

    mutating func check(events: [Component.Event], index: Int?) -> FuzzViolation? {
      let component = host.component
      // Events wait for the next advance, so the limit grows with the calls since the last one.
      callsSinceAdvance += 1
      if !events.isEmpty || index == nil {
        let (limit, overflow) = fuzzer.eventLimit(component).multipliedReportingOverflow(by: callsSinceAdvance)
        if !overflow, events.count > limit {
          return FuzzViolation(.tooManyEvents, at: index, "\(events.count) events from \(callsSinceAdvance) calls")
        }
        callsSinceAdvance = 0
      }
      let placements = component.placements()
      if !allFinite(placements) {
        return FuzzViolation(.nonFinite, at: index, "a placement is not finite: \(placements.prefix(3))")
      }
      // What the front end draws: mirrored, right to left.
      let drawn = host.placements()
      if drawn.count != placements.count || !allFinite(drawn) {
        return FuzzViolation(.nonFinite, at: index, "\(host.direction) placements: \(drawn.prefix(3))")
      }
      // What an item view reads to scale or fade itself.
      if let bad = drawn.first(where: { !host.phase(of: $0).isFinite }) {
        return FuzzViolation(.nonFinite, at: index, "the phase of \(bad) is \(host.phase(of: bad))")
      }
      let numbers = fuzzer.numbers(component) + [fuzzer.contentPosition(component)]
      if let bad = numbers.firstIndex(where: { !$0.isFinite }) {
        return FuzzViolation(.nonFinite, at: index, "public number #\(bad) is \(numbers[bad])")
      }
      // Beyond 2⁵² points an offset cannot place items to the point, so only the absolute bound holds.
      let precise = abs(fuzzer.contentPosition(component)) < 0x1p52
      let limit = min(
        precise ? fuzzer.placementLimit(component, host.viewport) : .max, ComponentFuzzer.absolutePlacementLimit)
      if placements.count > limit {
        return FuzzViolation(
          .tooManyPlacements, at: index, "\(placements.count) placements; at most \(limit) fit in \(host.viewport)")
      }
      if let count = fuzzer.itemCount(component) {
        let valid = count == 0 ? component.currentIndex == 0 : (0..<count).contains(component.currentIndex)
        if !valid {
          return FuzzViolation(.indexOutOfRange, at: index, "currentIndex \(component.currentIndex) of \(count) items")
        }
      }
      if let indices = fuzzer.itemCount(component), indices > 0 {
        // The element a host shows for the current index, and back (SPEC §13).
        let count = fuzzer.elementCount?(component) ?? indices
        let first = component.firstItem(atIndex: component.currentIndex)
        guard (0..<count).contains(first), component.index(showingItem: first) == component.currentIndex else {
          return FuzzViolation(
            .indexOutOfRange, at: index,
            "index \(component.currentIndex) shows item \(first) of \(count), which maps back to "
              + "\(component.index(showingItem: first))")
        }
      }
      // Asked by a front end before it claims a touch: any translation gets an answer.
      for translation in [
        CGSize(width: 12, height: -12), CGSize(width: -12, height: 12), CGSize(width: CGFloat.nan, height: 0),
      ] {
        _ = component.canFollow(translation)
      }
      if let wake = component.nextWakeTime, wake.isNaN {
        return FuzzViolation(.badWakeTime, at: index, "nextWakeTime is NaN")
      }
      return nil
    }

    /// Input stops: a held finger is taken away, timers stop, and frames run until rest.
    mutating func comeToRest() -> FuzzOutcome {
      if host.isTrackingGesture { host.cancelGesture(at: clock) }
      let quiesce = fuzzer.quiesce
      host.modify(quiesce)
      let frame = 1.0 / 60
      guard clock + frame > clock, clock + ComponentFuzzer.restLimit + 1 > clock else {
        return FuzzOutcome(violation: nil, restChecked: false)
      }
      var time = clock
      while !host.component.isSettled, time < clock + ComponentFuzzer.restLimit {
        time += frame
        if let violation = check(events: deliver(host.advance(to: time)), index: nil) {
          return FuzzOutcome(violation: violation, restChecked: true)
        }
      }
      if let violation = check(events: deliver(host.advance(to: time + 1)), index: nil) {
        return FuzzOutcome(violation: violation, restChecked: true)
      }
      let component = host.component
      if !component.isSettled {
        return FuzzOutcome(
          violation: FuzzViolation(
            .notAtRest, at: nil,
            "still moving \(ComponentFuzzer.restLimit) s after the last input (at \(fuzzer.contentPosition(component)))"
          ),
          restChecked: true)
      }
      if let wake = component.nextWakeTime, wake < time {
        return FuzzOutcome(
          violation: FuzzViolation(.badWakeTime, at: nil, "at rest with nextWakeTime \(wake) before now (\(time))"),
          restChecked: true)
      }
      if let problem = fuzzer.restProblem(component) {
        return FuzzOutcome(violation: FuzzViolation(.offSnapPoint, at: nil, problem), restChecked: true)
      }
      if let lastSettled, lastSettled != component.currentIndex {
        return FuzzOutcome(
          violation: FuzzViolation(
            .staleSettled, at: nil, "the last .settled named \(lastSettled); at rest on \(component.currentIndex)"),
          restChecked: true)
      }
      return FuzzOutcome(violation: nil, restChecked: true)
    }
  }
}
