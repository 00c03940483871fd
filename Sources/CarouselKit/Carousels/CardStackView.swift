#if canImport(SwiftUI)
  import CarouselCore
  import SwiftUI

  /// A swipeable pile of cards (``CardStack``) in SwiftUI; it can loop, even with one or two cards.
  ///
  /// ```swift
  /// CardStackView(scenes, index: $top, loops: true) { scene in
  ///   SceneCard(scene)
  /// } onTap: { scene in toggleFavourite(scene) }
  /// ```
  public struct CardStackView<Data: RandomAccessCollection, Content: View>: View where Data.Index == Int {
    private let data: Data
    @Binding private var index: Int
    private let content: (Data.Element) -> Content
    private let onTap: (Data.Element) -> Void
    private let label: Text
    /// How VoiceOver names an item; nil: its position ("3 of 6", localizable).
    private let elementValue: ((Data.Element) -> Text)?
    /// How items are known: by position, or by the ID ``identified(by:selection:)`` names.
    private var identity: ItemIdentity
    /// The stack as the parameters build it; the shell keeps the live one.
    private let component: CardStack

    /// A stack of `data` with `index` on top.
    public init(
      _ data: Data, index: Binding<Int>, loops: Bool = false, style: CardStack.Style = CardStack.Style(),
      accessibilityLabel: LocalizedStringKey = "Cards",
      accessibilityValue: ((Data.Element) -> Text)? = nil, @ViewBuilder content: @escaping (Data.Element) -> Content,
      onTap: @escaping (Data.Element) -> Void = { _ in }
    ) {
      self.data = data
      _index = index
      self.content = content
      self.onTap = onTap
      label = Text(accessibilityLabel)
      elementValue = accessibilityValue
      identity = .indices(data.count)
      component = CardStack(itemCount: 0, style: style, loops: loops)
    }

    public var body: some View {
      HostedCarousel(
        component: component, identity: identity, selection: $index, animation: .snap, label: label,
        value: { [data, elementValue] in itemAccessibilityValue(of: $0, in: data, named: elementValue) },
        onEvents: handle
      ) { placement in
        if data.indices.contains(placement.index) { content(data[placement.index]) }
      }
    }

    private func handle(_ events: [CardStack.Event]) {
      for case .tapped(let tapped) in events where data.indices.contains(tapped) { onTap(data[tapped]) }
    }

    /// Follows items by `id` instead of by position — an item inserted before the current one leaves
    /// it current, its index binding updated — and, with `selection`, binds the current item's ID:
    /// set it to move there (an unknown ID is ignored), and it follows every rest.
    ///
    /// ```swift
    /// .identified(by: \.id, selection: $selectedID)
    /// ```
    public func identified<ID: Hashable>(by id: KeyPath<Data.Element, ID>, selection: Binding<ID?>? = nil) -> Self {
      var view = self
      view.identity = ItemIdentity(data, id: id, selection: selection)
      return view
    }
  }
#endif
