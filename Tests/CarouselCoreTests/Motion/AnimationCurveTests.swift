import Foundation
import PropertyBased
import Testing

@testable import CarouselCore

@Suite("Animation curves")
struct AnimationCurveTests {
  @Test(
    "Bézier eases start at 0, end at 1 and never go back",
    arguments: [
      CubicBezierTiming.easeIn, .easeOut, .easeInOut,
    ])
  func bezierEndpointsAndMonotonicity(timing: CubicBezierTiming) {
    #expect(timing.progress(at: 0) == 0)
    #expect(timing.progress(at: 1) == 1)
    #expect(timing.progress(at: -3) == 0)
    #expect(timing.progress(at: 7) == 1)
    var previous = 0.0
    for step in 1...100 {
      let value = timing.progress(at: Double(step) / 100)
      #expect(value >= previous - 1e-9)
      previous = value
    }
  }

  @Test func easeInOutIsSymmetric() {
    #expect(abs(CubicBezierTiming.easeInOut.progress(at: 0.5) - 0.5) < 1e-6)
    let quarter = CubicBezierTiming.easeInOut.progress(at: 0.25)
    let threeQuarters = CubicBezierTiming.easeInOut.progress(at: 0.75)
    #expect(abs(quarter + threeQuarters - 1) < 1e-6)
    // easeIn starts slowly, easeOut quickly.
    #expect(CubicBezierTiming.easeIn.progress(at: 0.25) < 0.25)
    #expect(CubicBezierTiming.easeOut.progress(at: 0.25) > 0.25)
  }

  @Test func linearTakesExactlyItsDuration() {
    let motion = AnimatedValue(from: 0, to: 100, startTime: 1, curve: .linear(duration: 0.2))
    #expect(abs(motion.value(at: 1.1) - 50) < 1e-9)
    #expect(abs(motion.velocity(at: 1.1) - 500) < 1e-9)
    #expect(!motion.isFinished(at: 1.19))
    #expect(motion.isFinished(at: 1.2))
    #expect(motion.value(at: 5) == 100)
    #expect(motion.velocity(at: 5) == 0)
  }

  @Test func criticallyDampedSpringFromRestNeverOvershoots() {
    for response in [0.1, 0.35, 0.5, 1.2] {
      let motion = AnimatedValue(from: 0, to: 300, startTime: 0, curve: .smooth(duration: response))
      var previous: CGFloat = 0
      for frame in 0...600 {
        let value = motion.value(at: Double(frame) / 240)
        #expect(value <= 300)
        #expect(value >= previous)
        previous = value
      }
      #expect(motion.isFinished(at: 10))
    }
  }

  @Test func springMovingAwayFromTargetStillDoesNotOvershootWhenCritical() {
    let motion = AnimatedValue(from: 0, to: 100, startTime: 0, initialVelocity: -800, curve: .snap)
    for frame in 0...600 {
      #expect(motion.value(at: Double(frame) / 240) <= 100)
    }
  }

  @Test func springStartsWithTheGivenVelocity() {
    let motion = AnimatedValue(from: 0, to: 100, startTime: 2, initialVelocity: 750, curve: .default)
    #expect(abs(motion.velocity(at: 2) - 750) < 1e-6)
    #expect(motion.value(at: 2) == 0)
  }

  @Test func underdampedSpringOvershootsAndSettlesExactlyOnTarget() {
    let motion = AnimatedValue(from: 0, to: 100, startTime: 0, curve: .spring(response: 0.5, dampingFraction: 0.3))
    let peak = (0...480).map { motion.value(at: Double($0) / 240) }.max() ?? 0
    #expect(peak > 100)
    let end = (0...2400).map { Double($0) / 240 }.first { motion.isFinished(at: $0) }
    #expect(end != nil)
    if let end { #expect(motion.value(at: end) == 100) }
  }

  @Test func overdampedSpringArrives() {
    let motion = AnimatedValue(from: 10, to: -40, startTime: 0, curve: .spring(response: 0.3, dampingFraction: 2.5))
    #expect(motion.value(at: 0.1) < 10)
    #expect(motion.value(at: 0.1) > -40)
    #expect(motion.isFinished(at: 5))
  }

  @Test(
    "Bad durations and values finish at once without NaN",
    arguments: [
      AnimationCurve.linear(duration: 0), .linear(duration: -1), .easeIn(duration: .nan),
      .spring(response: 0, dampingFraction: 1), .spring(response: .infinity, dampingFraction: 1),
    ])
  func badCurvesFinishImmediately(curve: AnimationCurve) {
    let motion = AnimatedValue(from: 3, to: 9, startTime: 0, curve: curve)
    #expect(motion.isFinished(at: 0))
    #expect(motion.value(at: 0) == 9)
  }

  @Test func nonFiniteInputsStayFinite() {
    let motion = AnimatedValue(
      from: .nan, to: .infinity, startTime: .nan, initialVelocity: .nan,
      curve: .spring(response: 0.4, dampingFraction: .nan))
    for time in [0.0, 0.1, .nan, .infinity, -.infinity] {
      #expect(motion.value(at: time).isFinite)
      #expect(motion.velocity(at: time).isFinite)
    }
  }

  /// Every animation ends (SPEC §21): whatever curve a caller builds — no damping, negative or NaN
  /// damping, a huge one, a response of a day — from any distance and speed a component can reach.
  @Test func everyAnimationEndsWithinBoundedTime() async {
    let fractions = Gen.element(of: [0, -1, .nan, .infinity, -.infinity, 1e-9, 0.05, 0.5, 1, 3, 1e6])
    let responses = Gen.element(of: [0.001, 0.35, 1, 10, 1e3, 86_400, .greatestFiniteMagnitude])
    let distances = Gen.element(of: [0.5, 1, 400, 1e6, 1e9] as [Double])
    let velocities = Gen.element(of: [0, 5_000, -5_000, 1e7] as [Double])
    await propertyCheck(count: 400, input: fractions, responses, distances, velocities) {
      fraction, response, distance, velocity in
      let curve = AnimationCurve.spring(response: response ?? 1, dampingFraction: fraction ?? 1)
      let motion = AnimatedValue(
        from: 0, to: CGFloat(distance ?? 1), startTime: 0, initialVelocity: CGFloat(velocity ?? 0), curve: curve)
      // The slowest spring there is — the least damping, the longest response — from a billion
      // points away ends within three minutes; frames at 10 Hz find the end.
      var time = 0.0
      while !motion.isFinished(at: time), time < 600 { time += 0.1 }
      #expect(time < 180, "\(curve) from \(distance ?? 0) at \(velocity ?? 0) still moving at \(time) s")
      #expect(motion.value(at: time) == CGFloat(distance ?? 1))
    }
  }

  /// A carousel animating with an undamped spring still comes to rest — and reports it — within
  /// seconds, so auto-advance resumes.
  @Test func aCarouselWithAnUndampedSpringSettles() {
    for fraction in [0.0, -1, 1e-9] {
      let curve = AnimationCurve.spring(response: 0.5, dampingFraction: fraction)
      var rows = PagedCarousel(itemCount: 12, rowsPerPage: 3, autoAdvance: .every(3), animation: curve)
      rows.setViewport(CGSize(width: 390, height: 280))
      var time = 0.0
      var turns: [Int] = []
      while time < 30 {
        time += 1.0 / 60
        for case .settled(let page) in rows.advance(to: time) { turns.append(page) }
      }
      #expect(turns.count >= 5, "damping \(fraction): pages turned and rested \(turns) in 30 s")
    }
  }

  @Test func defaultIsSwiftUIsDefaultSpring() {
    #expect(AnimationCurve.default == .spring(response: 0.5, dampingFraction: 0.825))
    #expect(AnimationCurve.smooth(duration: 0.1) == .spring(response: 0.1, dampingFraction: 1))
  }
}
