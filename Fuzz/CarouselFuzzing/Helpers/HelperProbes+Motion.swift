import CarouselCore
import Foundation

/// Motion, input and scrolling helpers: every curve ends, every number stays finite.
extension HelperProbe {
  static let motion: [HelperProbe] = [
    HelperProbe(name: "PanScrollSteps from any running translation") { tape in
      var steps = PanScrollSteps()
      var deltas: [CGFloat] = []
      for _ in 0..<tape.choice(8) {
        let phase = ScrollWheelEvent.Phase.allCases[tape.choice(ScrollWheelEvent.Phase.allCases.count)]
        let event = steps.event(
          phase, translation: tape.bool() ? tape.point() : nil, location: tape.point(), time: tape.number())
        deltas += [event.delta.width, event.delta.height]
      }
      let before = PanScrollSteps.contentDelta(ofTranslation: tape.point())
      return ProbeCheck.finite(deltas + [before.width, before.height], "scroll steps")
    },
    HelperProbe(name: "AnimatedValue under any curve") { tape in
      let curve = animationCurve(&tape)
      let motion = AnimatedValue(
        from: tape.cgFloat(), to: tape.cgFloat(), startTime: tape.number(), initialVelocity: tape.cgFloat(),
        curve: curve, tolerance: tape.cgFloat(), velocityTolerance: tape.cgFloat())
      // The same motion begun at 0: at a start of 1e20 s, adding 10,000 s no longer changes the time.
      let fromZero = AnimatedValue(
        from: motion.from, to: motion.to, startTime: 0, initialVelocity: motion.initialVelocity, curve: curve,
        tolerance: motion.tolerance, velocityTolerance: motion.velocityTolerance)
      let time = tape.number()
      let reduced = curve.forProgrammaticMove(reducingMotion: tape.bool())
      return ProbeCheck.first(
        ProbeCheck.finite([motion.value(at: time), motion.velocity(at: time)], "value, velocity at \(time)"),
        // Ends even from 1e300 points away with a tolerance of 1e-300 (about an hour at the least damping).
        ProbeCheck.that(
          fromZero.isFinished(at: 10_000), .notAtRest, "\(curve) still moving 10,000 s after it began"),
        // Compared as text: a NaN duration is not equal to itself.
        ProbeCheck.that(
          reduced.map { "\($0)" } ?? "\(curve)" == "\(curve)", .layoutBroken,
          "forProgrammaticMove turned \(curve) into \(String(describing: reduced))"))
    },
    HelperProbe(name: "AnimationCurve.smooth and DecayMotion") { tape in
      let smooth = AnimatedValue(from: 0, to: tape.cgFloat(), startTime: 0, curve: .smooth(duration: tape.number()))
      let rate = DecelerationRate(perMillisecond: tape.number())
      let decay = DecayMotion(
        from: tape.cgFloat(), initialVelocity: tape.cgFloat(), startTime: tape.number(), rate: rate)
      let time = tape.number()
      return ProbeCheck.first(
        ProbeCheck.that(smooth.isFinished(at: 400), .notAtRest, "smooth spring still moving"),
        ProbeCheck.finite(
          [decay.position(at: time), decay.velocity(at: time), rate.projection(ofVelocity: tape.cgFloat())],
          "decay at \(time)"),
        // The duration rather than isFinished(at: start + 3,600): at a start of 1e20 s the sum is the start.
        ProbeCheck.that(
          decay.duration.isFinite && decay.duration <= 3_600, .notAtRest, "decay lasts \(decay.duration) s"))
    },
    HelperProbe(name: "RubberBand") { tape in
      let dimension = tape.cgFloat()
      // Any range a caller can build: NaN cannot make one.
      let lower = tape.cgFloat()
      let upper = tape.cgFloat()
      let low = lower.isNaN ? 0 : lower
      let bounds = low...(upper.isNaN ? low : Swift.max(low, upper))
      let value = tape.cgFloat()
      let applied = RubberBand.apply(value, bounds: bounds, dimension: dimension)
      return ProbeCheck.first(
        ProbeCheck.finite(
          [
            RubberBand.displayed(overshoot: value, dimension: dimension),
            RubberBand.raw(displayedOvershoot: value, dimension: dimension),
          ], "rubber band of \(value) in \(bounds) over \(dimension)"),
        value.isFinite ? ProbeCheck.finite(applied, "applied") : nil,
        applied.isFinite
          ? ProbeCheck.finite(RubberBand.unapply(applied, bounds: bounds, dimension: dimension), "unapplied") : nil)
    },
    HelperProbe(name: "DragTracker and GestureSampler") { tape in
      var tracker = DragTracker(
        axis: tape.bool() ? .horizontal : .vertical, minimumDistance: tape.cgFloat(),
        decelerationRate: DecelerationRate(perMillisecond: tape.number()), tapDuration: tape.number())
      var sampler = GestureSampler()
      let start = tape.point()
      var samples: [DragEvent] = []
      for _ in 0..<tape.choice(8) {
        samples += sampler.changed(to: tape.point(), from: start, at: tape.number())
      }
      samples +=
        tape.bool()
        ? sampler.ended(at: tape.point(), from: start, time: tape.number()) : sampler.cancel(at: tape.number())
      for sample in samples { _ = tracker.handle(sample) }
      if tape.bool() { tracker.reset() }
      return ProbeCheck.finite(
        [tracker.velocity.x, tracker.velocity.y, tracker.predictedEndTranslation.width, tracker.mainTranslation],
        "tracker after \(samples.count) samples")
    },
    HelperProbe(name: "ScrollPhysics and ScrollController") { tape in
      let count = tape.int()
      let mode: ScrollPhysics.Mode =
        tape.bool()
        ? .free
        : .snapping(snapPoints(&tape, count: count), maxItemsPerFling: tape.int())
      let resistance: EdgeResistance = [.rubberBand, .rigid, .linear(tape.cgFloat())][tape.choice(3)]
      var physics = ScrollPhysics(
        mode: mode, contentLength: tape.cgFloat(), viewportLength: tape.cgFloat(), leadingInset: tape.cgFloat(),
        trailingInset: tape.cgFloat(), decelerationRate: DecelerationRate(perMillisecond: tape.number()),
        snapAnimation: animationCurve(&tape), edgeResistance: resistance, isUnbounded: tape.bool())
      for _ in 0..<tape.choice(10) {
        switch tape.choice(12) {
        case 0: physics.beginDrag(at: tape.number())
        case 1: physics.drag(translation: tape.cgFloat(), at: tape.number())
        case 2: physics.endDrag(velocity: tape.cgFloat(), at: tape.number())
        case 3:
          physics.endDrag(
            towards: tape.cgFloat(), velocity: tape.cgFloat(), curve: animationCurve(&tape), at: tape.number())
        case 4:
          physics.endDrag(
            coastingTo: tape.cgFloat(), velocity: tape.cgFloat(), curve: animationCurve(&tape), at: tape.number())
        case 5:
          physics.scroll(to: tape.cgFloat(), animation: tape.bool() ? animationCurve(&tape) : nil, at: tape.number())
        case 6: physics.shift(by: tape.cgFloat())
        case 7: physics.rescale(by: tape.cgFloat())
        case 8: physics.stop(at: tape.cgFloat())
        case 9: physics.setInsets(leading: tape.cgFloat(), trailing: tape.cgFloat())
        case 10: physics.setContentLength(tape.cgFloat())
        default: physics.advance(to: tape.number())
        }
      }
      var controller = ScrollController(
        axis: tape.bool() ? .horizontal : .vertical, minimumDistance: tape.cgFloat(), physics: physics)
      for phase in [DragEvent.Phase.began, .changed, .changed, .ended] {
        controller.handle(DragEvent(phase: phase, location: tape.point(), time: tape.number()))
      }
      physics.setViewportLength(tape.cgFloat())
      return ProbeCheck.finite(
        [physics.offset, physics.velocity, controller.physics.offset], "offset and velocity")
    },
    HelperProbe(name: "ScrollBounds, SnapPoints, SnapTarget, ScrollRestingRule") { tape in
      var bounds = ScrollBounds(
        contentLength: tape.cgFloat(), viewportLength: tape.cgFloat(), leadingInset: tape.cgFloat(),
        trailingInset: tape.cgFloat(), isUnbounded: tape.bool())
      bounds.setContentLength(tape.cgFloat())
      bounds.setViewportLength(tape.cgFloat())
      bounds.setInsets(leading: tape.cgFloat(), trailing: tape.cgFloat())
      let count = tape.int()
      let points = snapPoints(&tape, count: count)
      let range = bounds.range(including: tape.bool() ? points : nil)
      let nearest = points.nearestIndex(to: tape.cgFloat())
      let target = SnapTarget.index(
        in: points, projectedOffset: tape.cgFloat(), origin: tape.bool() ? tape.int() : nil,
        maxItemsPerFling: tape.int())
      let snapping: ScrollRestingRule.Snapping =
        [.free, .points(points, maxItemsPerFling: tape.int()), .pages(length: tape.cgFloat())][tape.choice(3)]
      let rule = ScrollRestingRule(snapping, decelerationRate: DecelerationRate(perMillisecond: tape.number()))
      let rest = rule.restingOffset(
        proposed: tape.cgFloat(), start: tape.cgFloat(), velocity: tape.cgFloat(), maximumOffset: tape.cgFloat())
      _ = SnapTarget.pageStep(
        translation: tape.cgFloat(), projectedTranslation: tape.cgFloat(), pageLength: tape.cgFloat())
      _ = SnapTarget.pagerStep(projectedTranslation: tape.cgFloat(), pageLength: tape.cgFloat())
      return ProbeCheck.first(
        ProbeCheck.finite([range.lowerBound, range.upperBound, rest], "range and rest"),
        ProbeCheck.finite(points.offset(at: nearest ?? tape.int()), "snap offset"),
        ProbeCheck.finite(target.map { points.offset(at: $0) } ?? 0, "target offset"))
    },
    HelperProbe(name: "GestureScript, SampleQueue and replay") { tape in
      let start = tape.point()
      let translation = tape.size()
      let scripts = [
        GestureScript.drag(
          from: start, by: translation, duration: tape.number(), restBeforeRelease: tape.number(),
          startTime: tape.number(), sampleInterval: tape.number()),
        GestureScript.flick(
          from: start, by: translation, duration: tape.number(), startTime: tape.number(), sampleInterval: tape.number()
        ),
        GestureScript.hold(at: start, duration: tape.number(), startTime: tape.number()),
        GestureScript.tap(at: start, time: tape.number()),
      ]
      let script = scripts[tape.choice(4)].followed(by: scripts[tape.choice(4)], after: tape.number())
      var queue = SampleQueue(script, startingAt: tape.number(), maximumPause: tape.number())
      _ = queue.due(by: tape.number())
      let replayTimes = SampleQueue.replaySchedule(script.events.map(\.time), maximumPause: tape.number()).map(\.time)
      let data = (try? script.jsonData()) ?? Data()
      let decoded = try? GestureScript(json: data)
      var row = SnapCarousel(itemCount: tape.int())
      row.setViewport(tape.size())
      let frames = script.replay(into: &row, frameInterval: tape.number(), settleLimit: tape.number())
      return ProbeCheck.first(
        // Two generated scripts joined, plus the few samples a tap or a release adds.
        ProbeCheck.that(
          script.events.count <= 2 * GestureScript.maximumGeneratedSamples + 10, .tooManyPlacements,
          "\(script.events.count) samples"),
        ProbeCheck.that(
          frames.count <= GestureScript.maximumPlayedFrames, .tooManyPlacements, "a replay of \(frames.count) frames"),
        ProbeCheck.that(
          decoded == nil || decoded?.events.count == script.events.count, .layoutBroken, "JSON round trip"),
        ProbeCheck.that(
          zip(replayTimes, replayTimes.dropFirst()).allSatisfy { $0 <= $1 }, .layoutBroken,
          "replay times out of order"))
    },
    HelperProbe(name: "GestureScript.play as a front end's frame loop") { tape in
      let script = GestureScript.drag(
        from: tape.point(), by: tape.size(), duration: tape.number(), restBeforeRelease: tape.number(),
        startTime: tape.number(), sampleInterval: tape.number())
      var delivered = 0
      var times: [TimeInterval] = []
      var settleAfter = tape.choice(400)
      let wake = tape.bool() ? tape.number() : nil
      script.play(
        startingAt: tape.number(), frameInterval: tape.number(), settleLimit: tape.number(),
        maximumPause: tape.number(), deliver: { _ in delivered += 1 },
        frame: { time in
          times.append(time)
          settleAfter -= 1
          return settleAfter < 0
        }, nextWakeTime: { wake }, isStill: { settleAfter % 7 == 0 })
      return ProbeCheck.first(
        ProbeCheck.that(
          times.count <= GestureScript.maximumPlayedFrames, .tooManyPlacements, "\(times.count) frames played"),
        ProbeCheck.that(
          delivered <= script.events.count, .tooManyEvents, "\(delivered) of \(script.events.count) delivered"),
        ProbeCheck.that(zip(times, times.dropFirst()).allSatisfy { $0 < $1 }, .jump, "frame times not ascending"))
    },
    HelperProbe(name: "GestureScript.play(eventsAt:) for any timed input") { tape in
      let times = (0..<tape.choice(40)).map { _ in tape.number() }
      var delivered: [Int] = []
      var placedTimes: [TimeInterval] = []
      var frames = 0
      var settleAfter = tape.choice(200)
      GestureScript.play(
        eventsAt: times, startingAt: tape.number(), frameInterval: tape.number(), settleLimit: tape.number(),
        maximumPause: tape.number(),
        deliver: { index, time in
          delivered.append(index)
          placedTimes.append(time)
        },
        frame: { _ in
          frames += 1
          settleAfter -= 1
          return settleAfter < 0
        })
      return ProbeCheck.first(
        ProbeCheck.that(frames <= GestureScript.maximumPlayedFrames, .tooManyPlacements, "\(frames) frames played"),
        ProbeCheck.that(
          Set(delivered).count == delivered.count && delivered.allSatisfy(times.indices.contains), .tooManyEvents,
          "indices \(delivered) of \(times.count) events"),
        ProbeCheck.that(
          zip(placedTimes, placedTimes.dropFirst()).allSatisfy { $0 <= $1 }, .jump, "delivery times not in order"))
    },
  ]

  /// A curve of any kind with any parameters.
  static func animationCurve(_ tape: inout ArgumentTape) -> AnimationCurve {
    switch tape.choice(5) {
    case 0: .linear(duration: tape.number())
    case 1: .easeIn(duration: tape.number())
    case 2: .easeOut(duration: tape.number())
    case 3: .easeInOut(duration: tape.number())
    default: .spring(response: tape.number(), dampingFraction: tape.number())
    }
  }

  /// Snap points of any kind.
  static func snapPoints(_ tape: inout ArgumentTape, count: Int) -> SnapPoints {
    switch tape.choice(3) {
    case 0: .uniform(first: tape.cgFloat(), spacing: tape.cgFloat(), count: count)
    case 1: .lattice(spacing: tape.cgFloat())
    default: .explicit(tape.numbers().map { CGFloat($0) })
    }
  }
}
