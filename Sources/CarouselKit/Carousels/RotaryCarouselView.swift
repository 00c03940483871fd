#if canImport(SwiftUI)
  import CarouselCore
  import SwiftUI

  /// The 3D banner ring (``RotaryCarousel``) in SwiftUI.
  ///
  /// ```swift
  /// @State private var banner = 0
  /// RotaryCarouselView(banners, selection: $banner) { banner in
  ///   AsyncImage(url: banner.url).clipShape(RoundedRectangle(cornerRadius: 12))
  /// } onTap: { banner in open(banner) }
  /// .frame(height: 180)
  /// ```
  ///
  /// With Reduce Motion on, only the front card is shown, flat; the ring still turns by dragging and by
  /// the accessibility adjustable action.
  public struct RotaryCarouselView<Data: RandomAccessCollection, Content: View>: View where Data.Index == Int {
    private let data: Data
    @Binding private var selection: Int
    private let content: (Data.Element) -> Content
    private let onTap: (Data.Element) -> Void
    private let label: Text
    /// How VoiceOver names an item; nil: its position ("3 of 6", localizable).
    private let elementValue: ((Data.Element) -> Text)?
    /// How items are known: by position, or by the ID ``identified(by:selection:)`` names.
    private var identity: ItemIdentity
    @Binding private var shownIndex: Int
    @Environment(\.accessibilityReduceMotion) private var reduceMotion

    /// A ring of `data`, the front item bound to `selection` (0-based).
    public init(
      _ data: Data, selection: Binding<Int>, accessibilityLabel: LocalizedStringKey = "Banners",
      accessibilityValue: ((Data.Element) -> Text)? = nil,
      @ViewBuilder content: @escaping (Data.Element) -> Content, onTap: @escaping (Data.Element) -> Void = { _ in }
    ) {
      self.data = data
      _selection = selection
      self.content = content
      self.onTap = onTap
      label = Text(accessibilityLabel)
      elementValue = accessibilityValue
      identity = .indices(data.count)
      _shownIndex = selection
    }

    public var body: some View {
      HostedCarousel(
        component: RotaryCarousel(itemCount: 0), identity: identity, selection: $selection,
        animation: .snap, label: label,
        value: { [data, elementValue] in itemAccessibilityValue(of: $0, in: data, named: elementValue) },
        onEvents: handle
      ) { placement in
        // With Reduce Motion the ring shows only the front banner.
        if data.indices.contains(placement.index), !reduceMotion || placement.index == shownIndex {
          content(data[data.startIndex + placement.index])
        }
      }
    }

    private func handle(_ events: [RotaryCarousel.Event]) {
      for case .tapped(let index) in events where data.indices.contains(index) { onTap(data[index]) }
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
