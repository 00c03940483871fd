#if canImport(SwiftUI)
  import CarouselCore
  import SwiftUI

  extension View {
    /// Presents a detail screen for `item` that grows out of its card and closes back onto it
    /// (``DetailPresentation``).
    ///
    /// Set `item` to open: the detail flies from `source(item)` — the card's frame in this view's
    /// coordinate space — to fill the view. Its `header` photo scrolls up and sticks under a darkening
    /// mask, the `content` scrolls below it, and pulling the screen down from the top closes it onto
    /// where the card is *now* (`source` is asked again), after which `item` becomes nil. Setting
    /// `item` to nil closes it the same way (a back button in your header can do that).
    ///
    /// ```swift
    /// @State var opened: Article?
    /// @State var cardFrames: [Article.ID: CGRect] = [:]
    /// ScrollView { ArticleGrid(articles: articles) }  // records each card's frame, sets `opened` on a tap
    ///   .cardDetail(item: $opened, source: { cardFrames[$0.id] ?? .zero }) { article in
    ///     RemoteImage(url: article.photoURL)
    ///   } content: { article in
    ///     ArticleCard(article)
    ///   }
    /// ```
    ///
    /// For VoiceOver the open detail is modal: the view behind it is hidden, the two-finger scrub
    /// (escape) closes it, and a three-finger swipe scrolls its content a screen at a time. With
    /// Reduce Motion on, it opens and closes without the flight.
    ///
    /// - Parameters:
    ///   - item: the item shown, nil for none. Set it to open the detail; the modifier sets it back
    ///     to nil once a pull-down or VoiceOver's escape has closed it, and setting it to nil closes
    ///     it. Another item while one is open opens that one from its own card.
    ///   - source: the frame of an item's card in this view's coordinate space, in points — asked
    ///     when the detail opens and again as it closes, so it lands where the card is *now*.
    ///   - headerHeight: the photo's height at rest, in points (default 300); it sticks after all
    ///     but `barHeight` of it has scrolled away.
    ///   - barHeight: how much of the photo stays on screen once it sticks, in points (default 56:
    ///     a navigation bar's room).
    ///   - cardCornerRadius: the cards' corner radius, in points (default 12), which the flight
    ///     starts and ends with.
    ///   - header: the photo at the top for an item, proposed the view's width and `headerHeight`
    ///     (taller while the detail is pulled down: the photo stretches over the gap).
    ///   - content: what scrolls below the header for an item, proposed the view's width and its
    ///     ideal height (it is measured, and scrolls as far as it is tall).
    public func cardDetail<Item: Identifiable, Header: View, Content: View>(
      item: Binding<Item?>, source: @escaping (Item) -> CGRect, headerHeight: CGFloat = 300, barHeight: CGFloat = 56,
      cardCornerRadius: CGFloat = 12, @ViewBuilder header: @escaping (Item) -> Header,
      @ViewBuilder content: @escaping (Item) -> Content
    ) -> some View {
      CardDetailContainer(
        base: self, item: item, source: source, headerHeight: headerHeight, barHeight: barHeight,
        cardCornerRadius: cardCornerRadius, header: header, content: content)
    }
  }

  /// The view behind `View.cardDetail(item:source:headerHeight:barHeight:cardCornerRadius:header:content:)`.
  struct CardDetailContainer<Base: View, Item: Identifiable, Header: View, Content: View>: View {
    let base: Base
    @Binding var item: Item?
    let source: (Item) -> CGRect
    let headerHeight: CGFloat
    let barHeight: CGFloat
    let cardCornerRadius: CGFloat
    let header: (Item) -> Header
    let content: (Item) -> Content

    /// The item shown: it outlives `item` while the detail flies back onto its card.
    @State private var shown: Item?
    @State private var presentation = DetailPresentation(screen: DetailScreen(headerHeight: 0, stickyLimit: 0))
    @State private var contentHeight: CGFloat = 0
    @State private var size: CGSize = .zero
    @Environment(\.accessibilityReduceMotion) private var reduceMotion

    var body: some View {
      GeometryReader { proxy in
        ZStack(alignment: .topLeading) {
          base.frame(width: proxy.size.width, height: proxy.size.height)
            // Modal: while the detail shows, VoiceOver does not reach what is behind it.
            .accessibilityHidden(shown != nil)
          if let shown {
            // The carousels' frame loop: every display frame while the detail moves, none at rest.
            TimelineView(EngineTimelineSchedule(FrameSchedule(presentation))) { context in
              detail(for: shown, in: proxy.size)
                .onChange(of: context.date, initial: false) { _, date in
                  handle(presentation.advance(to: date.timeIntervalSinceReferenceDate))
                }
            }
          }
        }
        .onChange(of: proxy.size, initial: true) { _, newSize in
          size = newSize
          if presentation.isPresented { relayOut() }
        }
      }
      .onChange(of: item?.id, initial: true) { _, _ in itemChanged() }
    }

    /// The backdrop and the detail page, placed, scaled and rounded as the presentation has them.
    private func detail(for shown: Item, in size: CGSize) -> some View {
      let look = presentation.appearance
      let screen = presentation.screen
      let scroll = screen.scrollOffset
      let photo = screen.header.photoFrame(scrollOffset: scroll, width: size.width)
      let scale = size.width > 0 ? look.frame.width / size.width : 1
      return ZStack(alignment: .topLeading) {
        Rectangle()
          .opacity(0.45 * look.backdropOpacity)
          .frame(width: size.width, height: size.height)
          .position(x: size.width / 2, y: size.height / 2)
        ZStack(alignment: .topLeading) {
          Color.clear.frame(width: size.width, height: size.height)
          content(shown)
            .fixedSize(horizontal: false, vertical: true)
            .frame(width: size.width)
            .background(alignment: .top) {
              GeometryReader { measured in
                Color.clear.onChange(of: measured.size.height, initial: true) { _, height in
                  contentHeight = height
                  relayOut()
                }
              }
            }
            .position(x: size.width / 2, y: headerHeight + contentHeight / 2 - scroll)
          header(shown)
            .frame(width: photo.width, height: photo.height)
            .clipped()
            .position(x: photo.midX, y: photo.midY)
          // The mask only darkens: a back button in the header stays tappable once the photo sticks
          // (a view with any opacity takes the touches that land on it).
          Color.black
            .opacity(0.6 * screen.header.maskAlpha(scrollOffset: scroll))
            .frame(width: photo.width, height: photo.height)
            .allowsHitTesting(false)
            .position(x: photo.midX, y: photo.midY)
        }
        .frame(width: size.width, height: size.height, alignment: .topLeading)
        .scaleEffect(scale, anchor: .top)
        .frame(width: look.frame.width, height: look.frame.height, alignment: .top)
        .clipShape(RoundedRectangle(cornerRadius: look.cornerRadius))
        .position(x: look.frame.midX, y: look.frame.midY)
        .contentShape(Rectangle())
        .engineDrag(feed)
        .accessibilityElement(children: .contain)
        .accessibilityAddTraits(.isModal)
        .accessibilityAction(.escape) { close() }
        .accessibilityScrollAction { edge in
          // Content moves up to show what is below when VoiceOver scrolls toward the bottom.
          let pages = edge == .bottom ? 1 : edge == .top ? -1 : 0
          presentation.scrollContent(
            byPages: pages, animation: reduceMotion ? nil : AnimationCurve.smooth(duration: 0.3), time: engineNow())
        }
      }
    }

    /// Closes onto the card where it is now (escape, or `item` set to nil).
    private func close() {
      guard let shown else { return }
      let now = engineNow()
      presentation.close(to: cardAppearance(of: shown), time: now, animated: !reduceMotion)
      // Without a flight nothing will tick: the detail is closed now.
      if reduceMotion { handle(presentation.advance(to: now)) }
    }

    /// Opens when `item` appears (or changes), closes when it goes.
    private func itemChanged() {
      let now = engineNow()
      if let item {
        if shown?.id != item.id || !presentation.isPresented {
          shown = item
          presentation = DetailPresentation(
            screen: DetailScreen(headerHeight: headerHeight, stickyLimit: max(0, headerHeight - barHeight)))
          presentation.open(
            from: CardAppearance(frame: source(item), cornerRadius: cardCornerRadius, backdropOpacity: 0),
            in: CGRect(origin: .zero, size: size), contentHeight: headerHeight + contentHeight, time: now,
            animated: !reduceMotion)
        }
      } else if presentation.isPresented {
        close()
      }
    }

    private func cardAppearance(of item: Item) -> CardAppearance {
      CardAppearance(frame: source(item), cornerRadius: cardCornerRadius, backdropOpacity: 0)
    }

    private func relayOut() {
      presentation.setBounds(CGRect(origin: .zero, size: size), contentHeight: headerHeight + contentHeight)
    }

    private func feed(_ events: [DragEvent]) {
      guard let last = events.last else { return }
      handle(presentation.frame(at: last.time, handling: events))
    }

    private func handle(_ events: [DetailPresentation.Event]) {
      for event in events {
        switch event {
        case .dismissRequested:
          close()
        case .closed:
          shown = nil
          item = nil
        case .opened, .headerBarChanged, .tapped:
          break
        }
      }
      if presentation.transition.phase == .closing, let shown { presentation.updateCard(cardAppearance(of: shown)) }
    }
  }
#endif
