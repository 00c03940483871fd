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
  ///
  /// The top card is bound by its position (`index`) or by its ID (`selection`, for `Identifiable`
  /// data or with `id:`). Configure it with ``SwiftUICore/View/carouselAnimation(_:)`` and
  /// ``SwiftUICore/View/carouselItemStyle(_:)``.
  public struct CardStackView<Data: RandomAccessCollection, Content: View>: View {
    private let data: Data
    private var identity: ItemIdentity<Data.Element>
    /// The caller's index, or nil when the selection is bound by ID.
    private var index: Binding<Int>?
    private let content: (Data.Element) -> Content
    private let onTap: (Data.Element) -> Void
    private let label: Text
    /// How VoiceOver names an item; nil: its position ("3 of 6", localizable).
    private let elementValue: ((Data.Element) -> Text)?
    /// The stack as the parameters build it; the shell keeps the live one.
    private let component: CardStack
    /// The index when the caller binds the selection by ID only.
    @State private var indexHere = 0
    @Environment(\.carouselAnimation) private var animation

    /// A stack of `data` with the card at `index` (an offset from the data's start) on top;
    /// `Identifiable` elements are followed by their `id`, so inserting before the top card keeps
    /// it on top and moves `index`.
    ///
    /// - Parameters:
    ///   - data: the cards, the first on top; any `RandomAccessCollection`.
    ///   - index: the top card, as an offset from `data`'s start. The stack writes it after each
    ///     swipe comes to rest; set it to bring that card up — animated inside `withAnimation`, at
    ///     once otherwise.
    ///   - loops: whether the last card is followed by the first again (default false), even with
    ///     one or two cards.
    ///   - style: the pile's look: how the cards behind are offset, scaled and faded
    ///     (``CardStack/Style``; by default three cards show, the pile above the top one).
    ///   - accessibilityLabel: what VoiceOver calls the stack, a key in your app\'s strings
    ///     (by default "Cards", in CarouselKit's English and Japanese).
    ///   - accessibilityValue: how VoiceOver names a card (by default its position, "3 of 6").
    ///   - content: the view for one card, proposed the top card's size: the stack's width less 36
    ///     points each side, 1120 : 840 (height : width), narrower when that would not fit below
    ///     the 60 points the pile shows in.
    ///   - onTap: called with the top card's element when it is tapped.
    public init(
      _ data: Data, index: Binding<Int>, loops: Bool = false, style: CardStack.Style = CardStack.Style(),
      accessibilityLabel: LocalizedStringKey? = nil,
      accessibilityValue: ((Data.Element) -> Text)? = nil, @ViewBuilder content: @escaping (Data.Element) -> Content,
      onTap: @escaping (Data.Element) -> Void = { _ in }
    ) {
      self.data = data
      identity = .automatic
      self.index = index
      self.content = content
      self.onTap = onTap
      label = accessibilityLabel.map { Text($0) } ?? CarouselKitText.cards
      elementValue = accessibilityValue
      component = CardStack(itemCount: 0, style: style, loops: loops)
    }

    /// A stack of `data` with the card whose `id` is `selection` on top: set it to bring that card
    /// up (an unknown ID is ignored), and it follows every swipe. Each card's view, with any state it
    /// holds, stays with its element.
    ///
    /// - Parameters:
    ///   - data: the cards; any `RandomAccessCollection`.
    ///   - id: the key path to each card's identity, as `ForEach` takes it.
    ///   - selection: the top card's ID, written after every swipe; set it to bring that card up.
    ///     Nil, or an ID not in `data`, moves nothing.
    ///   - loops: whether the last card is followed by the first again (default false), even with
    ///     one or two cards.
    ///   - style: the pile's look: how the cards behind are offset, scaled and faded
    ///     (``CardStack/Style``; by default three cards show, the pile above the top one).
    ///   - accessibilityLabel: what VoiceOver calls the stack, a key in your app\'s strings
    ///     (by default "Cards", in CarouselKit's English and Japanese).
    ///   - accessibilityValue: how VoiceOver names a card (by default its position, "3 of 6").
    ///   - content: the view for one card, proposed the top card's size: the stack's width less 36
    ///     points each side, 1120 : 840 (height : width), narrower when that would not fit below
    ///     the 60 points the pile shows in.
    ///   - onTap: called with the top card's element when it is tapped.
    public init<ID: Hashable>(
      _ data: Data, id: KeyPath<Data.Element, ID>, selection: Binding<ID?>, loops: Bool = false,
      style: CardStack.Style = CardStack.Style(), accessibilityLabel: LocalizedStringKey? = nil,
      accessibilityValue: ((Data.Element) -> Text)? = nil, @ViewBuilder content: @escaping (Data.Element) -> Content,
      onTap: @escaping (Data.Element) -> Void = { _ in }
    ) {
      self.init(
        data, index: .constant(0), loops: loops, style: style, accessibilityLabel: accessibilityLabel,
        accessibilityValue: accessibilityValue, content: content, onTap: onTap)
      // Bound by ID: the index is kept inside.
      identity = ItemIdentity(id: id, selection: selection)
      index = nil
    }

    public var body: some View {
      HostedCarousel(
        component: component, data: data, identity: identity, selection: index ?? $indexHere,
        animation: animation ?? .snap, label: label,
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
  }

  extension CardStackView where Data.Element: Identifiable {
    /// A stack of `data` with the card whose `id` is `selection` on top: set it to bring that card
    /// up (an unknown ID is ignored), and it follows every swipe.
    ///
    /// ```swift
    /// @State var topScene: Scene.ID?
    /// CardStackView(scenes, selection: $topScene, loops: true) { SceneCard($0) }
    /// ```
    ///
    /// - Parameters:
    ///   - data: the cards, identified by their `id`.
    ///   - selection: the top card's `id`, written after every swipe; set it to bring that card up.
    ///   - loops: whether the last card is followed by the first again (default false), even with
    ///     one or two cards.
    ///   - style: the pile's look: how the cards behind are offset, scaled and faded
    ///     (``CardStack/Style``; by default three cards show, the pile above the top one).
    ///   - accessibilityLabel: what VoiceOver calls the stack, a key in your app\'s strings
    ///     (by default "Cards", in CarouselKit's English and Japanese).
    ///   - accessibilityValue: how VoiceOver names a card (by default its position, "3 of 6").
    ///   - content: the view for one card, proposed the top card's size: the stack's width less 36
    ///     points each side, 1120 : 840 (height : width), narrower when that would not fit below
    ///     the 60 points the pile shows in.
    ///   - onTap: called with the top card's element when it is tapped.
    public init(
      _ data: Data, selection: Binding<Data.Element.ID?>, loops: Bool = false,
      style: CardStack.Style = CardStack.Style(), accessibilityLabel: LocalizedStringKey? = nil,
      accessibilityValue: ((Data.Element) -> Text)? = nil, @ViewBuilder content: @escaping (Data.Element) -> Content,
      onTap: @escaping (Data.Element) -> Void = { _ in }
    ) {
      self.init(
        data, id: \.id, selection: selection, loops: loops, style: style, accessibilityLabel: accessibilityLabel,
        accessibilityValue: accessibilityValue, content: content, onTap: onTap)
    }
  }
#endif
