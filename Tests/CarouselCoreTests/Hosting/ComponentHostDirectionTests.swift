import CarouselCore
import CarouselTestSupport
import Foundation
import PropertyBased
import Testing

/// Right to left (SPEC §18): every hosted component is the mirror image of itself left to right —
/// placements, drags, taps, keys and wheel scrolls.
@Suite("ComponentHost right to left")
struct ComponentHostDirectionTests {
  typealias SnapHost = ComponentHost<SnapCarousel, Int>
  static let viewport = CGSize(width: 390, height: 260)

  static func snapHost(direction: ReadingDirection, count: Int = 6) -> SnapHost {
    var host = SnapHost(SnapCarousel(itemCount: 0), elementIDs: Array(0..<count), direction: direction)
    host.setViewport(viewport, time: 0)
    return host
  }

  /// Drags horizontally by `dx` points over 0.3 s from the middle of the viewport and lets go.
  static func drag<C, ID>(_ host: inout ComponentHost<C, ID>, by dx: CGFloat, at start: TimeInterval) {
    let from = CGPoint(x: 195, y: 130)
    _ = host.handle(.began(from, at: start))
    for step in 1...10 {
      let point = CGPoint(x: from.x + dx * CGFloat(step) / 10, y: from.y)
      _ = host.handle(.changed(point, at: start + 0.03 * Double(step)))
    }
    _ = host.handle(.ended(CGPoint(x: from.x + dx, y: from.y), at: start + 0.3))
  }

  // MARK: - What a user sees

  @Test func theFirstItemStartsAtTheRightAndTheNextLiesToItsLeft() {
    let host = Self.snapHost(direction: .rightToLeft)
    let placements = host.placements()
    let first = try! #require(placements.first { $0.index == 0 })
    #expect(first.frame.maxX > Self.viewport.width / 2)
    if let second = placements.first(where: { $0.index == 1 }) { #expect(second.frame.midX < first.frame.midX) }
    let ltr = Self.snapHost(direction: .leftToRight).placements()
    #expect(placements == ltr.map { $0.mirrored(inWidth: Self.viewport.width) })
  }

  @Test func aDragToTheRightMovesForwardAndOneToTheLeftBack() {
    var host = Self.snapHost(direction: .rightToLeft)
    Self.drag(&host, by: 200, at: 0.1)
    ComponentHostKeysAndWheelTests.settle(&host, from: 0.4)
    #expect(host.currentIndex == 1)
    Self.drag(&host, by: -200, at: 2)
    ComponentHostKeysAndWheelTests.settle(&host, from: 2.3)
    #expect(host.currentIndex == 0)
  }

  @Test func arrowKeysSwapAndUpDownPageKeysKeepTheirMeaning() {
    var host = Self.snapHost(direction: .rightToLeft)
    do { let taken = host.press(.left, animation: nil, time: 0.1); #expect(taken) }
    #expect(host.currentIndex == 1)
    do { let taken = host.press(.right, animation: nil, time: 0.2); #expect(taken) }
    #expect(host.currentIndex == 0)
    do { let taken = host.press(.end, animation: nil, time: 0.3); #expect(taken) }
    #expect(host.currentIndex == 5)
    do { let taken = host.press(.up, animation: nil, time: 0.4); #expect(!taken) }
    #expect(NavigationKey.left.command(along: .horizontal, direction: .rightToLeft) == .step(1))
    #expect(NavigationKey.down.command(along: .vertical, direction: .rightToLeft) == .step(1))
  }

  @Test func aWheelNotchTowardsTheRightGoesBack() {
    var host = Self.snapHost(direction: .rightToLeft)
    let left = ScrollWheelEvent(delta: CGSize(width: -48, height: 0), location: .zero, time: 0.1, phase: .notch)
    do { let taken = host.scrollWheel(left, animation: nil); #expect(taken) }
    #expect(host.currentIndex == 1)
    let right = ScrollWheelEvent(delta: CGSize(width: 48, height: 0), location: .zero, time: 0.2, phase: .notch)
    do { let taken = host.scrollWheel(right, animation: nil); #expect(taken) }
    #expect(host.currentIndex == 0)
  }

  @Test func aTapHitsTheItemDrawnUnderIt() {
    var host = ComponentHost<FreeScrollCarousel, Int>(
      FreeScrollCarousel(itemCount: 0, itemSize: CGSize(width: 100, height: 100), spacing: 10),
      elementIDs: Array(0..<8), direction: .rightToLeft)
    host.setViewport(Self.viewport, time: 0)
    let second = try! #require(host.placements().first { $0.index == 1 })
    host.tap(at: CGPoint(x: second.frame.midX, y: second.frame.midY), time: 0.1)
    let events = host.advance(to: 0.2).events
    #expect(events.contains(.tapped(index: 1)))
  }

  @Test func theRingTurnsTheOtherWay() {
    var ltr = ComponentHost<RotaryCarousel, Int>(RotaryCarousel(itemCount: 0), elementIDs: Array(0..<6))
    var rtl = ComponentHost<RotaryCarousel, Int>(
      RotaryCarousel(itemCount: 0), elementIDs: Array(0..<6), direction: .rightToLeft)
    ltr.setViewport(Self.viewport, time: 0)
    rtl.setViewport(Self.viewport, time: 0)
    let rtlBanner = try! #require(rtl.placements().first { $0.index == 1 })
    let ltrBanner = try! #require(ltr.placements().first { $0.index == 1 })
    #expect((rtlBanner.frame.midX - 195) * (ltrBanner.frame.midX - 195) < 0, "the next banner on the other side")
  }

  @Test func theLeavingCardTurnsTheOtherWay() {
    var ltr = ComponentHost<CardStack, Int>(CardStack(itemCount: 0), elementIDs: Array(0..<6))
    var rtl = ComponentHost<CardStack, Int>(CardStack(itemCount: 0), elementIDs: Array(0..<6), direction: .rightToLeft)
    ltr.setViewport(Self.viewport, time: 0)
    rtl.setViewport(Self.viewport, time: 0)
    for (host, dx) in [(0, -120.0), (1, 120.0)] {
      let start = CGPoint(x: 195, y: 130)
      let moves: [DragEvent] = (1...6).map { (step: Int) -> DragEvent in
        let fraction = Double(step) / 6
        return DragEvent.changed(CGPoint(x: start.x + dx * fraction, y: start.y), at: 1 + 0.03 * Double(step))
      }
      let samples: [DragEvent] = [DragEvent.began(start, at: 1)] + moves
      for sample in samples { _ = host == 0 ? ltr.handle(sample) : rtl.handle(sample) }
    }
    let leaving = try! #require(ltr.placements().first { !$0.rotation.isIdentity }, "the top card turns as it leaves")
    let mirrored = try! #require(rtl.placements().first { $0.index == leaving.index })
    #expect(mirrored.rotation == leaving.rotation.mirrored)
    #expect(mirrored.rotation.radians * mirrored.rotation.z == -(leaving.rotation.radians * leaving.rotation.z))
  }

  @Test func changingTheDirectionKeepsTheItemAndCancelsTheFinger() {
    var host = Self.snapHost(direction: .leftToRight)
    host.setIndex(2, animation: nil, time: 0.1)
    let before = host.placements()
    _ = host.handle(.began(CGPoint(x: 195, y: 130), at: 0.2))
    host.setDirection(.rightToLeft, time: 0.3)
    #expect(!host.isTrackingGesture)
    #expect(host.direction == .rightToLeft)
    ComponentHostKeysAndWheelTests.settle(&host, from: 0.3)
    #expect(host.currentIndex == 2)
    #expect(host.placements() == before.map { $0.mirrored(inWidth: Self.viewport.width) })
  }

  @Test func mirroringTwiceGivesThePlacementBack() {
    let placement = ItemPlacement(
      index: 3, frame: CGRect(x: 10, y: 20, width: 100, height: 50), scale: 0.8,
      rotation: ItemRotation(radians: 0.4, axis: (0.2, 1, 0.3)), opacity: 0.5, zIndex: 2)
    let twice = placement.mirrored(inWidth: 390).mirrored(inWidth: 390)
    #expect(twice == placement)
    #expect(ItemRotation.none.mirrored == .none)
    #expect(NavigationKey.allCases.allSatisfy { $0.mirrored.mirrored == $0 })
    let clockwise = ItemRotation.inPlane(radians: 0.3)
    #expect(clockwise.mirrored.radians * clockwise.mirrored.z == -0.3)
  }

  @Test func aMirroredWheelEventStaysWithinItsLimits() {
    let event = ScrollWheelEvent(
      delta: CGSize(width: CGFloat.nan, height: 1e9), location: CGPoint(x: 10, y: 5), time: 1, phase: .changed)
    let mirrored = event.mirrored(inWidth: 390)
    #expect(mirrored.delta == CGSize(width: 0, height: ScrollWheelEvent.maximumDelta))
    #expect(mirrored.location == CGPoint(x: 380, y: 5))
    let bad = DragEvent.changed(CGPoint(x: 3, y: 4), at: 1).mirrored(inWidth: .nan)
    #expect(!bad.isUsable)
  }

  // MARK: - The mirror property

  /// Plays `calls` into `rtl` and their mirror images into `ltr`, and checks after every call that
  /// the two answer alike and that one draws the other's mirror image.
  static func expectMirrorImages<C: InteractiveComponent>(
    rtl: inout ComponentHost<C, Int>, ltr: inout ComponentHost<C, Int>, calls: [HostedComponentPropertyTests.Call],
    hasElements: Bool, sourceLocation: SourceLocation = #_sourceLocation
  ) {
    var time: TimeInterval = 0
    var location = CGPoint(x: 195, y: 150)
    for call in calls {
      let width = ltr.viewport.width
      switch call {
      case .gesture(let step):
        time += max(0, step.dt)
        location.x += step.dx
        location.y += step.dy
        let event = DragEvent(phase: step.phase, location: location, time: time)
        let answers = (rtl.handle(event), ltr.handle(event.mirrored(inWidth: width)))
        #expect(answers.0 == answers.1, "\(call)", sourceLocation: sourceLocation)
      case .viewport(let width, let height):
        rtl.setViewport(CGSize(width: width, height: height), time: time)
        ltr.setViewport(CGSize(width: width, height: height), time: time)
      case .elements(let count):
        guard hasElements else { break }
        rtl.setElements(Array(0..<count), time: time)
        ltr.setElements(Array(0..<count), time: time)
      case .index(let index, let animated):
        rtl.setIndex(index, animation: animated ? .snap : nil, time: time)
        ltr.setIndex(index, animation: animated ? .snap : nil, time: time)
      case .step(let delta):
        rtl.step(by: delta, animation: .snap, time: time)
        ltr.step(by: delta, animation: .snap, time: time)
      case .cancelGesture:
        rtl.cancelGesture(at: time)
        ltr.cancelGesture(at: time)
      case .frame(let dt): time += dt
      case .measure(let item, let length):
        rtl.measure(length, of: item, time: time)
        ltr.measure(length, of: item, time: time)
      case .key(let key):
        let answers = (
          rtl.press(key, animation: .snap, time: time), ltr.press(key.mirrored, animation: .snap, time: time)
        )
        #expect(answers.0 == answers.1, "\(call)", sourceLocation: sourceLocation)
      case .wheel(let phase, let dx, let dy, let dt):
        time += dt
        let event = ScrollWheelEvent(delta: CGSize(width: dx, height: dy), location: location, time: time, phase: phase)
        let answers = (
          rtl.scrollWheel(event, animation: .snap), ltr.scrollWheel(event.mirrored(inWidth: width), animation: .snap)
        )
        #expect(answers.0 == answers.1, "\(call)", sourceLocation: sourceLocation)
      }
      let rtlUpdate = rtl.advance(to: time)
      let ltrUpdate = ltr.advance(to: time)
      #expect(rtlUpdate.events == ltrUpdate.events, "\(call)", sourceLocation: sourceLocation)
      #expect(rtlUpdate.currentIndex == ltrUpdate.currentIndex, "\(call)", sourceLocation: sourceLocation)
      let mirror = ltr.placements().map { $0.mirrored(inWidth: ltr.viewport.width) }
      #expect(rtl.placements() == mirror, "placements after \(call)", sourceLocation: sourceLocation)
      // Equal up to the rounding of a frame mirrored back (the tab strip reads its phase from it).
      let phases = zip(rtl.placements().map(rtl.phase), ltr.placements().map(ltr.phase))
      #expect(
        phases.allSatisfy { abs($0 - $1) <= 1e-9 * max(1, abs($1)) }, "phases after \(call)",
        sourceLocation: sourceLocation)
      #expect(rtl.wantsFrames == ltr.wantsFrames, "\(call)", sourceLocation: sourceLocation)
    }
  }

  /// Runs the mirror property on hosts of `make`'s components.
  static func checkMirror<C: InteractiveComponent>(
    count: Int, calls: [HostedComponentPropertyTests.Call], elements: Bool = true, _ make: () -> C,
    sourceLocation: SourceLocation = #_sourceLocation
  ) {
    let ids = elements ? Array(0..<count) : nil
    var rtl = ComponentHost<C, Int>(make(), elementIDs: ids, direction: .rightToLeft)
    var ltr = ComponentHost<C, Int>(make(), elementIDs: ids)
    Self.expectMirrorImages(rtl: &rtl, ltr: &ltr, calls: calls, hasElements: elements, sourceLocation: sourceLocation)
  }

  static let calls = HostedComponentPropertyTests.calls
  static let length = HostedComponentPropertyTests.length

  @Test func snapCarouselIsItsMirrorImage() async {
    await propertyCheck(count: 200, input: Self.calls, Gen.int(in: 0...12), Self.length, Gen.bool) {
      calls, count, spacing, leading in
      Self.checkMirror(count: count, calls: calls) {
        SnapCarousel(itemCount: 0, itemInset: 20, spacing: spacing, alignment: leading ? .leading : .center)
      }
    }
  }

  @Test func measuredSnapCarouselIsItsMirrorImage() async {
    await propertyCheck(count: 200, input: Self.calls, Gen.int(in: 0...12), Self.length, Gen.bool) {
      calls, count, spacing, leading in
      Self.checkMirror(count: count, calls: calls) {
        SnapCarousel(
          itemCount: 0, itemSizing: .measured(estimatedLength: 150), spacing: spacing,
          alignment: leading ? .leading : .center)
      }
    }
  }

  @Test func pagedCarouselIsItsMirrorImage() async {
    await propertyCheck(count: 200, input: Self.calls, Gen.int(in: 0...12), Gen.int(in: 1...3), Self.length) {
      calls, count, rows, peek in
      Self.checkMirror(count: count, calls: calls) {
        PagedCarousel(itemCount: 0, rowsPerPage: rows, leadingInset: 16, trailingPeek: peek, autoAdvance: .every(1))
      }
    }
  }

  @Test func cardStackIsItsMirrorImage() async {
    await propertyCheck(count: 200, input: Self.calls, Gen.int(in: 0...12), Gen.bool) { calls, count, loops in
      Self.checkMirror(count: count, calls: calls) { CardStack(itemCount: 0, loops: loops) }
    }
  }

  @Test func rotaryCarouselIsItsMirrorImage() async {
    await propertyCheck(count: 200, input: Self.calls, Gen.int(in: 0...12)) { calls, count in
      Self.checkMirror(count: count, calls: calls) { RotaryCarousel(itemCount: 0) }
    }
  }

  @Test func freeScrollCarouselIsItsMirrorImage() async {
    await propertyCheck(count: 200, input: Self.calls, Gen.int(in: 0...12), Self.length) { calls, count, width in
      Self.checkMirror(count: count, calls: calls) {
        FreeScrollCarousel(itemCount: 0, itemSize: CGSize(width: width, height: 200), spacing: 8)
      }
    }
  }

  @Test func tabStripIsItsMirrorImage() async {
    await propertyCheck(count: 100, input: Self.calls, Gen.int(in: 0...8)) { calls, count in
      Self.checkMirror(count: count, calls: calls) {
        TabStrip(tabWidths: (0..<count).map { CGFloat(60 + 30 * ($0 % 3)) }, spacing: 8)
      }
    }
  }

  @Test func tabbedPagerIsItsMirrorImage() async {
    await propertyCheck(count: 100, input: Self.calls, Gen.int(in: 0...8)) { calls, count in
      Self.checkMirror(count: count, calls: calls) {
        TabbedPager(tabWidths: (0..<count).map { CGFloat(70 + 20 * ($0 % 4)) }, spacing: 4)
      }
    }
  }

  @Test func infinitePagerIsItsMirrorImage() async {
    await propertyCheck(count: 200, input: Self.calls, Gen.bool) { calls, vertical in
      Self.checkMirror(count: 0, calls: calls, elements: false) {
        InfinitePager(axis: vertical ? .vertical : .horizontal)
      }
    }
  }
}
