#if canImport(SwiftUI)
  import CarouselCore
  import SwiftUI

  /// The `.scrollView` rendering of a row (``CarouselRowRendering``): SwiftUI's `ScrollView` with
  /// its items in a scroll target layout, rested by a ``CarouselScrollTargetBehavior`` when the row
  /// snaps, its position bound to the caller's index and selection, and its events in the engine's
  /// vocabulary through ``ScrollPositionEvents`` (tested on Linux).
  struct NativeCarouselRow<Event: CarouselEvent, Item: View>: View {
    /// The items' keys in order, and the selection by ID if bound.
    let identity: ItemIdentity
    /// The caller's index: where the row starts, scrolled to when it changes (animated when the change
    /// animates), set when the scroll position names another item.
    let selection: Binding<Int>
    /// The row's geometry for a container `width` points wide.
    let geometry: (CGFloat) -> NativeRowGeometry
    /// What VoiceOver calls the row.
    let label: Text
    /// The row's events, each batch in order, after the selection has followed them.
    let onEvents: ([Event]) -> Void
    @ViewBuilder let item: (Int) -> Item

    @State private var position: ItemKey?
    @State private var events: ScrollPositionEvents<ItemKey>
    @Environment(\.accessibilityReduceMotion) private var reduceMotion

    init(
      identity: ItemIdentity, selection: Binding<Int>, geometry: @escaping (CGFloat) -> NativeRowGeometry,
      label: Text, onEvents: @escaping ([Event]) -> Void, @ViewBuilder item: @escaping (Int) -> Item
    ) {
      self.identity = identity
      self.selection = selection
      self.geometry = geometry
      self.label = label
      self.onEvents = onEvents
      self.item = item
      var start = ScrollPositionEvents(elementIDs: identity.keys, currentIndex: selection.wrappedValue)
      if let key = identity.selectedKey, let index = start.index(of: key) {
        start = ScrollPositionEvents(elementIDs: identity.keys, currentIndex: index)
      }
      _events = State(initialValue: start)
      _position = State(initialValue: start.currentID)
    }

    var body: some View {
      GeometryReader { proxy in
        let row = geometry(proxy.size.width)
        ScrollView(.horizontal) {
          LazyHStack(spacing: row.spacing) {
            ForEach(identity.keys, id: \.self) { key in
              if let index = events.index(of: key) {
                item(index)
                  .frame(width: row.itemWidth, height: row.itemHeight)
                  .id(key)
                  .onTapGesture { report(events.tapped(at: index)) }
              }
            }
          }
          .scrollTargetLayout()
        }
        .scrollIndicators(.hidden)
        .contentMargins(.leading, row.leadingMargin, for: .scrollContent)
        .contentMargins(.trailing, row.trailingMargin, for: .scrollContent)
        .contentMargins(.top, row.topMargin, for: .scrollContent)
        .contentMargins(.bottom, row.bottomMargin, for: .scrollContent)
        .scrollPosition(id: $position, anchor: row.anchor)
        .modifier(RestingBehavior(behavior: row.behavior))
      }
      // Inside a vertical ScrollView, where nothing proposes a height, the row is as tall as its items.
      .frame(height: geometry(0).rowHeight)
      .modifier(ScrollPhaseEvents { scrolling in report(events.scrollingChanged(scrolling)) })
      .onChange(of: position, initial: false) { _, key in report(events.positionChanged(to: key)) }
      .onChange(of: identity.keys, initial: false) { _, keys in
        report(events.setElements(keys))
        // The current item was removed: the scroll position names the one now current.
        if position != events.currentID { position = events.currentID }
      }
      .onOutsideSelectionChange(index: selection.wrappedValue, key: identity.selectedKey) { index, change in
        guard index != events.currentIndex else { return }
        scroll(to: events.id(at: index), in: change)
      } onKey: { key, change in
        guard key != events.currentID, events.index(of: key) != nil else { return }
        scroll(to: key, in: change)
      }
      .accessibilityElement(children: .contain)
      .accessibilityLabel(label)
    }

    /// Scrolls to `key` as the outside `change` asked: animated or at once.
    private func scroll(to key: ItemKey?, in change: OutsideChangeTransaction) {
      guard let key else { return }
      withTransaction(change.transaction(reducingMotion: reduceMotion)) { position = key }
    }

    /// The selection follows each change of the current item, then the caller hears the events.
    private func report(_ batch: [Event]) {
      guard !batch.isEmpty else { return }
      for event in batch {
        guard let index = event.changedIndex else { continue }
        if selection.wrappedValue != index { selection.wrappedValue = index }
        if let select = identity.select, let key = events.id(at: index), key != identity.selectedKey { select(key) }
      }
      onEvents(batch)
    }
  }

  /// Where a native row's items sit, for one container width.
  struct NativeRowGeometry {
    var itemWidth: CGFloat
    /// The items' height; nil lets the container decide.
    var itemHeight: CGFloat?
    var spacing: CGFloat
    var leadingMargin: CGFloat
    var trailingMargin: CGFloat
    var topMargin: CGFloat = 0
    var bottomMargin: CGFloat = 0
    /// The point of an item the scroll position aligns.
    var anchor: UnitPoint
    /// How releases rest; nil for the system's own momentum.
    var behavior: CarouselScrollTargetBehavior?

    /// The row's height: its items' and the margins above and below; nil when the items have none.
    var rowHeight: CGFloat? { itemHeight.map { $0 + topMargin + bottomMargin } }
  }

  /// The row's scroll target behavior, when it has one.
  private struct RestingBehavior: ViewModifier {
    let behavior: CarouselScrollTargetBehavior?

    func body(content: Content) -> some View {
      if let behavior {
        content.scrollTargetBehavior(behavior)
      } else {
        content
      }
    }
  }

  /// Whether the row is scrolling, where SwiftUI says (iOS 18, macOS 15); nothing before.
  private struct ScrollPhaseEvents: ViewModifier {
    let scrollingChanged: (Bool) -> Void

    func body(content: Content) -> some View {
      if #available(iOS 18.0, macOS 15.0, *) {
        content.onScrollPhaseChange { _, phase in scrollingChanged(phase != .idle) }
      } else {
        content
      }
    }
  }
#endif
