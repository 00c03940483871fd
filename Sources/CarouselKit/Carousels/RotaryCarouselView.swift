#if canImport(SwiftUI)
  @_spi(FrontEnd) import CarouselCore
  import SwiftUI

  /// The 3D banner ring (``RotaryCarousel``) in SwiftUI.
  ///
  /// ```swift
  /// RotaryCarouselView(banners, selection: $front) { banner in
  ///   RemoteImage(url: banner.imageURL).clipShape(RoundedRectangle(cornerRadius: 12))
  /// } onTap: { banner in open(banner) }
  /// .frame(height: 180)
  /// ```
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
    @Binding private var selection: Int
    private let content: (Data.Element) -> Content
    private let onTap: (Data.Element) -> Void
    private let label: Text
    /// How VoiceOver names an item; nil: its position ("3 of 6", localizable).
    private let elementValue: ((Data.Element) -> Text)?
    /// How items are known: `Identifiable` elements by `id`, others by position, or by the ID
    /// ``identified(by:selection:)`` names.
    private var identity = ItemIdentity<Data.Element>.automatic
    /// The ring's shape: the side banners' distance, how much smaller each step back is, the
    /// banners' height : width.
    private let radius: CGFloat
    private let scaleStep: CGFloat
    private let aspectRatio: CGFloat
    private let autoAdvance: AutoAdvance
    /// The app's pause control for auto-advance, if it shows one.
    private let isPaused: Binding<Bool>?
    @Environment(\.accessibilityReduceMotion) private var reduceMotion

    /// A ring of `data`, the front item bound to `selection` (0-based).
    ///
    /// - Parameters:
    ///   - radius: how far the side banners sit from the centre, in points (default 200).
    ///   - scaleStep: how much smaller each banner one step further back is (default 0.2).
    ///   - aspectRatio: a banner's height over its width (default the seed's 156 : 375).
    ///   - autoAdvance: turn the next banner to the front by itself — only while the ring is on
    ///     screen, VoiceOver is not on it and Reduce Motion is off; VoiceOver then offers
    ///     Pause/Resume, and `isPaused` binds a pause control of your own.
    public init(
      _ data: Data, selection: Binding<Int>, radius: CGFloat = 200, scaleStep: CGFloat = 0.2,
      aspectRatio: CGFloat = 156.0 / 375, autoAdvance: AutoAdvance = .off, isPaused: Binding<Bool>? = nil,
      accessibilityLabel: LocalizedStringKey = "Banners", accessibilityValue: ((Data.Element) -> Text)? = nil,
      @ViewBuilder content: @escaping (Data.Element) -> Content, onTap: @escaping (Data.Element) -> Void = { _ in }
    ) {
      self.data = data
      _selection = selection
      self.content = content
      self.onTap = onTap
      self.radius = radius
      self.scaleStep = scaleStep
      self.aspectRatio = aspectRatio
      self.autoAdvance = autoAdvance
      self.isPaused = isPaused
      label = Text(accessibilityLabel)
      elementValue = accessibilityValue
    }

    public var body: some View {
      HostedCarousel(
        component: RotaryCarousel(
          itemCount: 0, scaleStep: scaleStep, radius: radius, aspectRatio: aspectRatio, reducesMotion: reduceMotion,
          autoAdvance: autoAdvance),
        data: data, identity: identity, selection: $selection, animation: .snap, label: label,
        value: { [data, elementValue] in itemAccessibilityValue(of: $0, in: data, named: elementValue) },
        onEvents: handle, onAutoAdvanceGate: autoAdvance == .off ? nil : { $0.apply($1) }, isPaused: isPaused
      ) { placement in
        if let element = data.element(atOffset: placement.index) { content(element) }
      }
    }

    private func handle(_ events: [RotaryCarousel.Event]) {
      for case .tapped(let index) in events {
        if let element = data.element(atOffset: index) { onTap(element) }
      }
    }

    /// Follows items by `id` — an item inserted before the current one leaves it current, its index
    /// binding updated, and each item's view (with any state it holds) stays with its element — and,
    /// with `selection`, binds the current item's ID: set it to move there (an unknown ID is
    /// ignored), and it follows every rest. `Identifiable` elements are followed by their `id`
    /// without this; other elements by their position.
    ///
    /// ```swift
    /// @State var frontBanner: Banner.ID?
    /// RotaryCarouselView(banners, selection: $front) { BannerCard($0) }
    ///   .identified(by: \.id, selection: $frontBanner)
    /// ```
    public func identified<ID: Hashable>(by id: KeyPath<Data.Element, ID>, selection: Binding<ID?>? = nil) -> Self {
      var view = self
      view.identity = ItemIdentity(id: id, selection: selection)
      return view
    }
  }
#endif
