#if canImport(SwiftUI)
  import CarouselCore
  import SwiftUI

  /// A row of cards that scrolls freely with momentum (``FreeScrollCarousel``) in SwiftUI.
  ///
  /// ```swift
  /// FreeScrollCarouselView(topics, index: $leading, itemSizing: .fixed(CGSize(width: 200, height: 367))) { topic in
  ///   TopicCard(topic)
  /// }
  /// .frame(height: 380)
  /// ```
  ///
  /// Items may be as wide as their content:
  ///
  /// ```swift
  /// FreeScrollCarouselView(categories, index: $leading, itemSizing: .fittingContent(height: 36)) { category in
  ///   Text(category.title)
  /// }
  /// ```
  ///
  /// The item at the leading edge once the row rests is bound by its position (`index`) or by its ID
  /// (`selection`, for `Identifiable` data or with `id:`). Configure it with
  /// ``SwiftUICore/View/carouselSpacing(_:)``, ``SwiftUICore/View/carouselAnimation(_:)``,
  /// ``SwiftUICore/View/carouselItemStyle(_:)`` and ``SwiftUICore/View/carouselRowRendering(_:)``.
  public struct FreeScrollCarouselView<Data: RandomAccessCollection, Content: View>: View {
    private let data: Data
    private var identity: ItemIdentity<Data.Element>
    /// The caller's index, or nil when the selection is bound by ID.
    private var index: Binding<Int>?
    private let itemSizing: CarouselItemSizing
    private let insets: Insets
    private let content: (Data.Element) -> Content
    private let onEvent: (FreeScrollCarousel.Event) -> Void
    private let label: Text
    /// How VoiceOver names an item; nil: its position ("3 of 6", localizable).
    private let elementValue: ((Data.Element) -> Text)?
    /// The index when the caller binds the selection by ID only.
    @State private var indexHere = 0
    @Environment(\.carouselRowRendering) private var rendering
    @Environment(\.carouselSpacing) private var spacing
    @Environment(\.carouselAnimation) private var animation

    /// A row of `data` sized by `itemSizing` inside `insets`; `index` is the item at the leading
    /// edge once the row comes to rest (an offset from the data's start). `Identifiable` elements are
    /// followed by their `id`, so inserting before that item keeps it there and moves `index`.
    ///
    /// - Parameters:
    ///   - data: the items; any `RandomAccessCollection` (an array, a slice, a lazy map).
    ///   - index: the item at the leading edge once the row rests, as an offset from `data`'s start.
    ///     The row writes it after each rest; set it to scroll that item to the leading edge
    ///     (animated inside `withAnimation`, at once otherwise).
    ///   - itemSizing: how big the items are: ``CarouselItemSizing/fixed(_:)``, every item the same
    ///     size, or ``CarouselItemSizing/fittingContent(height:estimatedWidth:)``, each as wide as its
    ///     content.
    ///   - insets: the space before the first item and after the last (leading, trailing) and above
    ///     the row (top), in points; default 8 leading and trailing. Leading and trailing follow the
    ///     layout direction.
    ///   - accessibilityLabel: what VoiceOver calls the row, a key in your app\'s strings
    ///     (by default "Cards", in CarouselKit's English and Japanese).
    ///   - accessibilityValue: how VoiceOver names an item (by default its position, "3 of 6").
    ///   - onEvent: the row's events (``FreeScrollCarousel/Event``), after the binding has followed.
    ///   - content: the view for one element, proposed the item's size (its ideal width, with
    ///     `.fittingContent`).
    public init(
      _ data: Data, index: Binding<Int>, itemSizing: CarouselItemSizing, insets: Insets = .horizontal(8),
      accessibilityLabel: LocalizedStringKey? = nil, accessibilityValue: ((Data.Element) -> Text)? = nil,
      onEvent: @escaping (FreeScrollCarousel.Event) -> Void = { _ in },
      @ViewBuilder content: @escaping (Data.Element) -> Content
    ) {
      self.data = data
      identity = .automatic
      self.index = index
      self.itemSizing = itemSizing
      self.insets = insets
      self.content = content
      self.onEvent = onEvent
      label = accessibilityLabel.map { Text($0) } ?? CarouselKitText.cards
      elementValue = accessibilityValue
    }

    /// A row of `data` sized by `itemSizing` inside `insets`; `selection` is the `id` of the item at
    /// the leading edge once the row rests: set it to scroll there (an unknown ID is ignored). Each
    /// item's view, with any state it holds, stays with its element.
    ///
    /// - Parameters:
    ///   - data: the items; any `RandomAccessCollection`.
    ///   - id: the key path to each element's identity, as `ForEach` takes it.
    ///   - selection: the ID of the item at the leading edge once the row rests, written after each
    ///     rest; set it to scroll there. Nil, or an ID not in `data`, moves nothing.
    ///   - itemSizing: how big the items are: ``CarouselItemSizing/fixed(_:)``, every item the same
    ///     size, or ``CarouselItemSizing/fittingContent(height:estimatedWidth:)``, each as wide as its
    ///     content.
    ///   - insets: the space before the first item and after the last (leading, trailing) and above
    ///     the row (top), in points; default 8 leading and trailing. Leading and trailing follow the
    ///     layout direction.
    ///   - accessibilityLabel: what VoiceOver calls the row, a key in your app\'s strings
    ///     (by default "Cards", in CarouselKit's English and Japanese).
    ///   - accessibilityValue: how VoiceOver names an item (by default its position, "3 of 6").
    ///   - onEvent: the row's events (``FreeScrollCarousel/Event``), after the binding has followed.
    ///   - content: the view for one element, proposed the item's size (its ideal width, with
    ///     `.fittingContent`).
    public init<ID: Hashable>(
      _ data: Data, id: KeyPath<Data.Element, ID>, selection: Binding<ID?>, itemSizing: CarouselItemSizing,
      insets: Insets = .horizontal(8), accessibilityLabel: LocalizedStringKey? = nil,
      accessibilityValue: ((Data.Element) -> Text)? = nil,
      onEvent: @escaping (FreeScrollCarousel.Event) -> Void = { _ in },
      @ViewBuilder content: @escaping (Data.Element) -> Content
    ) {
      self.init(
        data, index: .constant(0), itemSizing: itemSizing, insets: insets, accessibilityLabel: accessibilityLabel,
        accessibilityValue: accessibilityValue, onEvent: onEvent, content: content)
      // Bound by ID: the index is kept inside.
      identity = ItemIdentity(id: id, selection: selection)
      index = nil
    }

    public var body: some View {
      let component = FreeScrollCarousel(
        itemCount: 0, itemSize: itemSizing.initialSize, spacing: spacing ?? 8, insets: insets)
      CarouselRow(
        rendering: rendering, component: component, data: data, identity: identity, selection: index ?? $indexHere,
        animation: animation ?? .snap, label: label, elementValue: elementValue, onEvent: onEvent,
        geometry: { [component] _ in component.nativeRowGeometry }, measuresItemLengths: itemSizing.fitsContent,
        content: content)
    }
  }

  extension FreeScrollCarouselView where Data.Element: Identifiable {
    /// A row of `data` sized by `itemSizing` inside `insets`; `selection` is the `id` of the item at
    /// the leading edge once the row rests: set it to scroll there (an unknown ID is ignored).
    ///
    /// ```swift
    /// @State var firstTopic: Topic.ID?
    /// FreeScrollCarouselView(topics, selection: $firstTopic, itemSizing: .fixed(CGSize(width: 200, height: 367))) {
    ///   TopicCard($0)
    /// }
    /// ```
    ///
    /// - Parameters:
    ///   - data: the items, identified by their `id`.
    ///   - selection: the `id` of the item at the leading edge once the row rests, written after
    ///     each rest; set it to scroll there.
    ///   - itemSizing: how big the items are: ``CarouselItemSizing/fixed(_:)``, every item the same
    ///     size, or ``CarouselItemSizing/fittingContent(height:estimatedWidth:)``, each as wide as its
    ///     content.
    ///   - insets: the space before the first item and after the last (leading, trailing) and above
    ///     the row (top), in points; default 8 leading and trailing. Leading and trailing follow the
    ///     layout direction.
    ///   - accessibilityLabel: what VoiceOver calls the row, a key in your app\'s strings
    ///     (by default "Cards", in CarouselKit's English and Japanese).
    ///   - accessibilityValue: how VoiceOver names an item (by default its position, "3 of 6").
    ///   - onEvent: the row's events (``FreeScrollCarousel/Event``), after the binding has followed.
    ///   - content: the view for one element, proposed the item's size (its ideal width, with
    ///     `.fittingContent`).
    public init(
      _ data: Data, selection: Binding<Data.Element.ID?>, itemSizing: CarouselItemSizing,
      insets: Insets = .horizontal(8), accessibilityLabel: LocalizedStringKey? = nil,
      accessibilityValue: ((Data.Element) -> Text)? = nil,
      onEvent: @escaping (FreeScrollCarousel.Event) -> Void = { _ in },
      @ViewBuilder content: @escaping (Data.Element) -> Content
    ) {
      self.init(
        data, id: \.id, selection: selection, itemSizing: itemSizing, insets: insets,
        accessibilityLabel: accessibilityLabel, accessibilityValue: accessibilityValue, onEvent: onEvent,
        content: content)
    }
  }

  extension FreeScrollCarousel {
    /// The same row in a native scroll view: its items' size and spacing inside its insets, the
    /// system's own momentum.
    fileprivate var nativeRowGeometry: NativeRowGeometry {
      let size = itemSize(at: 0)
      return NativeRowGeometry(
        itemWidth: size.width, itemHeight: size.height, spacing: spacing, leadingMargin: insets.leading,
        trailingMargin: insets.trailing, topMargin: insets.top, bottomMargin: insets.bottom, anchor: .leading,
        behavior: nil)
    }
  }
#endif
