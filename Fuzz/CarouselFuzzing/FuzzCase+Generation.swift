import CarouselCore
import Foundation

extension FuzzCase {
  /// The case `seed` generates for `target`, in the mode ``FuzzMode/forSeed(_:)`` picks.
  ///
  /// A case is what a front end might do in a few seconds: start-up calls in any order, drags that
  /// are pressed, moved, released, cancelled or abandoned, taps, frames, rotations, new data, jumps
  /// and parameter changes — interleaved, so geometry changes land mid-drag and mid-animation.
  public static func generate(seed: UInt64, for target: FuzzTarget) -> FuzzCase {
    var inputs = FuzzInputs(seed: seed, mode: FuzzMode.forSeed(seed))
    let parameters = target.makeParameters(&inputs)
    guard target.drivesCalls else {
      return FuzzCase(target: target.name, seed: seed, parameters: parameters, calls: [])
    }
    var calls: [FuzzCall] = []
    var clock = 0.0
    var finger: (x: Double, y: Double)?
    var count = 0

    func viewport(_ inputs: inout FuzzInputs) -> FuzzCall {
      let width = inputs.chance(0.7) ? inputs.pick([320, 390, 430, 844, 1280]) : inputs.length(typical: 0...1_500)
      let height = inputs.chance(0.7) ? inputs.pick([180, 300, 568, 844, 900]) : inputs.length(typical: 0...1_500)
      return .viewport(width: width, height: height)
    }

    // Start-up: the data and the viewport usually arrive first, in either order, sometimes after a
    // scroll (a restored selection).
    if inputs.chance(0.2) {
      calls.append(.scroll(to: inputs.index(count: 20), animated: inputs.chance(0.3), time: clock))
    }
    if inputs.chance(0.85) {
      count = inputs.count()
      calls.append(.itemCount(count))
    }
    if inputs.chance(0.85) { calls.insert(viewport(&inputs), at: inputs.chance(0.5) ? 0 : calls.count) }

    let length = Int.random(in: 1...60, using: &inputs.random)
    while calls.count < length {
      let roll = Double.random(in: 0..<1, using: &inputs.random)
      if let down = finger, roll < 0.6 {
        // The finger is down: mostly moves, sometimes lifted or taken away.
        let time = inputs.time(after: &clock)
        let phaseRoll = Double.random(in: 0..<1, using: &inputs.random)
        if phaseRoll < 0.8 {
          let vertical = inputs.chance(0.15)
          let dx = inputs.number(in: vertical ? -8...8 : -120...120)
          let dy = inputs.number(in: vertical ? -60...60 : -15...15)
          let next = (x: down.x + dx, y: down.y + dy)
          finger = next.x.isFinite && next.y.isFinite ? next : down
          calls.append(.drag(.changed, x: next.x, y: next.y, time: time))
        } else {
          calls.append(.drag(phaseRoll < 0.95 ? .ended : .cancelled, x: down.x, y: down.y, time: time))
          finger = nil
        }
        continue
      }
      switch roll {
      case ..<0.3:
        let x = inputs.number(in: 0...400)
        let y = inputs.number(in: 0...300)
        calls.append(.drag(.began, x: x, y: y, time: inputs.time(after: &clock)))
        finger = x.isFinite && y.isFinite ? (x, y) : (0, 0)
      case ..<0.35:
        // A tap: pressed and lifted on the spot.
        let x = inputs.number(in: 0...400)
        let y = inputs.number(in: 0...300)
        calls.append(.drag(.began, x: x, y: y, time: inputs.time(after: &clock)))
        clock += 0.05
        calls.append(.drag(.ended, x: x, y: y, time: clock))
        finger = nil
      case ..<0.4:
        // A mouse wheel or trackpad event, of any phase, anywhere.
        let phase = ScrollWheelEvent.Phase.allCases.randomElement(using: &inputs.random) ?? .unphased
        calls.append(
          .wheel(
            phase, dx: inputs.number(in: -80...80), dy: inputs.number(in: -30...30), x: inputs.number(in: 0...400),
            y: inputs.number(in: 0...300), time: inputs.time(after: &clock)))
      case ..<0.42:
        let key = NavigationKey.allCases.randomElement(using: &inputs.random) ?? .right
        calls.append(.key(key, time: inputs.time(after: &clock)))
      case ..<0.43:
        let direction = ReadingDirection.allCases.randomElement(using: &inputs.random) ?? .rightToLeft
        calls.append(.direction(direction, time: inputs.time(after: &clock)))
      case ..<0.6:
        calls.append(.advance(to: inputs.time(after: &clock)))
      case ..<0.67:
        calls.append(viewport(&inputs))
      case ..<0.74:
        count = inputs.count()
        calls.append(.itemCount(count))
      case ..<0.84:
        calls.append(
          .scroll(to: inputs.index(count: count), animated: inputs.chance(0.7), time: inputs.time(after: &clock)))
      case ..<0.88:
        calls.append(.reconfigure(target.makeParameters(&inputs), time: inputs.time(after: &clock)))
      case ..<0.94 where target.extraCalls.contains(.itemLengths):
        let lengths = (0..<Int.random(in: 0...30, using: &inputs.random)).map { _ in
          inputs.length(typical: 20...300)
        }
        count = lengths.count
        calls.append(.itemLengths(lengths))
      case ..<0.94 where target.extraCalls.contains(.visibility):
        calls.append(inputs.chance(0.7) ? .visible(inputs.chance(0.5)) : .reduceMotion(inputs.chance(0.5)))
      default:
        calls.append(.advance(to: inputs.time(after: &clock)))
      }
    }
    return FuzzCase(target: target.name, seed: seed, parameters: parameters, calls: calls)
  }
}
