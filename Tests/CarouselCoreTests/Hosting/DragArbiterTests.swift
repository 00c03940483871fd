import CarouselCore
import Foundation
import PropertyBased
import Testing

/// The N-way arbiter: one owner per drag, decided by the first participant to track; the rest told
/// they lost, once; nothing left over when the drag ends.
@Suite("Drag arbiter")
struct DragArbiterTests {
  enum Part: Hashable, Sendable { case ring, page }

  /// A horizontal carousel inside a vertical page, both real: `route` a drag from (200, 300) by
  /// `translation` in five samples.
  struct NestedScrolls {
    var ring = ComponentHost<SnapCarousel, Int>(SnapCarousel(itemCount: 6), elementIDs: Array(0..<6))
    var page = ScrollController(axis: .vertical, physics: ScrollPhysics(mode: .free))
    var arbiter = DragArbiter<Part>()
    var cancelled: [Part] = []
    /// Who owned the drag half-way through.
    var owner: Part?

    init() {
      ring.setViewport(CGSize(width: 390, height: 200), time: 0)
      page.physics.setViewportLength(800)
      page.physics.setContentLength(3000)
    }

    mutating func drag(by translation: CGSize) {
      arbiter.begin(with: [.ring, .page])
      for step in 0...5 {
        let fraction = CGFloat(step) / 5
        let point = CGPoint(x: 200 + translation.width * fraction, y: 300 + translation.height * fraction)
        let time = 1 + Double(step) * 0.016
        let event: DragEvent =
          switch step {
          case 0: .began(point, at: time)
          case 5: .ended(point, at: time)
          default: .changed(point, at: time)
          }
        var ring = self.ring
        var page = self.page
        var cancelled = self.cancelled
        arbiter.route(
          event,
          deliver: { part, event in
            switch part {
            case .ring: return ring.handle(event)
            case .page:
              page.handle(event)
              return page.response
            }
          },
          cancel: { part in
            cancelled.append(part)
            if part == .ring {
              ring.cancelGesture(at: event.time)
            } else {
              page.handle(DragEvent(phase: .cancelled, location: event.location, time: event.time))
            }
          })
        self.ring = ring
        self.page = page
        self.cancelled = cancelled
        if step == 2 { owner = arbiter.owner }
      }
      #expect(arbiter.owner == nil && arbiter.candidates.isEmpty)
    }
  }

  @Test func aSidewaysDragTurnsTheRingAndLeavesThePageWhereItWas() {
    var scrolls = NestedScrolls()
    scrolls.drag(by: CGSize(width: -150, height: 8))
    // The page's axis lock declined the sideways move: it dropped out, nothing to cancel.
    #expect(scrolls.owner == .ring)
    #expect(scrolls.cancelled.isEmpty)
    #expect(scrolls.page.physics.offset == 0)
    _ = scrolls.ring.advance(to: 3)
    #expect(scrolls.ring.settledIndex == 1)
  }

  @Test func anUpwardDragScrollsThePageAndLeavesTheRingWhereItWas() {
    var scrolls = NestedScrolls()
    scrolls.drag(by: CGSize(width: 6, height: -200))
    #expect(scrolls.owner == .page)
    #expect(scrolls.cancelled.isEmpty)
    #expect(scrolls.page.physics.offset > 100)
    _ = scrolls.ring.advance(to: 3)
    #expect(scrolls.ring.settledIndex == 0)
  }

  @Test func aParticipantNamedTwiceIsAskedOnce() {
    var arbiter = DragArbiter<Part>()
    arbiter.begin(with: [.ring, .page, .ring])
    #expect(arbiter.candidates == [.ring, .page])
  }

  /// Scripted participants answering at random: whatever they answer, there is at most one owner;
  /// after it is chosen only it hears the samples; every other participant still in the running
  /// when it was chosen is cancelled exactly once; a declined one hears nothing more; and the drag
  /// leaves nothing behind.
  @Test func oneOwnerAndEveryLoserCancelledOnceWhateverTheAnswers() async {
    let answer = Gen.int(in: 0...2).map { [GestureResponse.pending, .declined, .tracking][$0] }
    await propertyCheck(count: 2_000, input: Gen.int(in: 1...5), answer.array(of: 40), Gen.int(in: 2...8)) {
      count, answers, samples in
      var arbiter = DragArbiter<Int>()
      arbiter.begin(with: Array(0..<count))
      var next = answers.makeIterator()
      var declined = Set<Int>()
      var owner: Int?
      var cancelled: [Int] = []
      for sample in 0..<samples {
        let phase: DragEvent.Phase = sample == 0 ? .began : sample == samples - 1 ? .ended : .changed
        let event = DragEvent(phase: phase, location: CGPoint(x: sample, y: 0), time: Double(sample))
        var heard: [Int] = []
        var declinedNow: Set<Int> = []
        var firstTracking: Int?
        let ownerBefore = owner
        let cancelledBefore = cancelled.count
        arbiter.route(
          event,
          deliver: { participant, _ in
            heard.append(participant)
            let response = next.next() ?? .pending
            if response == .declined { declinedNow.insert(participant) }
            if response == .tracking, firstTracking == nil { firstTracking = participant }
            return response
          },
          cancel: { cancelled.append($0) })
        let cancelledNow = Set(cancelled[cancelledBefore...])
        if let ownerBefore {
          #expect(heard == [ownerBefore])
          #expect(cancelledNow.isEmpty)
        } else {
          // Nobody who declined earlier hears again.
          #expect(declined.isDisjoint(with: heard))
          if let chosen = firstTracking {
            // Everyone else heard this time and not declining lost.
            #expect(cancelledNow == Set(heard).subtracting(declinedNow).subtracting([chosen]))
          } else {
            #expect(cancelledNow.isEmpty)
          }
        }
        declined.formUnion(declinedNow)
        if phase != .ended { owner = arbiter.owner }
      }
      #expect(Set(cancelled).count == cancelled.count)
      if let owner { #expect(!cancelled.contains(owner)) }
      #expect(arbiter.owner == nil && arbiter.candidates.isEmpty)
    }
  }
}
