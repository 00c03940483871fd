#if canImport(SwiftUI)
  @_spi(FrontEnd) import CarouselCore
  import SwiftUI

  /// The `.scrollView` rendering of a row (``CarouselRowRendering``): SwiftUI's `ScrollView` with
  /// its items in a scroll target layout, rested by a ``CarouselScrollTargetBehavior`` when the row
  /// snaps, its position bound to the caller's index and selection, and its events in the engine's
  /// vocabulary through ``ScrollPositionEvents`` (tested on Linux).
  ///
  /// The current item: on iOS 18 and macOS 15 the one at the row's anchor — the centred section of a
  /// centred row, even while its neighbours peek in — read from the visible region
  /// (``ScrolledRowIndex``); before, SwiftUI's scroll position, which Apple documents as the
  /// leading-most item (the same unless neighbours peek). Inside a vertical `ScrollView`, where no
  /// height is proposed, the row is as tall as its items say, or as one item measures at its width.
  struct NativeCarouselRow<Data: RandomAccessCollection, Event: CarouselEvent, Item: View>: View {
    /// The items.
    let data: Data
    /// How the items are keyed, and the selection by ID if bound.
    let identity: ItemIdentity<Data.Element>
    /// The caller's index: where the row starts, scrolled to when it changes (animated when the change
    /// animates), set when the scroll position names another item.
    let selection: Binding<Int>
    /// The row's geometry for a container `width` points wide.
    let geometry: @Sendable (CGFloat) -> NativeRowGeometry
    /// What VoiceOver calls the row.
    let label: Text
    /// The row's events, each batch in order, after the selection has followed them.
    let onEvents: ([Event]) -> Void
    @ViewBuilder let item: (Int) -> Item

    /// The item the scroll view is at, by key; starts at the caller's selection (by ID, or index).
    @State private var position: ItemKey?
    @State private var model = NativeRowModel()
    @Environment(\.accessibilityReduceMotion) private var reduceMotion

    init(
      data: Data, identity: ItemIdentity<Data.Element>, selection: Binding<Int>,
      geometry: @escaping @Sendable (CGFloat) -> NativeRowGeometry, label: Text, onEvents: @escaping ([Event]) -> Void,
      @ViewBuilder item: @escaping (Int) -> Item
    ) {
      self.data = data
      self.identity = identity
      self.selection = selection
      self.geometry = geometry
      self.label = label
      self.onEvents = onEvents
      self.item = item
      // O(1): the key of one element, not of all.
      let start = selection.wrappedValue
      _position = State(
        initialValue: identity.selectedKey ?? data.element(atOffset: start).map { identity.key($0, start) })
    }

    var body: some View {
      let keys = model.keys(of: data, identity: identity, startingAt: selection.wrappedValue) { report($0) }
      let count = keys.count
      EngineViewportLayout(idealHeight: { [geometry] width, itemHeight in
        let row = geometry(width)
        guard let height = row.itemHeight ?? itemHeight(row.itemWidth) else { return nil }
        return height + row.topMargin + row.bottomMargin
      }) {
        GeometryReader { proxy in
          let row = geometry(proxy.size.width)
          ScrollView(.horizontal) {
            LazyHStack(spacing: row.spacing) {
              ForEach(keys, id: \.self) { key in
                if let index = model.events.index(of: key) {
                  item(index)
                    .frame(width: row.itemWidth, height: row.itemHeight)
                    .id(key)
                    .onTapGesture { report(model.events.tapped(at: index)) }
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
          .modifier(
            VisibleItemEvents(index: row.index(count: count)) { index in
              report(model.events.positionChanged(to: model.events.id(at: index)))
            })
        }
        // One item, invisible, for the layout to measure when neither the row nor its items set a height.
        if geometry(0).itemHeight == nil, !data.isEmpty {
          item(model.events.currentIndex).opacity(0).allowsHitTesting(false).accessibilityHidden(true)
        }
      }
      .modifier(ScrollPhaseEvents { scrolling in report(model.events.scrollingChanged(scrolling)) })
      .onChange(of: position, initial: false) { _, key in
        // From iOS 18 the visible region names the current item (VisibleItemEvents).
        if #available(iOS 18.0, macOS 15.0, *) { return }
        report(model.events.positionChanged(to: key))
      }
      .onChange(of: model.events.currentID, initial: false) { _, current in
        // The current item was removed, or the data changed under it: the scroll position follows.
        if position != current { position = current }
      }
      .onOutsideSelectionChange(index: selection.wrappedValue, key: identity.selectedKey) { index, change in
        guard index != model.events.currentIndex else { return }
        scroll(to: model.events.id(at: index), in: change)
      } onKey: { key, change in
        guard key != model.events.currentID, model.events.index(of: key) != nil else { return }
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
        if let select = identity.select, let key = model.events.id(at: index), key != identity.selectedKey {
          select(key)
        }
      }
      onEvents(batch)
    }
  }

  /// What a native row keeps between updates, by reference: its items' keys, read only when the data
  /// changed (``ElementIDSnapshot``), and the scroll position's events.
  @MainActor final class NativeRowModel {
    private var snapshot = ElementIDSnapshot<ItemKey>()
    /// The scroll position's events in the engine's vocabulary; built on the first update.
    var events = ScrollPositionEvents<ItemKey>(elementIDs: [])
    private var isStarted = false

    /// The keys of `data`, in order — O(1) when it is the array of the last update. New keys reach
    /// the events, and what they report (the current item moved or clamped) goes to `report` after
    /// this update.
    func keys<Data: Collection, Event: CarouselEvent>(
      of data: Data, identity: ItemIdentity<Data.Element>, startingAt start: Int, report: @escaping ([Event]) -> Void
    ) -> [ItemKey] {
      guard snapshot.update(data, id: identity.key) || !isStarted else { return snapshot.ids }
      if isStarted {
        let batch: [Event] = events.setElements(snapshot.ids)
        if !batch.isEmpty { Task { @MainActor in report(batch) } }
      } else {
        isStarted = true
        let selected = identity.selectedKey.flatMap { key in snapshot.ids.firstIndex(of: key) }
        events = ScrollPositionEvents(elementIDs: snapshot.ids, currentIndex: selected ?? start)
      }
      return snapshot.ids
    }
  }

  /// Where a native row's items sit, for one container width.
  struct NativeRowGeometry: Sendable {
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

    /// Which of `count` items is current for the region the scroll view shows.
    func index(count: Int) -> ScrolledRowIndex {
      ScrolledRowIndex(
        itemLength: itemWidth, spacing: spacing, leadingMargin: leadingMargin, count: count,
        anchor: anchor == .center ? .center : .leading)
    }
  }

  /// The current item from the region the scroll view shows, where SwiftUI says (iOS 18, macOS 15);
  /// nothing before (the scroll position binding names it there).
  private struct VisibleItemEvents: ViewModifier {
    let index: ScrolledRowIndex
    let changed: (Int) -> Void

    func body(content: Content) -> some View {
      if #available(iOS 18.0, macOS 15.0, *) {
        content.onScrollGeometryChange(for: Int.self) { geometry in
          index.index(visibleStart: geometry.visibleRect.minX, visibleLength: geometry.visibleRect.width)
        } action: { _, current in
          changed(current)
        }
      } else {
        content
      }
    }
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
