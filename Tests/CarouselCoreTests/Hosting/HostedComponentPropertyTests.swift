import CarouselCore
import CarouselTestSupport
import Foundation
import PropertyBased
import Testing

/// What a front end does between gestures, at random: new viewports (rotations, zero and bad sizes),
/// new data, external index changes, accessibility steps, vanished gestures — interleaved with random
/// gestures, on components built from random parameters (extremes included). Invariants: every number
/// finite, the index in range, and once input stops, at rest within a bounded time on a snap point
/// with the last `.settled` naming the index at rest.
@Suite("Hosted components under random calls")
struct HostedComponentPropertyTests {
  /// One thing a front end may do.
  enum Call: Sendable, CustomStringConvertible {
    case gesture(RandomGestureStep)
    case viewport(width: CGFloat, height: CGFloat)
    case elements(count: Int)
    case index(Int, animated: Bool)
    case step(Int)
    case cancelGesture
    case frame(dt: Double)
    case key(NavigationKey)
    case wheel(ScrollWheelEvent.Phase, dx: Double, dy: Double, dt: Double)
    /// A length measured from an item's content (`ComponentHost.measure`).
    case measure(item: Int, length: CGFloat)

    var description: String {
      switch self {
      case .gesture(let step): "gesture \(step)"
      case .viewport(let width, let height): "viewport \(width)×\(height)"
      case .elements(let count): "elements \(count)"
      case .index(let index, let animated): "index \(index) animated: \(animated)"
      case .step(let delta): "step \(delta)"
      case .cancelGesture: "cancelGesture"
      case .frame(let dt): "frame +\(dt)"
      case .key(let key): "key \(key)"
      case .wheel(let phase, let dx, let dy, let dt): "wheel \(phase)(dx: \(Int(dx)), dy: \(Int(dy)), dt: \(dt))"
      case .measure(let item, let length): "measure item \(item): \(length)"
      }
    }
  }

  static let lengths: [CGFloat] = [0, 1, 8, 16, 40, 200, 1e6, .nan, .infinity, -5]
  static let length = Gen.element(of: lengths).map { $0 ?? 0 }
  static let limit = Gen.element(of: [0, 1, 2, 3, Int.max]).map { $0 ?? 1 }
  static let viewportSide = Gen.element(of: [0, 200, 390, 844, 1280, .nan, -1]).map { $0 ?? 390 }

  static let call = zip(
    Gen.int(in: 0...119), randomGestureStep, viewportSide, viewportSide, Gen.int(in: -3...15), Gen.bool,
    Gen.double(in: 0...0.4)
  ).map { roll, gesture, width, height, number, flag, dt -> Call in
    switch roll {
    case 0...59: .gesture(gesture)
    case 60...64: .viewport(width: width, height: height)
    case 65...69: .elements(count: max(0, number))
    case 70...74: .index(number, animated: flag)
    case 75...79: .step(number % 3)
    case 80...81: .cancelGesture
    case 82...87: .measure(item: number, length: width)
    case 100...107: .key(NavigationKey.allCases[roll - 100])
    case 108...119:
      .wheel(
        ScrollWheelEvent.Phase.allCases[(roll - 108) % ScrollWheelEvent.Phase.allCases.count], dx: gesture.dx,
        dy: gesture.dy, dt: max(0, gesture.dt))
    default: .frame(dt: dt)
    }
  }
  static let calls = call.array(of: 1...80)

  /// Plays `calls` into `host`, checking invariants after each, then lets everything come to rest.
  /// - Returns: the events reported after the last call, and whether the last rest came in time.
  static func exercise<C: InteractiveComponent>(
    _ host: inout ComponentHost<C, Int>, calls: [Call], hasElements: Bool,
    beforeRest: (inout C) -> Void = { _ in }, sourceLocation: SourceLocation = #_sourceLocation
  ) -> [C.Event] {
    var time: TimeInterval = 0
    var location = CGPoint(x: 195, y: 150)
    var count = host.elementIDs.count
    var lastSettled: Int?
    func check() {
      #expect(allFinite(host.placements()), sourceLocation: sourceLocation)
      #expect(host.placements().allSatisfy { host.phase(of: $0).isFinite }, sourceLocation: sourceLocation)
      #expect(host.placements().count <= 200, "too many placements", sourceLocation: sourceLocation)
      if hasElements {
        #expect(
          count == 0 ? host.currentIndex == 0 : (0..<count).contains(host.currentIndex), sourceLocation: sourceLocation)
        #expect(
          count == 0 ? host.settledIndex == 0 : (0..<count).contains(host.settledIndex), "settled index out of range",
          sourceLocation: sourceLocation)
      }
    }
    for call in calls {
      switch call {
      case .gesture(let step):
        time += max(0, step.dt)
        location.x += step.dx
        location.y += step.dy
        _ = host.handle(DragEvent(phase: step.phase, location: location, time: time))
      case .viewport(let width, let height): host.setViewport(CGSize(width: width, height: height), time: time)
      case .elements(let newCount):
        if hasElements {
          count = newCount
          host.setElements(Array(0..<newCount), time: time)
        }
      case .index(let index, let animated): host.setIndex(index, animation: animated ? .snap : nil, time: time)
      case .step(let delta): host.step(by: delta, animation: .snap, time: time)
      case .cancelGesture: host.cancelGesture(at: time)
      case .frame(let dt): time += dt
      case .key(let key): _ = host.press(key, animation: .snap, time: time)
      case .measure(let item, let length): host.measure(length, of: item, time: time)
      case .wheel(let phase, let dx, let dy, let dt):
        time += dt
        let event = ScrollWheelEvent(delta: CGSize(width: dx, height: dy), location: location, time: time, phase: phase)
        _ = host.scrollWheel(event, animation: .snap)
      }
      for event in host.advance(to: time).events { if let index = event.settledIndex { lastSettled = index } }
      check()
    }
    // Input stops: a viewport that shows something, the finger lifted, then frames until rest.
    host.setViewport(CGSize(width: 390, height: 600), time: time)
    host.cancelGesture(at: time)
    host.modify(beforeRest)
    var frames = 0
    var events: [C.Event] = []
    while host.wantsFrames && frames < 60 * 20 {
      time += 1.0 / 60
      frames += 1
      events += host.advance(to: time).events
      check()
    }
    events += host.advance(to: time + 1).events
    #expect(!host.wantsFrames, "still moving 20 s after the last input", sourceLocation: sourceLocation)
    for event in events { if let index = event.settledIndex { lastSettled = index } }
    if let lastSettled {
      #expect(
        lastSettled == host.currentIndex, "the last .settled named \(lastSettled), at rest on \(host.currentIndex)",
        sourceLocation: sourceLocation)
    }
    #expect(
      host.settledIndex == host.currentIndex, "at rest on \(host.currentIndex), settledIndex \(host.settledIndex)",
      sourceLocation: sourceLocation)
    return events
  }

  @Test func snapCarousel() async {
    await propertyCheck(
      count: 500, input: Self.calls, Gen.int(in: 0...12), Self.length, Self.length, Self.limit, Gen.bool
    ) { calls, count, inset, spacing, limit, leading in
      let carousel = SnapCarousel(
        itemCount: 0, itemInset: inset, spacing: spacing, alignment: leading ? .leading : .center,
        maxItemsPerFling: limit)
      var host = ComponentHost<SnapCarousel, Int>(carousel, elementIDs: Array(0..<count))
      _ = Self.exercise(&host, calls: calls, hasElements: true)
      let component = host.component
      let stride = component.itemLength + component.spacing
      if component.itemLength > 0, stride.isFinite {
        #expect(
          abs(component.offset - CGFloat(host.currentIndex) * stride) <= 1e-6 * max(1, component.offset),
          "rests between items")
      }
    }
  }

  @Test func measuredSnapCarousel() async {
    await propertyCheck(
      count: 500, input: Self.calls, Gen.int(in: 0...12), Self.length, Self.length, Self.limit, Gen.bool
    ) { calls, count, estimate, spacing, limit, leading in
      let carousel = SnapCarousel(
        itemCount: 0, itemSizing: .measured(estimatedLength: estimate), spacing: spacing,
        alignment: leading ? .leading : .center, maxItemsPerFling: limit)
      var host = ComponentHost<SnapCarousel, Int>(carousel, elementIDs: Array(0..<count))
      _ = Self.exercise(&host, calls: calls, hasElements: true)
      // At rest on the current item's resting offset: its phase is 0.
      let current = ItemPlacement(index: host.component.currentIndex, frame: .zero)
      #expect(abs(host.component.phase(of: current)) <= 1e-6, "rests between items")
    }
  }

  @Test func pagedCarousel() async {
    await propertyCheck(
      count: 500, input: Self.calls, Gen.int(in: 0...12), Gen.int(in: 1...4), Self.length, Self.length
    ) { calls, count, rows, leading, peek in
      let carousel = PagedCarousel(
        itemCount: 0, rowsPerPage: rows, leadingInset: leading, trailingPeek: peek, autoAdvance: .every(1))
      var host = ComponentHost<PagedCarousel, Int>(carousel, elementIDs: Array(0..<count))
      // Auto-advance would never rest: it stops (the carousel leaves the screen) when input stops.
      _ = Self.exercise(&host, calls: calls, hasElements: false) { $0.setVisible(false) }
      let component = host.component
      #expect(component.pageCount == 0 || (0..<component.pageCount).contains(host.currentIndex))
      if component.pageLength > 0, component.pageLength.isFinite {
        #expect(
          abs(component.offset - CGFloat(host.currentIndex) * component.pageLength) <= 1e-6 * max(1, component.offset),
          "rests between pages")
      }
    }
  }

  @Test func cardStack() async {
    await propertyCheck(
      count: 500, input: Self.calls, Gen.int(in: 0...12), Gen.bool, Self.length, Self.limit, Gen.int(in: -1...200)
    ) { calls, count, loops, inset, limit, stackSize in
      var style = CardStack.Style()
      style.maxStackSize = stackSize
      let stack = CardStack(itemCount: 0, style: style, loops: loops, horizontalInset: inset, maxItemsPerFling: limit)
      var host = ComponentHost<CardStack, Int>(stack, elementIDs: Array(0..<count))
      _ = Self.exercise(&host, calls: calls, hasElements: true)
      #expect(abs(host.component.position - host.component.position.rounded()) < 1e-6, "rests between cards")
    }
  }

  @Test func rotaryCarousel() async {
    await propertyCheck(count: 500, input: Self.calls, Gen.int(in: 0...12), Self.length, Self.limit) {
      calls, count, pointsPerItem, limit in
      let ring = RotaryCarousel(itemCount: 0, pointsPerItem: pointsPerItem, maxItemsPerFling: limit)
      var host = ComponentHost<RotaryCarousel, Int>(ring, elementIDs: Array(0..<count))
      _ = Self.exercise(&host, calls: calls, hasElements: true)
      #expect(abs(host.component.position - host.component.position.rounded()) < 1e-6, "rests between items")
    }
  }

  @Test func freeScrollCarousel() async {
    await propertyCheck(count: 500, input: Self.calls, Gen.int(in: 0...12), Self.length, Self.length) {
      calls, count, width, spacing in
      let row = FreeScrollCarousel(itemCount: 0, itemSize: CGSize(width: width, height: 200), spacing: spacing)
      var host = ComponentHost<FreeScrollCarousel, Int>(row, elementIDs: Array(0..<count))
      _ = Self.exercise(&host, calls: calls, hasElements: true)
      #expect(host.component.offset.isFinite)
    }
  }

  @Test func infinitePager() async {
    await propertyCheck(count: 500, input: Self.calls, Gen.bool) { calls, vertical in
      var host = ComponentHost<InfinitePager, Int>(InfinitePager(axis: vertical ? .vertical : .horizontal))
      let events = Self.exercise(&host, calls: calls, hasElements: false)
      #expect(host.component.pageOffset == 0)
      #expect(
        events.filter { if case .paged = $0 { true } else { false } }.count <= InfinitePager.maximumScrollDistance)
    }
  }
}
