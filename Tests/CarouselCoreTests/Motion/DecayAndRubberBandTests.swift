import CarouselCore
import Foundation
import Testing

@Suite("Decay and rubber band")
struct DecayAndRubberBandTests {
  @Test func projectionIsAboutHalfTheVelocityAtTheNormalRate() {
    #expect(abs(DecelerationRate.normal.projection(ofVelocity: 1000) - 499) < 1e-9)
    #expect(abs(DecelerationRate.normal.projection(ofVelocity: -2000) + 998) < 1e-9)
    #expect(abs(DecelerationRate.fast.projection(ofVelocity: 1000) - 99) < 1e-9)
    #expect(DecelerationRate.normal.projection(ofVelocity: .nan) == 0)
    #expect(DecelerationRate(perMillisecond: 1.5) == .normal)
  }

  @Test func decayStopsBelowFivePointsPerSecondNearItsProjection() {
    let decay = DecayMotion(from: 100, initialVelocity: 2000, startTime: 1)
    #expect(decay.duration > 0)
    #expect(decay.isFinished(at: 1 + decay.duration))
    #expect(!decay.isFinished(at: 1 + decay.duration * 0.9))
    #expect(abs(decay.velocity(at: 1 + decay.duration * 0.999)) < 5.1)
    #expect(decay.velocity(at: 1 + decay.duration + 1) == 0)
    // The total travel approaches the projection 0.499 · v, less the tail below 5 pt/s.
    let travel = decay.restingPosition - 100
    #expect(abs(travel - 998) < 3)
    #expect(decay.position(at: 100) == decay.restingPosition)
  }

  @Test func decayVelocityFollowsTheExponential() {
    let decay = DecayMotion(from: 0, initialVelocity: -1000, startTime: 0)
    // v(t) = v0 · 0.998^(1000 t): after 0.1 s, 0.998^100 ≈ 0.8186.
    #expect(abs(decay.velocity(at: 0.1) / -1000 - pow(0.998, 100)) < 1e-9)
    #expect(decay.position(at: 0.1) < 0)
  }

  @Test func slowDecayIsAlreadyStopped() {
    let decay = DecayMotion(from: 7, initialVelocity: 4, startTime: 0)
    #expect(decay.duration == 0)
    #expect(decay.isFinished(at: 0))
    #expect(decay.position(at: 3) == 7)
  }

  @Test func rubberBandSlopeIsPointFiveFiveAtZero() {
    let tiny: CGFloat = 0.001
    let slope = RubberBand.displayed(overshoot: tiny, dimension: 390) / tiny
    #expect(abs(slope - 0.55) < 1e-3)
    #expect(RubberBand.displayed(overshoot: 0, dimension: 390) == 0)
  }

  @Test func rubberBandApproachesButNeverReachesTheDimension() {
    let far = RubberBand.displayed(overshoot: 1_000_000, dimension: 390)
    #expect(far < 390)
    #expect(far > 389)
    #expect(RubberBand.displayed(overshoot: -1_000_000, dimension: 390) > -390)
    var previous: CGFloat = 0
    for overshoot in stride(from: 10.0, through: 5000.0, by: 10.0) {
      let shown = RubberBand.displayed(overshoot: overshoot, dimension: 390)
      #expect(shown > previous)
      #expect(shown < overshoot)
      previous = shown
    }
  }

  @Test func rubberBandInverseRoundTrips() {
    for overshoot in [-800.0, -50, -1, 0, 0.5, 20, 300, 2000] {
      let shown = RubberBand.displayed(overshoot: overshoot, dimension: 844)
      #expect(
        abs(RubberBand.raw(displayedOvershoot: shown, dimension: 844) - overshoot) < 1e-6 * max(1, abs(overshoot)))
    }
  }

  @Test("A zero, negative or non-finite dimension shows no overshoot", arguments: [0.0, -10, .nan, .infinity])
  func rubberBandBadDimension(dimension: Double) {
    #expect(RubberBand.displayed(overshoot: 50, dimension: dimension) == 0)
    #expect(RubberBand.raw(displayedOvershoot: 50, dimension: dimension) == 0)
    #expect(RubberBand.displayed(overshoot: .nan, dimension: 100) == 0)
  }
}
