import Foundation

/// The closed-form motion of a unit-mass damped spring toward 0, from displacement `x0` and
/// velocity `v0`.
///
/// Under-, critically and over-damped cases each have their own solution; ζ is kept within
/// ``AnimationCurve/minimumDampingFraction``...``AnimationCurve/maximumDampingFraction`` and the
/// response at most ``AnimationCurve/maximumResponse``, so that every spring comes to rest.
struct SpringSolution: Sendable, Hashable {
  let naturalFrequency: Double
  let dampingRatio: Double
  let initialDisplacement: Double
  let initialVelocity: Double

  init(response: Double, dampingFraction: Double, displacement: Double, velocity: Double) {
    naturalFrequency = 2 * Double.pi / Swift.min(response, AnimationCurve.maximumResponse)
    dampingRatio = (dampingFraction.isNaN ? 1 : dampingFraction).clamped(
      to: AnimationCurve.minimumDampingFraction...AnimationCurve.maximumDampingFraction)
    initialDisplacement = displacement
    initialVelocity = velocity
  }

  /// Displacement and velocity `t` seconds after the start.
  func state(at t: Double) -> (displacement: Double, velocity: Double) {
    let w0 = naturalFrequency
    let zeta = dampingRatio
    let x0 = initialDisplacement
    let v0 = initialVelocity
    if abs(zeta - 1) < 1e-6 {
      // x(t) = (x0 + (v0 + w0 x0) t) e^{-w0 t}
      let b = v0 + w0 * x0
      let decay = exp(-w0 * t)
      return ((x0 + b * t) * decay, (b - w0 * (x0 + b * t)) * decay)
    } else if zeta < 1 {
      let wd = w0 * (1 - zeta * zeta).squareRoot()
      let a = x0
      let b = (v0 + zeta * w0 * x0) / wd
      let decay = exp(-zeta * w0 * t)
      let cosine = cos(wd * t)
      let sine = sin(wd * t)
      let x = decay * (a * cosine + b * sine)
      let v = decay * ((b * wd - zeta * w0 * a) * cosine - (a * wd + zeta * w0 * b) * sine)
      return (x, v)
    } else {
      let root = w0 * (zeta * zeta - 1).squareRoot()
      let r1 = -zeta * w0 + root
      let r2 = -zeta * w0 - root
      let c2 = (v0 - r1 * x0) / (r2 - r1)
      let c1 = x0 - c2
      let e1 = exp(r1 * t)
      let e2 = exp(r2 * t)
      return (c1 * e1 + c2 * e2, c1 * r1 * e1 + c2 * r2 * e2)
    }
  }
}
