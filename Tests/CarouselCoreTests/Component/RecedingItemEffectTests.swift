import CarouselCore
import Foundation
import PropertyBased
import Testing

@Suite("An item receding with its distance from the rest position")
struct RecedingItemEffectTests {
  @Test("At rest an item is whole; one item away and beyond it has the effect's scale and opacity")
  func restAndFarAway() {
    let effect = RecedingItemEffect(scale: 0.8, opacity: 0.5)
    #expect(effect.scale(atPhase: 0) == 1)
    #expect(effect.opacity(atPhase: 0) == 1)
    for phase in [1.0, -1, 2.5, -40] {
      #expect(effect.scale(atPhase: phase) == 0.8)
      #expect(effect.opacity(atPhase: phase) == 0.5)
    }
  }

  @Test("Half-way to the next item it is half-way receded, the same on either side")
  func halfWay() {
    let effect = RecedingItemEffect(scale: 0.8, opacity: 0.5)
    #expect(abs(effect.scale(atPhase: 0.5) - 0.9) < 1e-12)
    #expect(abs(effect.opacity(atPhase: -0.5) - 0.75) < 1e-12)
  }

  @Test("Bad numbers: a scale or opacity outside 0...1 is clamped, NaN means none, a NaN phase is at rest")
  func badInput() {
    let clamped = RecedingItemEffect(scale: 3, opacity: -2)
    #expect(clamped.scale == 1)
    #expect(clamped.opacity == 0)
    let none = RecedingItemEffect(scale: .nan, opacity: .nan)
    #expect(none.scale(atPhase: 1) == 1)
    #expect(none.opacity(atPhase: 1) == 1)
    let effect = RecedingItemEffect()
    #expect(effect.scale(atPhase: .nan) == 1)
    #expect(effect.opacity(atPhase: .infinity) == effect.opacity)
    #expect(effect.scale(atPhase: -.infinity) == effect.scale)
  }

  @Test("For any effect and phase: within the effect's range, symmetric, never growing with the distance")
  func invariants() async {
    await propertyCheck(
      count: 500, input: Gen.double(in: -2...2), Gen.double(in: -2...2), Gen.double(in: -5...5), Gen.double(in: 0...1)
    ) { scale, opacity, phase, step in
      let effect = RecedingItemEffect(scale: scale, opacity: opacity)
      let near = effect.scale(atPhase: phase)
      let farther = effect.scale(atPhase: abs(phase) + step)
      #expect(near.isFinite && (effect.scale...1).contains(near))
      #expect((effect.opacity...1).contains(effect.opacity(atPhase: phase)))
      #expect(near == effect.scale(atPhase: -phase))
      #expect(farther <= near + 1e-12)
    }
  }
}
