#if canImport(SwiftUI)
  import CarouselCore
  import SwiftUI

  /// A row of cards that scrolls freely with momentum (``FreeScrollCarousel``) in SwiftUI.
  ///
  /// ```swift
  /// FreeScrollCarouselView(topics, itemSize: CGSize(width: 200, height: 367), index: $leading) { topic in
  ///   TopicCard(topic)
  /// }
  /// .frame(height: 380)
  /// ```
  public struct FreeScrollCarouselView<Data: RandomAccessCollection, Content: View>: View {
    private let data: Data
    @Binding private var index: Int
    private let content: (Data.Element) -> Content
    private let onEvent: (FreeScrollCarousel.Event) -> Void
    private let label: Text
    /// How VoiceOver names an item; nil: its position ("3 of 6", localizable).
    private let elementValue: ((Data.Element) -> Text)?
    /// How items are known: `Identifiable` elements by `id`, others by position, or by the ID
    /// ``identified(by:selection:)`` names.
    private var identity = ItemIdentity<Data.Element>.automatic
    /// The row as the parameters build it; the shell keeps the live one.
    private let component: FreeScrollCarousel
    /// Whether each item is as wide as its content (measured) rather than the size given.
    private var sizesItemsByContent = false
    @Environment(\.carouselRowRendering) private var rendering

    /// A row of `data`, each item `itemSize`, `spacing` apart inside `insets`; `index` is the item at
    /// the leading edge once the row comes to rest.
    public init(
      _ data: Data, itemSize: CGSize, index: Binding<Int>, spacing: CGFloat = 8, insets: Insets = .horizontal(8),
      accessibilityLabel: LocalizedStringKey = "Cards",
      accessibilityValue: ((Data.Element) -> Text)? = nil,
      onEvent: @escaping (FreeScrollCarousel.Event) -> Void = { _ in },
      @ViewBuilder content: @escaping (Data.Element) -> Content
    ) {
      self.data = data
      _index = index
      self.content = content
      self.onEvent = onEvent
      label = Text(accessibilityLabel)
      elementValue = accessibilityValue
      component = FreeScrollCarousel(itemCount: 0, itemSize: itemSize, spacing: spacing, insets: insets)
    }

    /// A row of `data` whose items are as wide as their content — chips, tags, cards that fit their
    /// titles — each `itemHeight` points tall, `spacing` apart inside `insets`; `index` is the item at
    /// the leading edge once the row comes to rest.
    ///
    /// Each item is laid out at its ideal width and measured as it is drawn; an item not seen yet
    /// counts as the mean width measured so far (`estimatedItemWidth` before the first), and a width
    /// learned for an item before the screen moves nothing on it. The row is drawn by the engine
    /// whatever ``SwiftUICore/View/carouselRowRendering(_:)`` asks.
    ///
    /// ```swift
    /// FreeScrollCarouselView(categories, itemHeight: 36, index: $leading) { category in
    ///   Text(category.title)
    /// }
    /// ```
    public init(
      _ data: Data, itemHeight: CGFloat, index: Binding<Int>, spacing: CGFloat = 8, insets: Insets = .horizontal(8),
      estimatedItemWidth: CGFloat = 100, accessibilityLabel: LocalizedStringKey = "Cards",
      accessibilityValue: ((Data.Element) -> Text)? = nil,
      onEvent: @escaping (FreeScrollCarousel.Event) -> Void = { _ in },
      @ViewBuilder content: @escaping (Data.Element) -> Content
    ) {
      self.init(
        data, itemSize: CGSize(width: estimatedItemWidth, height: itemHeight), index: index, spacing: spacing,
        insets: insets, accessibilityLabel: accessibilityLabel, accessibilityValue: accessibilityValue,
        onEvent: onEvent, content: content)
      sizesItemsByContent = true
    }

    public var body: some View {
      CarouselRow(
        rendering: rendering, component: component, data: data, identity: identity, selection: $index,
        animation: .snap, label: label, elementValue: elementValue, onEvent: onEvent,
        geometry: { [component] _ in component.nativeRowGeometry }, measuresItemLengths: sizesItemsByContent,
        content: content)
    }

    /// Follows items by `id` — an item inserted before the current one leaves it current, its index
    /// binding updated, and each item's view (with any state it holds) stays with its element — and,
    /// with `selection`, binds the current item's ID: set it to move there (an unknown ID is
    /// ignored), and it follows every rest. `Identifiable` elements are followed by their `id`
    /// without this; other elements by their position.
    ///
    /// ```swift
    /// @State var selectedTopic: Topic.ID?
    /// FreeScrollCarouselView(topics, itemSize: CGSize(width: 200, height: 367), index: $leading) { TopicCard($0) }
    ///   .identified(by: \.id, selection: $selectedTopic)
    /// ```
    public func identified<ID: Hashable>(by id: KeyPath<Data.Element, ID>, selection: Binding<ID?>? = nil) -> Self {
      var view = self
      view.identity = ItemIdentity(id: id, selection: selection)
      return view
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
