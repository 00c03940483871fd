#if canImport(SwiftUI)
  import CarouselCore
  import SwiftUI

  /// Centred, snapping sections (``SnapCarousel``) in SwiftUI: neighbours come in as you drag, a release
  /// snaps with velocity, at most one section per flick.
  ///
  /// ```swift
  /// SnapCarouselView(news.chunked(into: 3), index: $section) { rows in
  ///   NewsSection(rows: rows)
  /// }
  /// .frame(height: 260)
  /// ```
  public struct SnapCarouselView<Data: RandomAccessCollection, Content: View>: View {
    private let data: Data
    @Binding private var index: Int
    private let content: (Data.Element) -> Content
    private let onEvent: (SnapCarousel.Event) -> Void
    private let label: Text
    /// How VoiceOver names an item; nil: its position ("3 of 6", localizable).
    private let elementValue: ((Data.Element) -> Text)?
    /// How items are known: `Identifiable` elements by `id`, others by position, or by the ID
    /// ``identified(by:selection:)`` names.
    private var identity = ItemIdentity<Data.Element>.automatic
    /// The carousel as the parameters build it; the shell keeps the live one.
    private let component: SnapCarousel
    @Environment(\.carouselRowRendering) private var rendering

    /// A carousel of `data`; items are the viewport's width less `itemInset`, `spacing` apart.
    public init(
      _ data: Data, index: Binding<Int>, itemInset: CGFloat = 16, spacing: CGFloat = 16,
      alignment: SnapCarousel.Alignment = .center, maxItemsPerFling: Int = 1, animation: AnimationCurve = .snap,
      accessibilityLabel: LocalizedStringKey = "Sections",
      accessibilityValue: ((Data.Element) -> Text)? = nil, onEvent: @escaping (SnapCarousel.Event) -> Void = { _ in },
      @ViewBuilder content: @escaping (Data.Element) -> Content
    ) {
      self.data = data
      _index = index
      self.content = content
      self.onEvent = onEvent
      label = Text(accessibilityLabel)
      elementValue = accessibilityValue
      component = SnapCarousel(
        itemCount: 0, itemInset: itemInset, spacing: spacing, alignment: alignment,
        maxItemsPerFling: maxItemsPerFling, animation: animation)
    }

    public var body: some View {
      CarouselRow(
        rendering: rendering, component: component, data: data, identity: identity, selection: $index,
        animation: component.animation, label: label, elementValue: elementValue, onEvent: onEvent,
        geometry: { [component] in component.nativeRowGeometry(width: $0) }, content: content)
    }

    /// Follows items by `id` — an item inserted before the current one leaves it current, its index
    /// binding updated, and each item's view (with any state it holds) stays with its element — and,
    /// with `selection`, binds the current item's ID: set it to move there (an unknown ID is
    /// ignored), and it follows every rest. `Identifiable` elements are followed by their `id`
    /// without this; other elements by their position.
    ///
    /// ```swift
    /// @State var selectedSection: NewsSectionData.ID?
    /// SnapCarouselView(sections, index: $section) { NewsSection(rows: $0.rows) }
    ///   .identified(by: \.id, selection: $selectedSection)
    /// ```
    public func identified<ID: Hashable>(by id: KeyPath<Data.Element, ID>, selection: Binding<ID?>? = nil) -> Self {
      var view = self
      view.identity = ItemIdentity(id: id, selection: selection)
      return view
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
