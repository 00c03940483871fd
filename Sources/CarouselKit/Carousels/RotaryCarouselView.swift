#if canImport(SwiftUI)
  @_spi(FrontEnd) import CarouselCore
  import SwiftUI

  /// The 3D banner ring (``RotaryCarousel``) in SwiftUI.
  ///
  /// ```swift
  /// RotaryCarouselView(banners, index: $front) { banner in
  ///   RemoteImage(url: banner.imageURL).clipShape(RoundedRectangle(cornerRadius: 12))
  /// } onTap: { banner in open(banner) }
  /// .frame(height: 180)
  /// ```
  ///
  /// The front banner is bound by its position (`index`) or by its ID (`selection`, for
  /// `Identifiable` data or with `id:`). Configure it with
  /// ``SwiftUICore/View/carouselAutoAdvance(_:isPaused:)``, ``SwiftUICore/View/carouselAnimation(_:)``
  /// and ``SwiftUICore/View/carouselItemStyle(_:)``.
  ///
  /// A tap on the front banner calls `onTap`; a tap on a side banner turns it to the front. A control
  /// inside a banner (a `Button`, a `Link`) that takes a tap keeps it: the ring neither opens nor
  /// turns.
  ///
  /// With Reduce Motion on, the ring shows one banner, flat, in the front card's place: a drag or the
  /// accessibility adjustable action still turns it, the banner shown stepping to the next as the
  /// ring passes halfway.
  public struct RotaryCarouselView<Data: RandomAccessCollection, Content: View>: View {
    private let data: Data
    private var identity: ItemIdentity<Data.Element>
    /// The caller's index, or nil when the selection is bound by ID.
    private var index: Binding<Int>?
    private let content: (Data.Element) -> Content
    private let onTap: (Data.Element) -> Void
    private let label: Text
    /// How VoiceOver names an item; nil: its position ("3 of 6", localizable).
    private let elementValue: ((Data.Element) -> Text)?
    /// The ring's shape: the side banners' distance, how much smaller each step back is, the
    /// banners' height : width.
    private let radius: CGFloat
    private let scaleStep: CGFloat
    private let aspectRatio: CGFloat
    /// The index when the caller binds the selection by ID only.
    @State private var indexHere = 0
    @Environment(\.accessibilityReduceMotion) private var reduceMotion
    @Environment(\.carouselAnimation) private var animation
    @Environment(\.carouselAutoAdvance) private var autoAdvance

    /// A ring of `data` whose front banner is the one at `index` (an offset from the data's start);
    /// `Identifiable` elements are followed by their `id`, so inserting before the front one keeps
    /// it in front and moves `index`.
    ///
    /// - Parameters:
    ///   - data: the banners; any `RandomAccessCollection`. The ring loops, so the last banner is
    ///     followed by the first.
    ///   - index: the front banner, as an offset from `data`'s start. The ring writes it when it
    ///     comes to rest (an auto-advance turn included); set it to turn that banner to the front
    ///     the short way round — animated inside `withAnimation`, at once otherwise.
    ///   - radius: how far the side banners sit from the centre, in points (default 200).
    ///   - scaleStep: how much smaller each banner one step further back is (default 0.2).
    ///   - aspectRatio: a banner's height over its width (default 156 : 375, a wide banner).
    ///   - accessibilityLabel: what VoiceOver calls the ring, a key in your app\'s strings
    ///     (by default "Banners", in CarouselKit's English and Japanese).
    ///   - accessibilityValue: how VoiceOver names a banner (by default its position, "3 of 6").
    ///   - content: the view for one banner, proposed the front banner's size: the ring's width
    ///     less 16 points each side at `aspectRatio`, narrower when that would be taller than the
    ///     ring.
    ///   - onTap: called with the front banner's element when it is tapped (a tap on a side banner
    ///     turns it to the front instead).
    public init(
      _ data: Data, index: Binding<Int>, radius: CGFloat = 200, scaleStep: CGFloat = 0.2,
      aspectRatio: CGFloat = 156.0 / 375, accessibilityLabel: LocalizedStringKey? = nil,
      accessibilityValue: ((Data.Element) -> Text)? = nil, @ViewBuilder content: @escaping (Data.Element) -> Content,
      onTap: @escaping (Data.Element) -> Void = { _ in }
    ) {
      self.data = data
      identity = .automatic
      self.index = index
      self.content = content
      self.onTap = onTap
      self.radius = radius
      self.scaleStep = scaleStep
      self.aspectRatio = aspectRatio
      label = accessibilityLabel.map { Text($0) } ?? CarouselKitText.banners
      elementValue = accessibilityValue
    }

    /// A ring of `data` whose front banner is the one whose `id` is `selection`: set it to turn that
    /// banner to the front (an unknown ID is ignored), and it follows every rest. Each banner's
    /// view, with any state it holds, stays with its element.
    ///
    /// - Parameters:
    ///   - data: the banners; any `RandomAccessCollection`.
    ///   - id: the key path to each banner's identity, as `ForEach` takes it.
    ///   - selection: the front banner's ID, written after every rest; set it to turn that banner
    ///     to the front. Nil, or an ID not in `data`, moves nothing.
    ///   - radius: how far the side banners sit from the centre, in points (default 200).
    ///   - scaleStep: how much smaller each banner one step further back is (default 0.2).
    ///   - aspectRatio: a banner's height over its width (default 156 : 375, a wide banner).
    ///   - accessibilityLabel: what VoiceOver calls the ring, a key in your app\'s strings
    ///     (by default "Banners", in CarouselKit's English and Japanese).
    ///   - accessibilityValue: how VoiceOver names a banner (by default its position, "3 of 6").
    ///   - content: the view for one banner, proposed the front banner's size: the ring's width
    ///     less 16 points each side at `aspectRatio`, narrower when that would be taller than the
    ///     ring.
    ///   - onTap: called with the front banner's element when it is tapped (a tap on a side banner
    ///     turns it to the front instead).
    public init<ID: Hashable>(
      _ data: Data, id: KeyPath<Data.Element, ID>, selection: Binding<ID?>, radius: CGFloat = 200,
      scaleStep: CGFloat = 0.2, aspectRatio: CGFloat = 156.0 / 375, accessibilityLabel: LocalizedStringKey? = nil,
      accessibilityValue: ((Data.Element) -> Text)? = nil, @ViewBuilder content: @escaping (Data.Element) -> Content,
      onTap: @escaping (Data.Element) -> Void = { _ in }
    ) {
      self.init(
        data, index: .constant(0), radius: radius, scaleStep: scaleStep, aspectRatio: aspectRatio,
        accessibilityLabel: accessibilityLabel, accessibilityValue: accessibilityValue, content: content, onTap: onTap)
      // Bound by ID: the index is kept inside.
      identity = ItemIdentity(id: id, selection: selection)
      index = nil
    }

    public var body: some View {
      let component = RotaryCarousel(
        itemCount: 0, scaleStep: scaleStep, radius: radius, aspectRatio: aspectRatio, reducesMotion: reduceMotion,
        autoAdvance: autoAdvance.autoAdvance)
      HostedCarousel(
        component: component, data: data, identity: identity, selection: index ?? $indexHere,
        animation: animation ?? .snap, label: label,
        value: { [data, elementValue] in itemAccessibilityValue(of: $0, in: data, named: elementValue) },
        onEvents: handle, onAutoAdvanceGate: component.autoAdvanceGateHandler
      ) { placement in
        if let element = data.element(atOffset: placement.index) { content(element) }
      }
    }

    private func handle(_ events: [RotaryCarousel.Event]) {
      for case .tapped(let index) in events {
        if let element = data.element(atOffset: index) { onTap(element) }
      }
    }
  }

  extension RotaryCarouselView where Data.Element: Identifiable {
    /// A ring of `data` whose front banner is the one whose `id` is `selection`: set it to turn that
    /// banner to the front (an unknown ID is ignored), and it follows every rest.
    ///
    /// ```swift
    /// @State var frontBanner: Banner.ID?
    /// RotaryCarouselView(banners, selection: $frontBanner) { BannerCard($0) }
    /// ```
    ///
    /// - Parameters:
    ///   - data: the banners, identified by their `id`.
    ///   - selection: the front banner's `id`, written after every rest; set it to turn that banner
    ///     to the front.
    ///   - radius: how far the side banners sit from the centre, in points (default 200).
    ///   - scaleStep: how much smaller each banner one step further back is (default 0.2).
    ///   - aspectRatio: a banner's height over its width (default 156 : 375, a wide banner).
    ///   - accessibilityLabel: what VoiceOver calls the ring, a key in your app\'s strings
    ///     (by default "Banners", in CarouselKit's English and Japanese).
    ///   - accessibilityValue: how VoiceOver names a banner (by default its position, "3 of 6").
    ///   - content: the view for one banner, proposed the front banner's size: the ring's width
    ///     less 16 points each side at `aspectRatio`, narrower when that would be taller than the
    ///     ring.
    ///   - onTap: called with the front banner's element when it is tapped (a tap on a side banner
    ///     turns it to the front instead).
    public init(
      _ data: Data, selection: Binding<Data.Element.ID?>, radius: CGFloat = 200, scaleStep: CGFloat = 0.2,
      aspectRatio: CGFloat = 156.0 / 375, accessibilityLabel: LocalizedStringKey? = nil,
      accessibilityValue: ((Data.Element) -> Text)? = nil, @ViewBuilder content: @escaping (Data.Element) -> Content,
      onTap: @escaping (Data.Element) -> Void = { _ in }
    ) {
      self.init(
        data, id: \.id, selection: selection, radius: radius, scaleStep: scaleStep, aspectRatio: aspectRatio,
        accessibilityLabel: accessibilityLabel, accessibilityValue: accessibilityValue, content: content, onTap: onTap)
    }
  }
#endif
