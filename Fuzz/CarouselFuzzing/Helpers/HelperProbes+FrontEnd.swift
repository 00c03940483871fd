@_spi(FrontEnd) import CarouselCore
import Foundation

/// What a front end calls besides the host: the SwiftUI views' driver and identity snapshot, the
/// native row's index, and the tabbed pager's two surfaces driven separately (the Gallery draws them
/// as two views).
extension HelperProbe {
  static let frontEnd: [HelperProbe] = [
    HelperProbe(name: "CarouselDriver, ElementIDSnapshot, identified placements, ScrolledRowIndex") { tape in
      var data = (0..<tape.choice(40)).map { $0 % Swift.max(1, tape.choice(40)) }
      var driver = CarouselDriver(
        component: SnapCarousel(itemCount: 0, spacing: tape.cgFloat()), data: data, id: { element, _ in element },
        initialIndex: tape.bool() ? tape.int() : nil, initialID: tape.bool() ? tape.int() : nil)
      var frames: [CarouselDriver<SnapCarousel, Int>.Frame] = []
      for _ in 0..<tape.choice(12) {
        let time = tape.number()
        switch tape.choice(6) {
        case 0: driver.setViewport(tape.size(), time: time)
        case 1:
          data = (0..<tape.choice(40)).map { $0 }
          driver.update(
            component: SnapCarousel(itemCount: 0, itemInset: tape.cgFloat()), data: data, id: { element, _ in element },
            time: time)
        case 2: _ = driver.host.handle(DragEvent(phase: .began, location: tape.point(), time: time))
        case 3: driver.advance(to: time)
        case 4: _ = driver.schedule(frameInterval: tape.number())
        default: frames.append(driver.frame(at: time))
        }
      }
      let news = driver.takeEvents()
      let copy = CarouselDriver<SnapCarousel, Int>.Frame(items: frames.last?.items ?? [])
      var snapshot = ElementIDSnapshot<Int>()
      _ = snapshot.update(data, id: { element, _ in element })
      let identified = driver.host.identifiedPlacements()
      let row = ScrolledRowIndex(
        itemLength: tape.cgFloat(), spacing: tape.cgFloat(), leadingMargin: tape.cgFloat(), count: tape.int(),
        anchor: tape.bool() ? .leading : .center)
      let rowIndex = row.index(visibleStart: tape.cgFloat(), visibleLength: tape.cgFloat())
      let placed = frames.flatMap(\.items).map(\.placement) + identified.map(\.placement)
      return ProbeCheck.first(
        ProbeCheck.finite(placed.flatMap { [$0.frame.minX, $0.frame.minY, $0.frame.width, $0.opacity] }, "frames"),
        ProbeCheck.that(copy.items.count == frames.last?.items.count ?? 0, .layoutBroken, "Frame(items:)"),
        ProbeCheck.that(snapshot.ids == data, .layoutBroken, "snapshot \(snapshot.ids.prefix(4)) of \(data.prefix(4))"),
        ProbeCheck.that(
          news.currentIndex.map { data.isEmpty || data.indices.contains($0) } ?? true, .indexOutOfRange,
          "reported index \(String(describing: news.currentIndex)) of \(data.count)"),
        ProbeCheck.that(
          row.count <= 0 ? rowIndex == 0 : (0..<row.count).contains(rowIndex), .indexOutOfRange,
          "row index \(rowIndex) of \(row.count)"))
    },
    HelperProbe(name: "TabbedPager's surfaces, TabStrip's tabs, RotaryCarousel's distances, RecedingItemEffect") {
      tape in
      var pair = TabbedPager(
        tabWidths: tape.numbers().map { CGFloat($0) }, spacing: tape.cgFloat(), page: tape.int(),
        stripHeight: tape.cgFloat())
      for _ in 0..<tape.choice(16) {
        let sample = DragEvent(
          phase: [.began, .changed, .ended, .cancelled][tape.choice(4)], location: tape.point(), time: tape.number())
        switch tape.choice(5) {
        case 0: pair.setStripViewport(tape.size())
        case 1: pair.setPageViewport(tape.size())
        case 2: _ = pair.handleStrip(sample)
        case 3: _ = pair.handlePages(sample)
        default: _ = pair.advance(to: tape.number())
        }
      }
      var tabs: [TabSlot] = []
      pair.strip.visibleTabs(into: &tabs)
      let fresh = pair.strip.visibleTabs()
      _ = TabbedPager.Event.currentIndexChanged(from: tape.int(), to: tape.int())
      var ring = RotaryCarousel(itemCount: tape.int())
      ring.setViewport(tape.size())
      _ = ring.handle(DragEvent(phase: .began, location: tape.point(), time: tape.number()))
      _ = ring.advance(to: tape.number())
      let distance = ring.distance(ofItem: tape.int())
      let receding = RecedingItemEffect(scale: tape.number(), opacity: tape.number())
      let phase = tape.number()
      let recession = [receding.scale(atPhase: phase), receding.opacity(atPhase: phase)]
      return ProbeCheck.first(
        ProbeCheck.that(
          recession.allSatisfy { (0...1).contains($0) }, .layoutBroken, "receding item effect \(recession)"),
        ProbeCheck.that(tabs == fresh, .layoutBroken, "visibleTabs() and visibleTabs(into:) differ"),
        ProbeCheck.that(tabs.count <= 10_000, .tooManyPlacements, "\(tabs.count) tabs"),
        ProbeCheck.finite(tabs.flatMap { [$0.placement.frame.minX, $0.placement.frame.width] }, "tabs"),
        ProbeCheck.finite(
          [pair.strip.position, pair.strip.indicatorFrame.minX, pair.pager.pageOffset, distance],
          "strip, pages and ring distance"))
    },
    HelperProbe(name: "DragArbiter") { tape in
      // Participants answer from the tape; whatever they answer, one owner at most, chosen among
      // the participants, only the owner hearing once there is one, and nothing left after the end.
      let participants = Array(0..<tape.choice(6))
      var arbiter = DragArbiter<Int>()
      arbiter.begin(with: participants + (tape.bool() ? participants : []))
      var brokenPromise: String?
      for _ in 0..<tape.choice(12) {
        let phase = [DragEvent.Phase.began, .changed, .ended, .cancelled][tape.choice(4)]
        let sample = DragEvent(phase: phase, location: tape.point(), time: tape.number())
        let owner = arbiter.owner
        var heard: [Int] = []
        var cancelled: [Int] = []
        arbiter.route(
          sample,
          deliver: { participant, _ in
            heard.append(participant)
            return [GestureResponse.pending, .declined, .tracking][tape.choice(3)]
          },
          cancel: { cancelled.append($0) })
        if let owner, heard != [owner] { brokenPromise = "owner \(owner) but \(heard) heard" }
        if Set(cancelled).count != cancelled.count { brokenPromise = "cancelled twice: \(cancelled)" }
        if let now = arbiter.owner, !participants.contains(now) { brokenPromise = "owner \(now) not a participant" }
        if phase == .ended || phase == .cancelled, arbiter.owner != nil || !arbiter.candidates.isEmpty {
          brokenPromise = "\(arbiter.candidates) left after the drag ended"
        }
      }
      return ProbeCheck.that(brokenPromise == nil, .layoutBroken, brokenPromise ?? "")
    },
  ]
}
