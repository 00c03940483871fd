#if canImport(SwiftUI)
  import CarouselCore
  import SwiftUI

  /// Centred, snapping sections (``SnapCarousel``) in SwiftUI: neighbours come in as you drag, a release
  /// snaps with velocity, at most one section per flick.
  ///
  /// ```swift
  /// @State var selectedSection: NewsSectionData.ID?
  /// SnapCarouselView(sections, selection: $selectedSection) { section in
  ///   NewsSection(rows: section.rows)
  /// }
  /// .frame(height: 260)
  /// ```
  ///
  /// Sections may be as wide as their content, each resting centred (or at the leading edge):
  ///
  /// ```swift
  /// SnapCarouselView(scenes, index: $page, itemSizing: .measured(estimatedLength: 240)) { scene in
  ///   SceneCard(scene)
  /// }
  /// .frame(height: 260)
  /// ```
  ///
  /// The current item is bound by its ID (`selection`, for `Identifiable` data or with `id:`) or by
  /// its position (`index`). Configure it with ``SwiftUICore/View/carouselSpacing(_:)``,
  /// ``SwiftUICore/View/carouselAnimation(_:)``, ``SwiftUICore/View/carouselItemStyle(_:)`` and
  /// ``SwiftUICore/View/carouselRowRendering(_:)``.
  public struct SnapCarouselView<Data: RandomAccessCollection, Content: View>: View {
    private let data: Data
    private var identity: ItemIdentity<Data.Element>
    /// The caller's index, or nil when the selection is bound by ID.
    private var index: Binding<Int>?
    private let itemSizing: SnapCarousel.ItemSizing
    private let alignment: SnapCarousel.Alignment
    private let maxItemsPerFling: Int
    private let content: (Data.Element) -> Content
    private let onEvent: (SnapCarousel.Event) -> Void
    private let label: Text
    /// How VoiceOver names an item; nil: its position ("3 of 6", localizable).
    private let elementValue: ((Data.Element) -> Text)?
    /// The index when the caller binds the selection by ID only.
    @State private var indexHere = 0
    @Environment(\.carouselRowRendering) private var rendering
    @Environment(\.carouselSpacing) private var spacing
    @Environment(\.carouselAnimation) private var animation

    /// A carousel of `data` whose current item is the one at `index` (an offset from the data's
    /// start); `Identifiable` elements are followed by their `id`, so inserting before the current
    /// one keeps it current and moves `index`.
    ///
    /// - Parameters:
    ///   - data: the items, one section each; any `RandomAccessCollection` (an array, a slice, a
    ///     lazy map). An empty collection shows nothing and leaves `index` alone.
    ///   - index: the current item, as an offset from `data`'s start (0 is the first element, also
    ///     for a slice). The carousel writes it when a release comes to rest on another item; set it
    ///     to move there — animated inside `withAnimation`, at once otherwise. An offset past either
    ///     end shows the nearest item.
    ///   - itemInset: how much narrower than the carousel an item is, in points (default 16): an
    ///     item is `width − itemInset` wide, and that much of its neighbours shows.
    ///   - alignment: where the current item rests: ``SnapCarousel/Alignment/center`` (the
    ///     default; neighbours peek on both sides) or ``SnapCarousel/Alignment/leading``.
    ///   - maxItemsPerFling: how many items one release may move at most (default 1: a fast flick
    ///     never skips an item; `Int.max` for no limit).
    ///   - accessibilityLabel: what VoiceOver calls the carousel, a key in your app\'s strings
    ///     (by default "Sections", in CarouselKit's English and Japanese).
    ///   - accessibilityValue: how VoiceOver names an item (by default its position, "3 of 6").
    ///   - onEvent: the carousel's events (``SnapCarousel/Event``), after the binding has followed.
    ///   - content: the view for one element, proposed the item's width and the carousel's height.
    public init(
      _ data: Data, index: Binding<Int>, itemInset: CGFloat = 16, alignment: SnapCarousel.Alignment = .center,
      maxItemsPerFling: Int = 1, accessibilityLabel: LocalizedStringKey? = nil,
      accessibilityValue: ((Data.Element) -> Text)? = nil, onEvent: @escaping (SnapCarousel.Event) -> Void = { _ in },
      @ViewBuilder content: @escaping (Data.Element) -> Content
    ) {
      self.init(
        data, index: index, itemSizing: .fixedInset(itemInset), alignment: alignment,
        maxItemsPerFling: maxItemsPerFling, accessibilityLabel: accessibilityLabel,
        accessibilityValue: accessibilityValue, onEvent: onEvent, content: content)
    }

    /// A carousel of `data` sized by `itemSizing` whose current item is the one at `index` (an
    /// offset from the data's start): equal sections, or sections as wide as their content.
    ///
    /// With ``SnapCarousel/ItemSizing/measured(estimatedLength:)`` each item is laid out at its ideal
    /// width and measured as it is drawn, the way a content-sized ``FreeScrollCarouselView`` measures
    /// its items; each rests with its middle at the carousel's (or its leading edge at the spacing,
    /// with ``SnapCarousel/Alignment/leading``). An item not seen yet counts as the mean width
    /// measured so far (`estimatedLength` before the first); a width learned while the row moves
    /// keeps the current item where it is, and a release still lands on an item. Such a row is drawn
    /// by the engine whatever ``SwiftUICore/View/carouselRowRendering(_:)`` asks.
    ///
    /// - Parameters:
    ///   - data: the items, one section each; any `RandomAccessCollection`. An empty collection shows
    ///     nothing and leaves `index` alone.
    ///   - index: the current item, as an offset from `data`'s start. The carousel writes it when a
    ///     release comes to rest on another item; set it to move there. An offset past either end
    ///     shows the nearest item.
    ///   - itemSizing: ``SnapCarousel/ItemSizing/fixedInset(_:)`` (every item `width − inset` wide)
    ///     or ``SnapCarousel/ItemSizing/measured(estimatedLength:)`` (each as wide as its content).
    ///     A negative, NaN or infinite inset or estimate counts as 0; a measured width that is
    ///     negative, NaN or infinite counts as 0, and an item 0 wide is not shown.
    ///   - alignment: where the current item rests: ``SnapCarousel/Alignment/center`` (the
    ///     default) or ``SnapCarousel/Alignment/leading``.
    ///   - maxItemsPerFling: how many items one release may move at most (default 1).
    ///   - accessibilityLabel: what VoiceOver calls the carousel, a key in your app\'s strings
    ///     (by default "Sections").
    ///   - accessibilityValue: how VoiceOver names an item (by default its position, "3 of 6").
    ///   - onEvent: the carousel's events (``SnapCarousel/Event``), after the binding has followed.
    ///   - content: the view for one element, proposed the item's width (its ideal width, when
    ///     measured) and the carousel's height.
    public init(
      _ data: Data, index: Binding<Int>, itemSizing: SnapCarousel.ItemSizing,
      alignment: SnapCarousel.Alignment = .center, maxItemsPerFling: Int = 1,
      accessibilityLabel: LocalizedStringKey? = nil, accessibilityValue: ((Data.Element) -> Text)? = nil,
      onEvent: @escaping (SnapCarousel.Event) -> Void = { _ in },
      @ViewBuilder content: @escaping (Data.Element) -> Content
    ) {
      self.data = data
      identity = .automatic
      self.index = index
      self.itemSizing = itemSizing
      self.alignment = alignment
      self.maxItemsPerFling = maxItemsPerFling
      self.content = content
      self.onEvent = onEvent
      label = accessibilityLabel.map { Text($0) } ?? CarouselKitText.sections
      elementValue = accessibilityValue
    }

    /// A carousel of `data` whose current item is the one whose `id` is `selection`: set it to move
    /// there (an unknown ID is ignored), and it follows every rest. Each item's view, with any state
    /// it holds, stays with its element.
    ///
    /// - Parameters:
    ///   - data: the items, one section each; any `RandomAccessCollection`.
    ///   - id: the key path to each element's identity, as `ForEach` takes it; two elements with the
    ///     same ID count as one item for the selection.
    ///   - selection: the current item's ID. The carousel writes it after every rest; set it to
    ///     move to that element (animated inside `withAnimation`). Nil, or an ID not in `data`,
    ///     moves nothing.
    ///   - itemInset: how much narrower than the carousel an item is, in points (default 16).
    ///   - alignment: where the current item rests: centred (the default) or at the leading edge.
    ///   - maxItemsPerFling: how many items one release may move at most (default 1).
    ///   - accessibilityLabel: what VoiceOver calls the carousel, a key in your app\'s strings
    ///     (by default "Sections").
    ///   - accessibilityValue: how VoiceOver names an item (by default its position, "3 of 6").
    ///   - onEvent: the carousel's events (``SnapCarousel/Event``), after the binding has followed.
    ///   - content: the view for one element, proposed the item's width and the carousel's height.
    public init<ID: Hashable>(
      _ data: Data, id: KeyPath<Data.Element, ID>, selection: Binding<ID?>, itemInset: CGFloat = 16,
      alignment: SnapCarousel.Alignment = .center, maxItemsPerFling: Int = 1,
      accessibilityLabel: LocalizedStringKey? = nil, accessibilityValue: ((Data.Element) -> Text)? = nil,
      onEvent: @escaping (SnapCarousel.Event) -> Void = { _ in },
      @ViewBuilder content: @escaping (Data.Element) -> Content
    ) {
      self.init(
        data, id: id, selection: selection, itemSizing: .fixedInset(itemInset), alignment: alignment,
        maxItemsPerFling: maxItemsPerFling, accessibilityLabel: accessibilityLabel,
        accessibilityValue: accessibilityValue, onEvent: onEvent, content: content)
    }

    /// A carousel of `data` sized by `itemSizing` whose current item is the one whose `id` is
    /// `selection`: set it to move there (an unknown ID is ignored), and it follows every rest.
    ///
    /// - Parameters:
    ///   - data: the items, one section each; any `RandomAccessCollection`.
    ///   - id: the key path to each element's identity, as `ForEach` takes it; a measured width
    ///     stays with its element when the data changes.
    ///   - selection: the current item's ID, written after every rest; set it to move there. Nil, or
    ///     an ID not in `data`, moves nothing.
    ///   - itemSizing: equal sections (``SnapCarousel/ItemSizing/fixedInset(_:)``) or sections as
    ///     wide as their content (``SnapCarousel/ItemSizing/measured(estimatedLength:)``), as
    ///     ``init(_:index:itemSizing:alignment:maxItemsPerFling:accessibilityLabel:accessibilityValue:onEvent:content:)``
    ///     describes.
    ///   - alignment: where the current item rests: centred (the default) or at the leading edge.
    ///   - maxItemsPerFling: how many items one release may move at most (default 1).
    ///   - accessibilityLabel: what VoiceOver calls the carousel, a key in your app\'s strings
    ///     (by default "Sections").
    ///   - accessibilityValue: how VoiceOver names an item (by default its position, "3 of 6").
    ///   - onEvent: the carousel's events (``SnapCarousel/Event``), after the binding has followed.
    ///   - content: the view for one element, proposed the item's width (its ideal width, when
    ///     measured) and the carousel's height.
    public init<ID: Hashable>(
      _ data: Data, id: KeyPath<Data.Element, ID>, selection: Binding<ID?>, itemSizing: SnapCarousel.ItemSizing,
      alignment: SnapCarousel.Alignment = .center, maxItemsPerFling: Int = 1,
      accessibilityLabel: LocalizedStringKey? = nil, accessibilityValue: ((Data.Element) -> Text)? = nil,
      onEvent: @escaping (SnapCarousel.Event) -> Void = { _ in },
      @ViewBuilder content: @escaping (Data.Element) -> Content
    ) {
      self.init(
        data, index: .constant(0), itemSizing: itemSizing, alignment: alignment, maxItemsPerFling: maxItemsPerFling,
        accessibilityLabel: accessibilityLabel, accessibilityValue: accessibilityValue, onEvent: onEvent,
        content: content)
      // Bound by ID: the index is kept inside.
      identity = ItemIdentity(id: id, selection: selection)
      index = nil
    }

    public var body: some View {
      let component = SnapCarousel(
        itemCount: 0, itemSizing: itemSizing, spacing: spacing ?? 16, alignment: alignment,
        maxItemsPerFling: maxItemsPerFling, animation: animation ?? .snap)
      CarouselRow(
        rendering: rendering, component: component, data: data, identity: identity, selection: index ?? $indexHere,
        animation: component.animation, label: label, elementValue: elementValue, onEvent: onEvent,
        geometry: { [component] in component.nativeRowGeometry(width: $0) },
        measuresItemLengths: component.takesItemLengths, content: content)
    }
  }

  extension SnapCarouselView where Data.Element: Identifiable {
    /// A carousel of `data` whose current item is the one whose `id` is `selection`: set it to move
    /// there (an unknown ID is ignored), and it follows every rest. Each item's view, with any state
    /// it holds, stays with its element.
    ///
    /// ```swift
    /// @State var selectedSection: NewsSectionData.ID?
    /// SnapCarouselView(sections, selection: $selectedSection) { NewsSection(rows: $0.rows) }
    /// ```
    ///
    /// - Parameters:
    ///   - data: the items, one section each, identified by their `id`.
    ///   - selection: the current item's `id`, written after every rest; set it to move there.
    ///   - itemInset: how much narrower than the carousel an item is, in points (default 16).
    ///   - alignment: where the current item rests: centred (the default) or at the leading edge.
    ///   - maxItemsPerFling: how many items one release may move at most (default 1).
    ///   - accessibilityLabel: what VoiceOver calls the carousel, a key in your app\'s strings
    ///     (by default "Sections").
    ///   - accessibilityValue: how VoiceOver names an item (by default its position, "3 of 6").
    ///   - onEvent: the carousel's events (``SnapCarousel/Event``), after the binding has followed.
    ///   - content: the view for one element, proposed the item's width and the carousel's height.
    public init(
      _ data: Data, selection: Binding<Data.Element.ID?>, itemInset: CGFloat = 16,
      alignment: SnapCarousel.Alignment = .center, maxItemsPerFling: Int = 1,
      accessibilityLabel: LocalizedStringKey? = nil, accessibilityValue: ((Data.Element) -> Text)? = nil,
      onEvent: @escaping (SnapCarousel.Event) -> Void = { _ in },
      @ViewBuilder content: @escaping (Data.Element) -> Content
    ) {
      self.init(
        data, id: \.id, selection: selection, itemInset: itemInset, alignment: alignment,
        maxItemsPerFling: maxItemsPerFling, accessibilityLabel: accessibilityLabel,
        accessibilityValue: accessibilityValue, onEvent: onEvent, content: content)
    }

    /// A carousel of `data` sized by `itemSizing` whose current item is the one whose `id` is
    /// `selection`: set it to move there (an unknown ID is ignored), and it follows every rest.
    ///
    /// ```swift
    /// @State var selectedSection: NewsSectionData.ID?
    /// SnapCarouselView(sections, selection: $selectedSection, itemSizing: .measured(estimatedLength: 300)) {
    ///   NewsSection(rows: $0.rows)
    /// }
    /// ```
    ///
    /// - Parameters:
    ///   - data: the items, one section each, identified by their `id`.
    ///   - selection: the current item's `id`, written after every rest; set it to move there.
    ///   - itemSizing: equal sections (``SnapCarousel/ItemSizing/fixedInset(_:)``) or sections as
    ///     wide as their content (``SnapCarousel/ItemSizing/measured(estimatedLength:)``), as
    ///     ``init(_:index:itemSizing:alignment:maxItemsPerFling:accessibilityLabel:accessibilityValue:onEvent:content:)``
    ///     describes.
    ///   - alignment: where the current item rests: centred (the default) or at the leading edge.
    ///   - maxItemsPerFling: how many items one release may move at most (default 1).
    ///   - accessibilityLabel: what VoiceOver calls the carousel, a key in your app\'s strings
    ///     (by default "Sections").
    ///   - accessibilityValue: how VoiceOver names an item (by default its position, "3 of 6").
    ///   - onEvent: the carousel's events (``SnapCarousel/Event``), after the binding has followed.
    ///   - content: the view for one element, proposed the item's width (its ideal width, when
    ///     measured) and the carousel's height.
    public init(
      _ data: Data, selection: Binding<Data.Element.ID?>, itemSizing: SnapCarousel.ItemSizing,
      alignment: SnapCarousel.Alignment = .center, maxItemsPerFling: Int = 1,
      accessibilityLabel: LocalizedStringKey? = nil, accessibilityValue: ((Data.Element) -> Text)? = nil,
      onEvent: @escaping (SnapCarousel.Event) -> Void = { _ in },
      @ViewBuilder content: @escaping (Data.Element) -> Content
    ) {
      self.init(
        data, id: \.id, selection: selection, itemSizing: itemSizing, alignment: alignment,
        maxItemsPerFling: maxItemsPerFling, accessibilityLabel: accessibilityLabel,
        accessibilityValue: accessibilityValue, onEvent: onEvent, content: content)
    }
  }

  extension SnapCarousel {
    /// The same carousel in a native scroll view `width` points wide: items `width − itemInset`
    /// wide, centred (margins of half the inset) or at `spacing` from the leading edge, resting by
    /// the engine's rule with at most ``maxItemsPerFling`` items a release.
    fileprivate func nativeRowGeometry(width: CGFloat) -> NativeRowGeometry {
      let length = Swift.max(0, width - itemInset)
      let leading = alignment == .center ? itemInset / 2 : Swift.min(spacing, itemInset)
      return NativeRowGeometry(
        itemWidth: length, itemHeight: itemHeight > 0 ? itemHeight : nil, spacing: spacing,
        leadingMargin: leading, trailingMargin: Swift.max(0, itemInset - leading),
        anchor: alignment == .center ? .center : .leading,
        behavior: .carousel(itemLength: length, spacing: spacing, count: itemCount, maxItemsPerFling: maxItemsPerFling))
    }
  }
#endif
