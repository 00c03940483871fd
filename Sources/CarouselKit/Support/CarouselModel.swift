#if canImport(SwiftUI)
  @_spi(FrontEnd) import CarouselCore
  import Foundation
  import SwiftUI

  /// What a hosted carousel keeps between updates, by reference in `@State`: its ``CarouselDriver``
  /// (built on the first update, never again on a parent's), the drag recognition, and the hand-over
  /// of news to the view once an update is over.
  ///
  /// A frame is drawn during a view update (the timeline's), so it changes no view state: what it
  /// produced — events, a new index, the end of motion — is delivered on the next turn of the main
  /// run loop. Input (a touch, a tap, an accessibility step, an outside index) comes from callbacks,
  /// and is delivered at once.
  @MainActor final class CarouselModel<Component: InteractiveComponent & Equatable> {
    typealias Driver = CarouselDriver<Component, ItemKey>

    private var driver: Driver?
    private var recognition = NestedDragRecognition()
    private var deliveryIsScheduled = false
    /// Hears the news: the events in order, and the new current index if it changed. Set by the view
    /// on each update, so it reaches the view's current bindings.
    var onNews: ([Component.Event], Int?) -> Void = { _, _ in }
    /// Makes the view draw again (its schedule may have changed). Set by the view on each update.
    var invalidate: () -> Void = {}

    /// Brings the driver up to date with what the view was given now, building it on the first call.
    /// - Complexity: O(1) when nothing changed and the data is an array; O(n) otherwise.
    func prepare<Data: Collection>(
      component: Component, data: Data?, identity: ItemIdentity<Data.Element>, initialIndex: Int?,
      direction: ReadingDirection, tapsFromTouches: Bool, time: TimeInterval
    ) {
      if driver == nil {
        var built = Driver(
          component: component, data: data, id: identity.key, initialIndex: initialIndex,
          initialID: identity.selectedKey)
        built.host.tapsFromTouches = tapsFromTouches
        built.host.setDirection(direction, time: time)
        driver = built
      } else {
        driver?.update(component: component, data: data, id: identity.key, time: time)
        // The environment's direction changed (a language switch): the next frame is the mirror,
        // and a touch under way ends, its points meaning the other side now.
        if var changed = driver, changed.host.direction != direction {
          recognition.cancel(host: &changed.host, at: time)
          changed.host.setDirection(direction, time: time)
          driver = changed
        }
      }
    }

    // MARK: - Reading

    /// The component as it is now (nil before the first update).
    var component: Component? { driver?.host.component }
    /// The current index (0 before the first update).
    var currentIndex: Int { driver?.host.currentIndex ?? 0 }
    /// The element shown at `index`.
    func element(shownAt index: Int) -> ItemKey? { driver?.host.element(shownAt: index) }

    /// The schedule the timeline runs on now, noted by the driver.
    func schedule() -> FrameSchedule {
      driver?.schedule() ?? FrameSchedule(wantsFrames: false, nextWakeTime: nil)
    }

    // MARK: - Drawing (during a view update)

    /// Gives the host the canvas's size, when it changed.
    func setViewport(_ size: CGSize) {
      driver?.setViewport(size, time: engineNow())
    }

    /// The frame to draw at `date`; what it produced is delivered after the update.
    func frame(at date: Date) -> Driver.Frame {
      guard var driver else { return Driver.Frame(items: []) }
      self.driver = nil  // the one copy is the local one while it changes
      let frame = driver.frame(at: date.timeIntervalSinceReferenceDate)
      let hasNews = driver.hasNews
      self.driver = driver
      if hasNews { scheduleDelivery() }
      return frame
    }

    private func scheduleDelivery() {
      guard !deliveryIsScheduled else { return }
      deliveryIsScheduled = true
      Task { @MainActor [weak self] in self?.deliver() }
    }

    /// Hands the news to the view, and redraws when the schedule changed.
    private func deliver() {
      deliveryIsScheduled = false
      guard driver != nil else { return }
      let reschedule = driver?.needsNewSchedule ?? false
      if let news = driver?.takeEvents(), !news.events.isEmpty || news.currentIndex != nil {
        onNews(news.events, news.currentIndex)
      }
      if reschedule { invalidate() }
    }

    // MARK: - Input (from callbacks)

    /// Feeds touch samples through the nested-drag recognition; the news is delivered at once.
    func feed(_ events: [DragEvent]) {
      guard let last = events.last else { return }
      change(at: last.time) { driver, recognition in
        for event in events { recognition.handle(event, host: &driver.host) }
      }
    }

    /// Whether a platform recogniser may begin with the finger at `location` (see
    /// ``NestedDragRecognition/shouldBegin(at:host:)``).
    func shouldBegin(at location: CGPoint) -> Bool {
      guard let host = driver?.host else { return false }
      return recognition.shouldBegin(at: location, host: host)
    }

    /// Whether drags pulled past a non-looping end go to the view around.
    func setYieldsAtEnds(_ yields: Bool) {
      recognition.yieldsAtEnds = yields
    }

    /// The system took the touch away (the scene left the foreground).
    func cancelTouch() {
      let now = engineNow()
      change(at: now) { driver, recognition in recognition.cancel(host: &driver.host, at: now) }
    }

    /// A tap the platform's recogniser confirmed at `location` (viewport points).
    func tap(at location: CGPoint) {
      let now = engineNow()
      change(at: now) { driver, _ in driver.host.tap(at: location, time: now) }
    }

    /// Moves to `index` because something outside changed it.
    func setIndex(_ index: Int, animation: AnimationCurve?) {
      let now = engineNow()
      change(at: now) { driver, _ in driver.host.setIndex(index, animation: animation, time: now) }
    }

    /// Moves to the element of `key` because the caller's selection changed.
    func select(_ key: ItemKey, animation: AnimationCurve?) {
      let now = engineNow()
      change(at: now) { driver, _ in driver.host.select(key, animation: animation, time: now) }
    }

    /// One accessibility step (see ``ComponentHost/step(by:animation:time:)``).
    func step(by delta: Int, animation: AnimationCurve?) {
      let now = engineNow()
      change(at: now) { driver, _ in driver.host.step(by: delta, animation: animation, time: now) }
    }

    /// A hardware key (see ``ComponentHost/press(_:animation:time:)``).
    /// - Returns: whether the carousel took it; a key it did not take goes on to the views around it.
    func press(_ key: NavigationKey, animation: AnimationCurve?) -> Bool {
      let now = engineNow()
      var taken = false
      change(at: now) { driver, _ in taken = driver.host.press(key, animation: animation, time: now) }
      return taken
    }

    /// A step of a trackpad or wheel scroll (see ``ComponentHost/scrollWheel(_:animation:)``).
    func scrollWheel(_ event: ScrollWheelEvent) {
      change(at: event.time) { driver, _ in _ = driver.host.scrollWheel(event, animation: .snap) }
    }

    /// Whether a scroll that starts by moving the content `delta` points is the carousel's (see
    /// ``ComponentHost/takesScroll(by:)``).
    func takesScroll(by delta: CGSize) -> Bool {
      driver?.host.takesScroll(by: delta) ?? false
    }

    /// A length measured from an item's content along the carousel's axis (see
    /// ``ComponentHost/measure(_:of:time:)``); copies of an item beyond the first are not measured
    /// again.
    func measure(_ length: CGFloat, of id: PlacementIdentity<ItemKey>) {
      guard case .element(let key, copy: 0) = id, var driver else { return }
      self.driver = nil  // the one copy is the local one while it changes
      let now = engineNow()
      let changed = driver.host.measure(length, of: key, time: now)
      self.driver = driver
      // Only a length the host takes is news: layout rounding does not redraw.
      if changed { change(at: now) { _, _ in } }
    }

    /// Applies `adjust` to the live component in place, delivering nothing — safe during a view
    /// update — for a setting that must hold whatever the parameters rebuilt (the auto-advance gate:
    /// a reconfigured component starts on screen and unpaused).
    func keep(_ adjust: (inout Component) -> Void) {
      driver?.host.modify(adjust)
    }

    /// Reduce Motion, as the environment says.
    func setReducesMotion(_ reduces: Bool) {
      driver?.host.reducesMotion = reduces
    }

    /// Changes a setting of the component's own in place (the auto-advance gate).
    func modifyComponent(_ change: (inout Component) -> Void) {
      let now = engineNow()
      self.change(at: now) { driver, _ in driver.host.modify(change) }
    }

    /// Applies an input to the driver, advances it to `time` and delivers the news now.
    private func change(at time: TimeInterval, _ body: (inout Driver, inout NestedDragRecognition) -> Void) {
      guard var driver else { return }
      self.driver = nil
      body(&driver, &recognition)
      driver.advance(to: time)
      self.driver = driver
      deliver()
      invalidate()
    }
  }

#endif
