#if canImport(SwiftUI)
  import CarouselCore
  import Foundation
  import SwiftUI

  /// The one shell every engine-driven carousel view configures: a ``ComponentHost`` kept in `@State`
  /// and driven the same way for all of them — drawn by `EngineCanvas`, its drags (and their
  /// cancellation) and clock fed through it, the outside index bound to it, the elements and the
  /// parameters followed after creation, Reduce Motion passed on, and one adjustable accessibility
  /// element. A view differs only in the component it builds and what its events mean.
  ///
  /// Everything between a gesture and the engine is the host's, tested on Linux; this view only wires
  /// SwiftUI's callbacks to it.
  struct HostedCarousel<Component: InteractiveComponent & Equatable, Item: View>: View {
    /// The component as the view's parameters build it now. When a parameter changes, the host is
    /// reconfigured with it, keeping the current element.
    let component: Component
    /// The elements' identities, in order, or nil for a component whose own count rules (the endless
    /// pager).
    let elements: [Int]?
    /// The outside index: shown when the view appears, animated to when it changes, set when the
    /// component comes to rest elsewhere. Nil for none.
    let selection: Binding<Int>?
    /// The animation of a move the user did not drag (an index set from outside, an accessibility
    /// step); none with Reduce Motion on.
    let animation: AnimationCurve
    /// What VoiceOver calls the carousel, and how it names the current item.
    let label: Text
    let value: (Int) -> Text
    /// Whether `item` is given each placement's index counted from the current index (the seed's
    /// three-element window: −1, 0, +1) rather than the component's own.
    let indexesFromCurrent: Bool
    /// The component's events, each batch in order, after the selection has followed them.
    let onEvents: ([Component.Event]) -> Void
    /// Settings of the component's own that follow the view's surroundings (the paged carousel's
    /// auto-advance: on screen, no Reduce Motion), or nil.
    let onSurroundings: ((inout Component, CarouselSurroundings) -> Void)?
    @ViewBuilder let item: (ItemPlacement) -> Item

    @State private var host: ComponentHost<Component, Int>
    @State private var surroundings = CarouselSurroundings()
    @Environment(\.accessibilityReduceMotion) private var reduceMotion

    init(
      component: Component, elements: [Int]?, selection: Binding<Int>?, animation: AnimationCurve, label: Text,
      value: @escaping (Int) -> Text, indexesFromCurrent: Bool = false,
      onEvents: @escaping ([Component.Event]) -> Void = { _ in },
      onSurroundings: ((inout Component, CarouselSurroundings) -> Void)? = nil,
      @ViewBuilder item: @escaping (ItemPlacement) -> Item
    ) {
      self.component = component
      self.elements = elements
      self.selection = selection
      self.animation = animation
      self.label = label
      self.value = value
      self.indexesFromCurrent = indexesFromCurrent
      self.onEvents = onEvents
      self.onSurroundings = onSurroundings
      self.item = item
      _host = State(
        initialValue: ComponentHost(component, elementIDs: elements, initialIndex: selection?.wrappedValue))
    }

    var body: some View {
      EngineCanvas(host: $host, onEvents: follow) { placement in
        if indexesFromCurrent {
          item(placement.withIndex(placement.index - host.currentIndex))
        } else {
          item(placement)
        }
      }
      .onChange(of: component, initial: false) { _, rebuilt in host.reconfigure(rebuilt, time: engineNow()) }
      .onChange(of: elements, initial: false) { _, ids in
        if let ids { host.setElements(ids, time: engineNow()) }
      }
      .onChange(of: selection?.wrappedValue, initial: false) { _, newIndex in
        guard let newIndex, newIndex != host.currentIndex else { return }
        host.setIndex(newIndex, animation: animation, time: engineNow())
      }
      .onChange(of: reduceMotion, initial: true) { _, reduce in
        host.reducesMotion = reduce
        surroundings.reducesMotion = reduce
      }
      .onAppear { surroundings.isVisible = true }
      .onDisappear { surroundings.isVisible = false }
      .onChange(of: surroundings, initial: true) { _, now in
        if let onSurroundings { host.modify { onSurroundings(&$0, now) } }
      }
      .carouselAccessibility(
        label: label, value: value(host.currentIndex),
        increment: { host.step(by: 1, animation: animation, time: engineNow()) },
        decrement: { host.step(by: -1, animation: animation, time: engineNow()) })
    }

    /// The selection follows each rest, then the view hears the events.
    private func follow(_ events: [Component.Event]) {
      for event in events {
        if let settled = event.settledIndex, let selection, selection.wrappedValue != settled {
          selection.wrappedValue = settled
        }
      }
      onEvents(events)
    }
  }

  extension ItemPlacement {
    /// The same placement under another index.
    fileprivate func withIndex(_ index: Int) -> ItemPlacement {
      var placement = self
      placement.index = index
      return placement
    }
  }
#endif
