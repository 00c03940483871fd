#if canImport(SwiftUI)
  import CarouselCore
  import Foundation
  import SwiftUI

  /// The one shell every engine-driven carousel view configures: a ``CarouselDriver`` kept (by
  /// reference) in `@State` and driven the same way for all of them — drawn by `EngineCanvas`, its
  /// touches, taps and clock fed through it, the outside index and selection bound to it, the
  /// elements and the parameters followed after creation, Reduce Motion passed on, auto-advance
  /// gated, and an accessibility container: an adjustable control, then the content of the items on
  /// screen. A view differs only in the component it builds and what its events mean.
  ///
  /// A parent's update costs O(1) here when the data is the same array: the driver is built once,
  /// and only a changed component or changed data reaches it. Everything between a gesture and the
  /// engine is the driver's and the host's (and ``AutoAdvanceGate``'s), tested on Linux; this view
  /// only wires SwiftUI's callbacks to them.
  struct HostedCarousel<
    Component: InteractiveComponent & Equatable, Data: Collection, Decoration: View, Item: View
  >: View {
    /// The component as the view's parameters build it now. When a parameter changes, the host is
    /// reconfigured with it, keeping the current element.
    let component: Component
    /// The items, or nil for a component whose own count rules (the endless pager).
    let data: Data?
    /// How the items are keyed (by ID, or by position) and the selection by ID, if bound.
    let identity: ItemIdentity<Data.Element>
    /// The outside index: shown when the view appears, moved to when it changes (animated when the
    /// change animates), set when the component comes to rest elsewhere or the current item moves.
    /// Nil for none.
    let selection: Binding<Int>?
    /// The animation of a move the user did not drag: an index or ID set from outside inside
    /// `withAnimation` (or any transaction that animates), an accessibility step. None with Reduce
    /// Motion on; an outside change made without animation jumps.
    let animation: AnimationCurve
    /// What VoiceOver calls the carousel, and how it names the current item.
    let label: Text
    let value: (Int) -> Text
    /// Whether `item` is given each placement's index counted from the current index (a
    /// three-element window: −1, 0, +1) rather than the component's own.
    let indexesFromCurrent: Bool
    /// The component's events, each batch in order, after the selection has followed them.
    let onEvents: ([Component.Event]) -> Void
    /// Applies the auto-advance gate to the component (a paged carousel, a ring or a pager that turns
    /// by itself), or nil for a component that does not move by itself. When given, VoiceOver also
    /// offers a Pause/Resume action.
    let onAutoAdvanceGate: ((inout Component, AutoAdvanceGate) -> Void)?
    /// The item VoiceOver's activate action taps for a current index (a page's first row), or nil
    /// for none.
    let activatedIndex: (Int) -> Int?
    /// Drawn over the items, from the component as it is in each frame (a tab strip's indicator).
    let decoration: (Component) -> Decoration
    /// Whether the carousel is as tall as its content where the container leaves the height open
    /// (the snap, paged and endless views): the current item is measured at the width it is given.
    let measuresContent: Bool
    /// Whether each item is as long as its content along the axis (a content-sized free or snap row): items
    /// are measured as they are drawn and the engine lays them out at those lengths.
    let measuresItemLengths: Bool
    let item: (ItemPlacement) -> Item

    @State private var model = CarouselModel<Component>()
    @State private var gate = AutoAdvanceGate()
    /// Bumped to draw again after input (the timeline's schedule depends on the engine's state).
    @State private var revision = 0
    /// The pause when the app shows no control of its own.
    @State private var isPausedHere = false
    /// The app's pause control, if ``SwiftUICore/View/carouselAutoAdvance(_:isPaused:)`` bound one.
    @Environment(\.carouselAutoAdvance.isPaused) private var isPaused
    /// What VoiceOver has focused inside the carousel: its control, an item's content, or nothing.
    @AccessibilityFocusState private var accessibilityFocus: AccessibilityTarget?
    @Environment(\.accessibilityReduceMotion) private var reduceMotion
    @Environment(\.scenePhase) private var scenePhase
    /// Right to left, the host mirrors the carousel: the first item at the right, drags, keys and
    /// the wheel the other way round.
    @Environment(\.layoutDirection) private var layoutDirection

    init(
      component: Component, data: Data?, identity: ItemIdentity<Data.Element>, selection: Binding<Int>?,
      animation: AnimationCurve, label: Text, value: @escaping (Int) -> Text, indexesFromCurrent: Bool = false,
      onEvents: @escaping ([Component.Event]) -> Void = { _ in },
      onAutoAdvanceGate: ((inout Component, AutoAdvanceGate) -> Void)? = nil,
      activatedIndex: @escaping (Int) -> Int? = { $0 }, measuresContent: Bool = false,
      measuresItemLengths: Bool = false,
      @ViewBuilder decoration: @escaping (Component) -> Decoration,
      @ViewBuilder item: @escaping (ItemPlacement) -> Item
    ) {
      self.measuresContent = measuresContent
      self.measuresItemLengths = measuresItemLengths
      self.component = component
      self.data = data
      self.identity = identity
      self.selection = selection
      self.animation = animation
      self.label = label
      self.value = value
      self.indexesFromCurrent = indexesFromCurrent
      self.onEvents = onEvents
      self.onAutoAdvanceGate = onAutoAdvanceGate
      self.activatedIndex = activatedIndex
      self.decoration = decoration
      self.item = item
    }

    var body: some View {
      let _ = prepareModel()
      EngineCanvas(
        model: model, revision: revision, decoration: decoration, sizingItem: sizingItem,
        measuresItemLengths: measuresItemLengths
      ) { placement in
        itemView(placement).accessibilityFocused($accessibilityFocus, equals: .item(placement.index))
      }
      .onOutsideSelectionChange(index: selection?.wrappedValue, key: identity.selectedKey) { newIndex, change in
        guard newIndex != model.currentIndex else { return }
        model.setIndex(newIndex, animation: change.animation(animation))
      } onKey: { key, change in
        guard key != model.element(shownAt: model.currentIndex) else { return }
        model.select(key, animation: change.animation(animation))
      }
      .onChange(of: reduceMotion, initial: true) { _, reduce in
        model.setReducesMotion(reduce)
        gate.reducesMotion = reduce
      }
      .onAppear { gate.isVisible = true }
      .onDisappear { gate.isVisible = false }
      .onChange(of: scenePhase, initial: true) { _, phase in gate.isSceneActive = phase == .active }
      .onChange(of: accessibilityFocus, initial: true) { _, focus in
        gate.isFocusedByAssistiveTechnology = focus != nil
      }
      .onChange(of: isPaused?.wrappedValue ?? isPausedHere, initial: true) { _, paused in
        gate.isPausedByUser = paused
      }
      .onChange(of: gate, initial: true) { _, now in
        if let onAutoAdvanceGate { model.modifyComponent { onAutoAdvanceGate(&$0, now) } }
      }
      // A hardware keyboard moves it once it has focus: the arrows along it, Page Up and Down, Home
      // and End; a key it does not take (an arrow across it) goes on to the views around it.
      .focusable()
      .onKeyPress(keys: NavigationKey.keyEquivalents) { press in
        guard let key = NavigationKey(press.key) else { return .ignored }
        return model.press(key, animation: animation) ? .handled : .ignored
      }
      // Behind the items, so touching a card explores the card; first in VoiceOver's order.
      .background { control }
      // A container: the control, then the content of the items on screen (each item's own labels
      // and buttons stay reachable; the engine canvas hides the ones a sighted person cannot see).
      // Unnamed: the control names the carousel, and VoiceOver would otherwise say it twice.
      .accessibilityElement(children: .contain)
    }

    /// Brings the model up to date with this update's inputs (O(1) when they did not change) and
    /// points its callbacks at this update's bindings.
    private func prepareModel() {
      model.prepare(
        component: component, data: data, identity: identity, initialIndex: selection?.wrappedValue,
        direction: ReadingDirection(layoutDirection), tapsFromTouches: false, time: engineNow())
      // A component rebuilt from new parameters starts ungated: the gate holds again at once.
      if let onAutoAdvanceGate { model.keep { onAutoAdvanceGate(&$0, gate) } }
      model.onNews = { [follow] events, _ in follow(events) }
      model.invalidate = { [$revision] in $revision.wrappedValue &+= 1 }
    }

    /// The current item (a page's first row), to measure; nil when the content does not size the
    /// carousel.
    private var sizingItem: Item? {
      guard measuresContent else { return nil }
      let index = model.component?.firstItem(atIndex: model.currentIndex) ?? 0
      let placement = ItemPlacement(index: indexesFromCurrent ? 0 : index, frame: .zero)
      return item(placement)
    }

    /// The caller's view of the item `placement` places, given the index the caller counts in.
    @ViewBuilder private func itemView(_ placement: ItemPlacement) -> some View {
      if indexesFromCurrent {
        item(placement.withIndex(placement.index - model.currentIndex))
      } else {
        item(placement)
      }
    }

    /// The carousel's adjustable element: its name and current item, swipe up or down to move one
    /// item, double-tap to activate the current item as a finger would, and Pause/Resume when it
    /// moves by itself.
    private var control: some View {
      Color.clear
        .carouselAccessibility(
          label: label, value: value(model.currentIndex),
          increment: { model.step(by: 1, animation: animation) },
          decrement: { model.step(by: -1, animation: animation) }
        )
        .accessibilityFocused($accessibilityFocus, equals: .control)
        .accessibilityAction {
          if let index = activatedIndex(model.currentIndex) { follow([Component.Event.tapped(index: index)]) }
        }
        .modifier(PauseAction(isOffered: onAutoAdvanceGate != nil, isPaused: isPaused ?? $isPausedHere))
        .accessibilitySortPriority(1)
    }

    /// The selection follows each rest, then the view hears the events.
    private func follow(_ events: [Component.Event]) {
      for event in events {
        guard let settled = event.settledIndex else { continue }
        if let selection, selection.wrappedValue != settled { selection.wrappedValue = settled }
        if let select = identity.select {
          let key = model.element(shownAt: settled)
          if key != identity.selectedKey { select(key) }
        }
      }
      onEvents(events)
    }
  }

  extension HostedCarousel where Decoration == EmptyView {
    /// A shell with nothing drawn over the items.
    init(
      component: Component, data: Data?, identity: ItemIdentity<Data.Element>, selection: Binding<Int>?,
      animation: AnimationCurve, label: Text, value: @escaping (Int) -> Text, indexesFromCurrent: Bool = false,
      onEvents: @escaping ([Component.Event]) -> Void = { _ in },
      onAutoAdvanceGate: ((inout Component, AutoAdvanceGate) -> Void)? = nil,
      activatedIndex: @escaping (Int) -> Int? = { $0 }, measuresContent: Bool = false,
      measuresItemLengths: Bool = false,
      @ViewBuilder item: @escaping (ItemPlacement) -> Item
    ) {
      self.init(
        component: component, data: data, identity: identity, selection: selection, animation: animation,
        label: label, value: value, indexesFromCurrent: indexesFromCurrent, onEvents: onEvents,
        onAutoAdvanceGate: onAutoAdvanceGate, activatedIndex: activatedIndex,
        measuresContent: measuresContent, measuresItemLengths: measuresItemLengths, decoration: { _ in EmptyView() },
        item: item)
    }
  }

  /// Where VoiceOver's focus is inside a carousel.
  private enum AccessibilityTarget: Hashable {
    /// The carousel's adjustable control.
    case control
    /// The content of the item at this index.
    case item(Int)
  }

  /// VoiceOver's Pause/Resume action for a carousel that moves by itself (WCAG 2.2.2), when offered.
  private struct PauseAction: ViewModifier {
    let isOffered: Bool
    let isPaused: Binding<Bool>

    func body(content: Content) -> some View {
      if isOffered {
        content.accessibilityAction(named: isPaused.wrappedValue ? CarouselKitText.resume : CarouselKitText.pause) {
          isPaused.wrappedValue.toggle()
        }
      } else {
        content
      }
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
