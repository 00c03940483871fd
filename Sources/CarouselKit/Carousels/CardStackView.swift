#if canImport(SwiftUI)
  @_spi(FrontEnd) import CarouselCore
  import SwiftUI

  /// A swipeable pile of cards (``CardStack``) in SwiftUI; it can loop, even with one or two cards.
  ///
  /// A tap on a card calls `onTap` — unless a control inside the card (a `Button`, a `Link`, a
  /// toggle) took the tap: then only the control acts. Any `RandomAccessCollection` works, slices
  /// included; each card's view stays with its element when others are inserted or removed.
  ///
  /// ```swift
  /// CardStackView(scenes, index: $top, loops: true) { scene in
  ///   SceneCard(scene)
  /// } onTap: { scene in favourite(scene) }
  /// ```
  public struct CardStackView<Data: RandomAccessCollection, Content: View>: View {
    private let data: Data
    @Binding private var index: Int
    private let content: (Data.Element) -> Content
    private let onTap: (Data.Element) -> Void
    private let label: Text
    /// How VoiceOver names an item; nil: its position ("3 of 6", localizable).
    private let elementValue: ((Data.Element) -> Text)?
    /// How items are known: `Identifiable` elements by `id`, others by position, or by the ID
    /// ``identified(by:selection:)`` names.
    private var identity = ItemIdentity<Data.Element>.automatic
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
      component = CardStack(itemCount: 0, style: style, loops: loops)
    }

    public var body: some View {
      HostedCarousel(
        component: component, data: data, identity: identity, selection: $index, animation: .snap, label: label,
        value: { [data, elementValue] in itemAccessibilityValue(of: $0, in: data, named: elementValue) },
        onEvents: handle
      ) { placement in
        if let element = data.element(atOffset: placement.index) { content(element) }
      }
    }

    private func handle(_ events: [CardStack.Event]) {
      for case .tapped(let tapped) in events {
        if let element = data.element(atOffset: tapped) { onTap(element) }
      }
    }

    /// Follows items by `id` — an item inserted before the current one leaves it current, its index
    /// binding updated, and each item's view (with any state it holds) stays with its element — and,
    /// with `selection`, binds the current item's ID: set it to move there (an unknown ID is
    /// ignored), and it follows every rest. `Identifiable` elements are followed by their `id`
    /// without this; other elements by their position.
    ///
    /// ```swift
    /// @State var selectedScene: Scene.ID?
    /// CardStackView(scenes, index: $top) { SceneCard($0) }
    ///   .identified(by: \.id, selection: $selectedScene)
    /// ```
    public func identified<ID: Hashable>(by id: KeyPath<Data.Element, ID>, selection: Binding<ID?>? = nil) -> Self {
      var view = self
      view.identity = ItemIdentity(id: id, selection: selection)
      return view
    }
  }
#endif
