import Foundation
import PropertyBased
import Testing

@testable import CarouselCore

/// The two decay formulas other motion derives from: the start velocity that lands a coast on a
/// target, and the moment a coast passes a position.
@Suite("Decay formulas")
struct DecayFormulaTests {
  @Test func aCoastStartedAtTheComputedVelocityComesToRestOnItsTarget() async {
    await propertyCheck(input: Gen.double(in: -3000...3000), Gen.bool) { distance, isFast in
      let rate = isFast ? DecelerationRate.fast : .normal
      let velocity = DecayMotion.initialVelocity(coasting: CGFloat(distance), rate: rate)
      let decay = DecayMotion(from: 50, initialVelocity: velocity, startTime: 2, rate: rate)
      #expect(velocity.isFinite)
      #expect(abs(decay.restingPosition - (50 + CGFloat(distance))) < 1e-6 * max(1, abs(distance)))
    }
  }

  @Test func theMomentACoastPassesAPositionIsWhenItIsThere() async {
    await propertyCheck(input: Gen.double(in: 200...4000), Gen.double(in: 0...1)) { speed, fraction in
      for sign in [1.0, -1.0] {
        let decay = DecayMotion(from: 10, initialVelocity: CGFloat(sign * speed), startTime: 1)
        let position = 10 + (decay.restingPosition - 10) * CGFloat(fraction * 0.99)
        guard let time = decay.time(passing: position) else {
          Issue.record("no moment for \(position) on a coast from 10 at \(sign * speed) pt/s")
          continue
        }
        #expect(time >= 1 && time <= 1 + decay.duration)
        #expect(abs(decay.position(at: time) - position) < 1e-6 * max(1, abs(position)))
      }
    }
  }

  @Test func aPositionTheCoastNeverReachesHasNoMomentAndOneBehindItIsInThePast() throws {
    let decay = DecayMotion(from: 0, initialVelocity: 1000, startTime: 0)
    #expect(try #require(decay.time(passing: -5)) < 0)  // the curve traced back
    #expect(decay.time(passing: 10_000) == nil)  // beyond where it could ever stop
    #expect(DecayMotion(from: 0, initialVelocity: 0, startTime: 0).time(passing: 1) == nil)
  }

  @Test func theClockNeverGoesBackAndIgnoresBadTimes() {
    var clock = MonotonicClock()
    #expect(clock.advance(to: 2) == 2)
    #expect(clock.advance(to: 1) == 2)
    for bad in [Double.nan, .infinity, -.infinity] { #expect(clock.advance(to: bad) == 2) }
    #expect(clock.advance(to: 2.5) == 2.5)
    #expect(clock.now == 2.5)
  }
}
