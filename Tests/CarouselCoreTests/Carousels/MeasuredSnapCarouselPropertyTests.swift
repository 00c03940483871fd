import CarouselCore
import CarouselTestSupport
import Foundation
import PropertyBased
import Testing

/// A content-sized snap carousel under random gestures, new lengths (mid-drag and mid-animation
/// included) and new viewports: every number finite, indices in range, the current item kept across
/// every change of lengths and viewport, never more than `maxItemsPerFling` items from where a press
/// began, exactly one `.currentIndexChanged` for each change of the current item (from the one
/// reported before, to the one current now) and none otherwise, and once input stops, at rest on the
/// current item's resting offset, reported by one `.settled` naming it.
@Suite("SnapCarousel with measured items: properties")
struct MeasuredSnapCarouselPropertyTests {
  enum Call: Sendable, CustomStringConvertible {
    case gesture(RandomGestureStep)
    /// New lengths for the items, as many as there are: `seed` picks them.
    case lengths(seed: Int)
    case viewport(width: CGFloat)
    case frame(dt: Double)

    var description: String {
      switch self {
      case .gesture(let step): "gesture \(step)"
      case .lengths(let seed): "lengths #\(seed)"
      case .viewport(let width): "viewport \(width)"
      case .frame(let dt): "frame +\(dt)"
      }
    }
  }

  static let call = zip(
    Gen.int(in: 0...99), randomGestureStep, Gen.int(in: 0...1_000_000),
    Gen.element(of: [200, 390, 844, 1280] as [CGFloat]).map { $0 ?? 390 }, Gen.double(in: 0...0.3)
  ).map { roll, step, seed, width, dt -> Call in
    switch roll {
    case 0...64: .gesture(step)
    case 65...79: .lengths(seed: seed)
    case 80...84: .viewport(width: width)
    default: .frame(dt: dt)
    }
  }
  static let calls = call.array(of: 1...80)
  static let limit = Gen.element(of: [0, 1, 1, 2, 3, Int.max]).map { $0 ?? 1 }

  /// `count` lengths from 1 to 400 points, drawn from `seed` (SplitMix64).
  static func lengths(count: Int, seed: Int) -> [CGFloat] {
    var state = UInt64(truncatingIfNeeded: seed) &+ 0x9E37_79B9_7F4A_7C15
    return (0..<count).map { _ in
      state = state &+ 0x9E37_79B9_7F4A_7C15
      var z = state
      z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
      z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
      return 1 + CGFloat((z ^ (z >> 31)) % 400)
    }
  }

  @Test func measuredSnapCarousel() async {
    await propertyCheck(
      count: 300, input: Self.calls, Gen.int(in: 0...10), Self.limit, Gen.bool, Gen.element(of: [0, 8, 16, 40])
    ) { calls, count, limit, leading, spacing in
      let alignment: SnapCarousel.Alignment = leading ? .leading : .center
      let spacing = CGFloat(spacing ?? 16)
      var lengths = Self.lengths(count: count, seed: count)
      var carousel = SnapCarousel(
        itemCount: count, itemSizing: .measured(estimatedLength: 100), spacing: spacing, alignment: alignment,
        maxItemsPerFling: limit)
      carousel.setViewport(CGSize(width: 390, height: 200))
      carousel.setItemLengths(lengths)
      var time: TimeInterval = 0
      var location = CGPoint(x: 195, y: 100)
      /// The current item when the last press began, which every rest since is within reach of.
      var pressIndex: Int?

      func check(_ carousel: SnapCarousel, after call: Call) {
        let placements = carousel.placements()
        #expect(allFinite(placements), "\(call)")
        #expect(placements.allSatisfy { (0..<count).contains($0.index) }, "\(call)")
        #expect(placements.allSatisfy { carousel.phase(of: $0).isFinite }, "\(call)")
        #expect(count == 0 || (0..<count).contains(carousel.currentIndex), "\(call)")
        #expect(carousel.offset.isFinite, "\(call)")
        if carousel.isSettled, let pressIndex, limit < Int.max {
          #expect(abs(carousel.currentIndex - pressIndex) <= limit, "more than \(limit) from \(pressIndex): \(call)")
        }
      }

      // The current item as the events have reported it so far.
      var reported = carousel.currentIndex
      _ = carousel.advance(to: time)
      /// Exactly one `.currentIndexChanged` when the current item changed since the last report, from
      /// the one reported to the one current now; none when it did not.
      func checkReported(_ events: [ItemEvent], after call: Call) {
        let changes = events.compactMap { event -> (from: Int, to: Int)? in
          if case .currentIndexChanged(let from, let to) = event { return (from, to) }
          return nil
        }
        if carousel.currentIndex == reported {
          #expect(changes.isEmpty, "\(changes.count) index events without a change: \(call)")
        } else {
          #expect(changes.count == 1, "\(changes.count) index events for one change: \(call)")
          #expect(changes.first?.from == reported && changes.first?.to == carousel.currentIndex, "\(call)")
        }
        reported = carousel.currentIndex
      }

      for call in calls {
        let before = carousel.currentIndex
        switch call {
        case .gesture(let step):
          time += max(0, step.dt)
          location.x += step.dx
          location.y += step.dy
          _ = carousel.handle(DragEvent(phase: step.phase, location: location, time: time))
          if step.phase == .began { pressIndex = carousel.currentIndex }
        case .lengths(let seed):
          lengths = Self.lengths(count: count, seed: seed)
          carousel.setItemLengths(lengths)
          #expect(carousel.currentIndex == before, "new lengths moved the current item")
        case .viewport(let width):
          carousel.setViewport(CGSize(width: width, height: 200))
          #expect(carousel.currentIndex == before, "a new viewport moved the current item")
        case .frame(let dt):
          time += dt
        }
        checkReported(carousel.advance(to: time), after: call)
        check(carousel, after: call)
      }
      _ = carousel.handle(.ended(location, at: time + 0.01))
      var rested: [ItemEvent] = []
      var frameTime = time + 0.01
      repeat {
        frameTime += 1.0 / 60
        let events = carousel.advance(to: frameTime)
        rested += events
        checkReported(events, after: .frame(dt: 1.0 / 60))
        check(carousel, after: .frame(dt: 1.0 / 60))
      } while !carousel.isSettled && frameTime < time + 30
      #expect(carousel.isSettled)
      // One rest, reported at most once, and naming the item it rests on.
      let rests = rested.compactMap { event -> Int? in
        if case .settled(let index) = event { return index }
        return nil
      }
      #expect(rests.count <= 1, "\(rests.count) rests reported for one")
      #expect(rests.allSatisfy { $0 == carousel.currentIndex })
      guard count > 0 else { return }
      let index = carousel.currentIndex
      let start = lengths[..<index].reduce(0) { $0 + $1 + spacing }
      let rest = alignment == .center ? start + (lengths[index] - lengths[0]) / 2 : start
      #expect(abs(carousel.offset - rest) <= 1e-6 * max(1, rest), "at rest between items")
      if let pressIndex, limit < Int.max { #expect(abs(index - pressIndex) <= limit) }
    }
  }
}
