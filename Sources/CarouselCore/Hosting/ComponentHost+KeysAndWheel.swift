import Foundation

extension ComponentHost {
  /// How long a continuous scroll from a platform that does not say when the fingers lift
  /// (``ScrollWheelEvent/Phase/unphased``) may pause before it counts as released: 30 ms — longer
  /// than the gap between a trackpad's events (8–17 ms), shorter than the 50 ms after which a
  /// resting finger releases without velocity (``DragTracker/heldFingerThreshold``), so a flick
  /// keeps its speed.
  public static var wheelQuietInterval: TimeInterval { 0.03 }

  /// A key from a hardware keyboard: arrows along the component's axis step one item (wrapping on a
  /// component that loops), Page Up and Page Down step by the items the viewport shows in full, Home
  /// and End go to the first and last item — animated with `animation`, or at once when nil or while
  /// ``reducesMotion``, and accumulating like accessibility steps. Right to left (``direction``),
  /// → steps back and ← forward.
  ///
  /// A key pressed while a finger drags is swallowed; one pressed during a trackpad scroll releases
  /// the scroll first.
  /// - Returns: whether the key was the component's. False for an arrow across its axis, for any key
  ///   when it has no items, and for Home and End on a component without a last item (the endless
  ///   pager): the front end passes such a key on.
  public mutating func press(_ key: NavigationKey, animation: AnimationCurve?, time: TimeInterval) -> Bool {
    guard time.isFinite, let command = key.command(along: component.axis, direction: direction),
      !managesElements || !elementIDs.isEmpty
    else {
      return false
    }
    if command == .first || command == .last, !managesElements { return false }
    if gesture != nil {
      guard wheel.isActive else { return true }
      endWheelScroll(at: time)
    }
    switch command {
    case .step(let delta): step(by: delta, animation: animation, time: time)
    case .page(let pages): step(by: pages.saturatingMultiply(by: indicesShownInFull), animation: animation, time: time)
    case .first: setIndex(0, animation: animation, time: time)
    case .last: setIndex(component.index(showingItem: elementIDs.count - 1), animation: animation, time: time)
    }
    return true
  }

  /// An event from a mouse wheel or a trackpad.
  ///
  /// - A ``ScrollWheelEvent/Phase/notch`` mostly along the component's axis steps one item, like an
  ///   arrow key, animated with `animation`.
  /// - A continuous scroll is a drag of a finger the host makes up: once it has passed the
  ///   component's minimum distance (10 points, as a touch must), the content follows it 1:1 and,
  ///   when the fingers lift (``ScrollWheelEvent/Phase/ended``, or a pause of
  ///   ``wheelQuietInterval`` for ``ScrollWheelEvent/Phase/unphased`` events, noticed by
  ///   ``advance(to:)``), the component releases it with the scroll's velocity and snaps as after a
  ///   drag. A scroll mostly across the axis is declined, as a drag across it would be. A short
  ///   scroll the component never took ends without a tap.
  /// - Right to left (``direction``), a scroll that brings content at the right into view moves
  ///   back, towards the first item, as a drag to the left does there.
  /// - While a real finger is down the wheel is ignored; a finger that goes down during a scroll takes
  ///   the content over from it.
  /// - Returns: whether the event is the component's. False for a scroll or notch across its axis and
  ///   for every event of a scroll it declined: the front end passes those on (to a vertical scroll
  ///   view holding a row, for example).
  public mutating func scrollWheel(_ event: ScrollWheelEvent, animation: AnimationCurve?) -> Bool {
    guard event.time.isFinite else { return false }
    let event = direction == .rightToLeft ? event.mirrored(inWidth: viewport.width) : event
    if gesture != nil, !wheel.isActive { return true }
    let main = component.axis.length(of: event.delta)
    // A whole-line event inside a scroll that a pause ends is part of that scroll (a platform that
    // reports a trackpad in lines may land on a whole number), not a mouse wheel's notch.
    let isInsidePausedScroll = wheel.pauseEnd(after: Self.wheelQuietInterval).map { event.time < $0 } ?? false
    switch event.phase == .notch && isInsidePausedScroll ? .unphased : event.phase {
    case .notch:
      guard takesScroll(by: event.delta) else { return false }
      endWheelScroll(at: event.time)
      step(by: main > 0 ? 1 : -1, animation: animation, time: event.time)
      return true
    case .momentum:
      return wheel.lastGestureWasTaken
    case .cancelled:
      let taken = isWheelScrollTaken
      if wheel.state == .following { cancelGesture(at: event.time) }
      wheel.stop()
      wheel.lastGestureWasTaken = taken
      return taken
    case .ended:
      guard wheel.isActive else { return wheel.lastGestureWasTaken }
      if wheel.state == .following, event.delta != .zero { _ = feed(wheel.scroll(by: event.delta, time: event.time)) }
      let taken = isWheelScrollTaken
      endWheelScroll(at: event.time)
      return taken
    case .began, .changed, .unphased:
      endPausedWheelScroll(by: event.time)
      if event.phase == .began { endWheelScroll(at: event.time) }
      if !wheel.isActive { wheel.begin(at: event.location, time: event.time, endsByPause: event.phase == .unphased) }
      wheel.note(event.time)
      if wheel.state == .undecided, event.delta != .zero,
        let press = wheel.decide(declining: !takesScroll(by: event.delta))
      {
        guard press.isUsable else {
          wheel.stop()
          return false
        }
        _ = feed(press)
      }
      if wheel.state == .following, event.delta != .zero { _ = feed(wheel.scroll(by: event.delta, time: event.time)) }
      return wheel.state == .undecided || isWheelScrollTaken
    }
  }

  /// Whether a scroll that starts by moving the content `delta` points (as ``ScrollWheelEvent/delta``)
  /// is the component's: mostly along its ``InteractiveComponent/axis``. What a platform recogniser
  /// asks before a scroll begins (UIKit's `gestureRecognizerShouldBegin`), so that a scroll across
  /// the carousel goes to the views around it from its start; ``scrollWheel(_:animation:)`` decides a
  /// scroll's first movement by the same rule. False for a delta that is zero or not finite.
  public func takesScroll(by delta: CGSize) -> Bool {
    let main = component.axis.length(of: delta)
    let cross = component.axis.cross.length(of: delta)
    return main.isFinite && cross.isFinite && abs(main) > abs(cross)
  }

  /// Releases a scroll that a pause ends, when `time` is past its pause.
  mutating func endPausedWheelScroll(by time: TimeInterval) {
    guard let end = wheel.pauseEnd(after: Self.wheelQuietInterval), time.isFinite, time >= end else { return }
    // Released when the pause ran out, however late the frame that noticed it: the release keeps the
    // scroll's speed (a finger resting 50 ms before lifting would lose it), and the component's own
    // clock keeps the motion from jumping back.
    endWheelScroll(at: end)
  }

  /// Ends the scroll under way, if any. The finger it stands for lifts — a release if the component
  /// took the drag, otherwise a cancellation, so that a short scroll is never a tap.
  private mutating func endWheelScroll(at time: TimeInterval) {
    guard wheel.isActive else { return }
    let taken = isWheelScrollTaken
    let following = wheel.state == .following
    let finger = wheel.finger
    let releaseTime = time.isFinite ? Swift.max(time, wheel.lastTime) : wheel.lastTime
    wheel.stop()
    wheel.lastGestureWasTaken = taken
    guard following else { return }
    _ = feed(gesture?.decision == .tracking ? .ended(finger, at: releaseTime) : .cancelled(finger, at: releaseTime))
  }

  /// Whether the scroll under way is the component's: followed and not declined by it.
  private var isWheelScrollTaken: Bool {
    wheel.state == .following && gesture.map { $0.decision != .declined } ?? false
  }

  /// How many indices the viewport shows in full (at least 1): what Page Up and Page Down step by.
  /// An item covered by one drawn above it (a card under the top of a pile, a banner behind the
  /// ring's front one) does not count.
  private var indicesShownInFull: Int {
    let bounds = CGRect(origin: .zero, size: viewport).insetBy(dx: -0.5, dy: -0.5)
    let shown = placements().filter { $0.opacity > 0 }
    var indices = Set<Int>()
    for placement in shown where bounds.contains(placement.scaledFrame) {
      let frame = placement.scaledFrame.insetBy(dx: 0.5, dy: 0.5)
      let isCovered = shown.contains { $0.zIndex > placement.zIndex && $0.scaledFrame.intersects(frame) }
      if !isCovered { indices.insert(component.index(showingItem: placement.index)) }
    }
    return Swift.max(1, indices.count)
  }
}
