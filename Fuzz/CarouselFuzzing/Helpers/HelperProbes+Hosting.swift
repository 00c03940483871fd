import CarouselCore
import Foundation

/// The host, the glue around it and the detail screen's pieces, called in any order with any numbers.
extension HelperProbe {
  static let hosting: [HelperProbe] = [
    HelperProbe(name: "ComponentHost and NestedDragRecognition") { tape in
      let ids = Array(0..<tape.choice(30))
      var host = ComponentHost(
        SnapCarousel(itemCount: 0, spacing: tape.cgFloat()), elementIDs: tape.bool() ? ids : nil,
        initialIndex: tape.bool() ? tape.int() : nil, direction: tape.bool() ? .rightToLeft : .leftToRight)
      var recognition = NestedDragRecognition(yieldsAtEnds: tape.bool())
      host.tapsFromTouches = tape.bool()
      for _ in 0..<tape.choice(16) {
        switch tape.choice(16) {
        case 0: host.setViewport(tape.size(), time: tape.number())
        case 1: host.setElements(Array(0..<tape.choice(30)), time: tape.number())
        case 2: host.setIndex(tape.int(), animation: tape.bool() ? animationCurve(&tape) : nil, time: tape.number())
        case 3: host.select(tape.int(), animation: animationCurve(&tape), time: tape.number())
        case 4: host.step(by: tape.int(), animation: animationCurve(&tape), time: tape.number())
        case 5: host.tap(at: tape.point(), time: tape.number())
        case 6: host.cancelGesture(at: tape.number())
        case 7: host.reconfigure(SnapCarousel(itemCount: 0, itemInset: tape.cgFloat()), time: tape.number())
        case 8: host.modify { $0.setItemCount(tape.int()) }
        case 9: _ = host.handle(DragEvent(phase: .began, location: tape.point(), time: tape.number()))
        case 10:
          recognition.handle(DragEvent(phase: .changed, location: tape.point(), time: tape.number()), host: &host)
        case 11: _ = recognition.shouldBegin(at: tape.point(), host: host)
        case 12: recognition.cancel(host: &host, at: tape.number())
        case 13: host.reducesMotion = tape.bool()
        case 14: host.setDirection(tape.bool() ? .rightToLeft : .leftToRight, time: tape.number())
        default: _ = host.advance(to: tape.number())
        }
      }
      let index = host.currentIndex
      _ = host.accessibilityValue { index, id in "\(index) \(String(describing: id))" }
      _ = host.element(at: tape.int())
      _ = host.element(shownAt: tape.int())
      _ = host.index(of: tape.int())
      _ = host.index(showing: tape.int())
      var placements: [ItemPlacement] = []
      host.placements(into: &placements)
      _ = host.idealViewportHeight(forWidth: tape.cgFloat())
      _ = NestedDragRecognition.makesWait(
        [.scrollViewPan, .screenEdgePan, .navigationPop, .otherPan, .other, .carouselPan(depth: tape.int())][
          tape.choice(6)],
        carouselDepth: tape.int())
      let schedule = FrameSchedule(host, frameInterval: tape.number())
      let next = schedule.nextFrame(after: tape.number())
      let times = Array(schedule.times(from: tape.number()).prefix(4))
      return ProbeCheck.first(
        ProbeCheck.that(
          host.elementIDs.isEmpty || host.elementIDs.indices.contains(index) || index == 0, .indexOutOfRange,
          "index \(index) of \(host.elementIDs.count)"),
        ProbeCheck.finite(placements.flatMap { [$0.frame.minX, $0.frame.width] }, "placements"),
        ProbeCheck.that(next.map { !$0.isNaN } ?? true, .badWakeTime, "next frame \(String(describing: next))"),
        ProbeCheck.that(times.allSatisfy { !$0.isNaN }, .badWakeTime, "frame times \(times)"))
    },
    HelperProbe(name: "Measured item lengths on a free-scrolling row") { tape in
      let count = tape.choice(30)
      var host = ComponentHost(
        FreeScrollCarousel(itemCount: 0, itemSize: CGSize(width: tape.cgFloat(), height: 100), spacing: tape.cgFloat()),
        elementIDs: Array(0..<count))
      host.setViewport(tape.size(), time: 0)
      var lengths = MeasuredItemLengths<Int>(fallbackLength: tape.cgFloat())
      for _ in 0..<tape.choice(24) {
        switch tape.choice(6) {
        case 0:
          let ids = Array(0..<tape.choice(30))
          host.setElements(tape.bool() ? ids.reversed() : ids, time: tape.number())
        case 1: host.setIndex(tape.int(), animation: tape.bool() ? .snap : nil, time: tape.number())
        case 2: _ = host.handle(DragEvent(phase: .began, location: tape.point(), time: tape.number()))
        case 3: _ = host.advance(to: tape.number())
        default:
          let id = tape.int() % 32
          let length = tape.cgFloat()
          host.measure(length, of: id, time: tape.number())
          _ = lengths.record(length, for: id)
        }
      }
      lengths.forget(keeping: host.elementIDs)
      let placements = host.placements()
      let measured =
        host.elementIDs.compactMap { host.measuredLength(of: $0) }
        + host.elementIDs.compactMap {
          lengths.measuredLength(for: $0)
        }
      let ordered = zip(placements, placements.dropFirst()).allSatisfy {
        $1.frame.minX >= $0.frame.maxX - 1e-6 * max(1, abs($0.frame.maxX))
      }
      return ProbeCheck.first(
        ProbeCheck.finite(placements.flatMap { [$0.frame.minX, $0.frame.width] }, "placements"),
        ProbeCheck.finite(measured + [lengths.estimate], "measured lengths"),
        ProbeCheck.that(measured.allSatisfy { $0 >= 0 }, .layoutBroken, "a negative length \(measured)"),
        ProbeCheck.that(ordered, .layoutBroken, "items overlap: \(placements.prefix(4))"))
    },
    HelperProbe(name: "FrameSchedule, AutoAdvanceGate, PageWindow, ScrollPositionEvents") { tape in
      let schedule = FrameSchedule(
        wantsFrames: tape.bool(), nextWakeTime: tape.bool() ? tape.number() : nil, frameInterval: tape.number())
      var rows = PagedCarousel(itemCount: tape.int(), rowsPerPage: tape.int(), autoAdvance: .every(tape.number()))
      rows.apply(
        AutoAdvanceGate(
          isVisible: tape.bool(), isSceneActive: tape.bool(), reducesMotion: tape.bool(),
          isFocusedByAssistiveTechnology: tape.bool(), isPausedByUser: tape.bool()))
      let componentSchedule = FrameSchedule(rows, frameInterval: tape.number())
      var window = PageWindow(around: tape.int(), before: { $0 &- 1 }, after: { $0 &+ 1 })
      for _ in 0..<tape.choice(10) { window.shift(tape.bool() ? .forward : .backward) { $0 &+ 1 } }
      let made = try? PageWindow(tape.numbers())
      var events = ScrollPositionEvents(elementIDs: Array(0..<tape.choice(20)), currentIndex: tape.int())
      var reported: [ItemEvent] = events.positionChanged(to: tape.int())
      reported += events.scrollingChanged(tape.bool())
      reported += events.tapped(at: tape.int())
      reported += events.setElements(Array(0..<tape.choice(20)))
      _ = events.id(at: tape.int())
      _ = events.index(of: tape.int())
      return ProbeCheck.first(
        ProbeCheck.that(schedule.nextFrame(after: tape.number()).map { !$0.isNaN } ?? true, .badWakeTime, "next frame"),
        ProbeCheck.that(
          componentSchedule.nextFrame(after: 0).map { !$0.isNaN } ?? true, .badWakeTime, "component schedule"),
        ProbeCheck.that(made == nil || made!.elements.count % 2 == 1, .layoutBroken, "an even window was made"),
        ProbeCheck.that(
          events.elementIDs.isEmpty || events.elementIDs.indices.contains(events.currentIndex), .indexOutOfRange,
          "scroll position index \(events.currentIndex)"),
        ProbeCheck.that(
          reported.allSatisfy { ($0.tappedIndex ?? 0) >= 0 }, .indexOutOfRange, "events \(reported)"))
    },
    HelperProbe(name: "StickyHeader, PullToDismiss, CardTransition, DetailScreen, DetailPresentation") { tape in
      var header = StickyHeader(
        headerHeight: tape.cgFloat(), stickyLimit: tape.cgFloat(), barHysteresis: tape.cgFloat())
      header.update(scrollOffset: tape.cgFloat())
      let photo = header.photoFrame(scrollOffset: tape.cgFloat(), width: tape.cgFloat())
      let alpha = header.maskAlpha(scrollOffset: tape.cgFloat())
      var pull = PullToDismiss(
        dismissDistance: tape.cgFloat(), dismissVelocity: tape.cgFloat(), minimumScale: tape.cgFloat(),
        maximumCornerRadius: tape.cgFloat(), animation: animationCurve(&tape))
      pull.begin(at: tape.number())
      pull.pull(by: tape.cgFloat())
      _ =
        tape.bool()
        ? pull.release(velocity: tape.cgFloat(), at: tape.number())
        : {
          pull.cancel(at: tape.number()); return false
        }()
      pull.advance(to: tape.number())
      let pulled = pull.appearance(of: tape.rect())
      if tape.bool() { pull.reset() }
      let card = CardAppearance(frame: tape.rect(), cornerRadius: tape.cgFloat(), backdropOpacity: tape.number())
      var transition = CardTransition(curve: animationCurve(&tape))
      transition.open(from: card, to: pulled, time: tape.number(), animated: tape.bool())
      transition.updateCard(card)
      transition.close(
        to: card, from: tape.bool() ? pulled : nil, velocity: tape.cgFloat(), time: tape.number(), animated: tape.bool()
      )
      _ = transition.advance(to: tape.number())
      var screen = DetailScreen(headerHeight: tape.cgFloat(), stickyLimit: tape.cgFloat(), pull: pull)
      screen.setViewport(tape.size(), contentHeight: tape.cgFloat())
      _ = screen.handle(DragEvent(phase: .began, location: tape.point(), time: tape.number()))
      _ = screen.advance(to: tape.number())
      screen.scrollContent(
        byPages: tape.int(), animation: tape.bool() ? animationCurve(&tape) : nil, time: tape.number())
      _ = screen.appearance(in: tape.rect())
      if tape.bool() { screen.reset() }
      var detail = DetailPresentation(screen: screen, transition: transition)
      detail.open(
        from: card, in: tape.rect(), contentHeight: tape.cgFloat(), time: tape.number(), animated: tape.bool())
      for _ in 0..<tape.choice(8) {
        switch tape.choice(8) {
        case 0:
          _ = detail.handle(
            DragEvent(phase: [.began, .changed, .ended][tape.choice(3)], location: tape.point(), time: tape.number()))
        case 1: detail.setBounds(tape.rect(), contentHeight: tape.cgFloat())
        case 2: detail.scrollContent(byPages: tape.int(), animation: animationCurve(&tape), time: tape.number())
        case 3: detail.updateCard(card)
        case 4: detail.close(to: card, time: tape.number(), animated: tape.bool())
        // Driven as a front end drives anything (Drivable): a resize, a frame of samples.
        case 5: detail.setViewport(tape.size(), time: tape.number())
        case 6:
          let samples = (0..<tape.choice(3)).map { _ in
            DragEvent(phase: [.began, .changed, .ended][tape.choice(3)], location: tape.point(), time: tape.number())
          }
          _ = detail.frame(at: tape.number(), handling: samples)
        default: _ = detail.advance(to: tape.number())
        }
      }
      let look = detail.appearance
      let schedule = FrameSchedule(detail, frameInterval: tape.number())
      return ProbeCheck.first(
        ProbeCheck.finite(photo, "photo frame"),
        ProbeCheck.that((0...1).contains(alpha), .nonFinite, "mask alpha \(alpha)"),
        ProbeCheck.finite(pulled.frame, "pulled"),
        ProbeCheck.finite(look.frame, "detail appearance"),
        ProbeCheck.finite(detail.screen.scrollOffset, "detail scroll"),
        ProbeCheck.that(
          (schedule.need == .frames) == !detail.isSettled, .badWakeTime, "detail schedule \(schedule.need)"))
    },
  ]
}
