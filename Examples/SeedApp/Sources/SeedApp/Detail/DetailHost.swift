import AppModel
import CarouselKit
import SwiftUI

extension View {
  /// Opens the detail (seed 004's figure 003) of any card below that calls its environment's
  /// `cardDetailActions.open`: CarouselKit's `cardDetail` flying from the card's recorded frame, its
  /// photo header sticking under the bar, pulled down to close back onto the card.
  func opensCardDetails(from feeds: FeedBundle) -> some View {
    modifier(DetailHost(feeds: feeds))
  }
}

/// The modifier behind `opensCardDetails(from:)`: it owns which card is open and where every card is.
struct DetailHost: ViewModifier {
  /// The coordinate space the cards report their frames in: the host's own.
  static let coordinateSpace = "seed-app.detail-host"

  let feeds: FeedBundle
  @State private var opened: OpenedCard?
  @State private var frames = CardFrames()
  @State private var size = CGSize.zero

  /// The header photo's height at rest: 4 : 3 of the width (the detail's portrait header), at most
  /// 62 % of the screen, as the Gallery's detail has it.
  private var headerHeight: CGFloat {
    max(120, min(size.width * 4 / 3, size.height * 0.62))
  }

  func body(content: Content) -> some View {
    content
      .environment(
        \.cardDetailActions,
        CardDetailActions(
          open: { ref in opened = OpenedCard(ref: ref) },
          record: { frame, ref in frames.record(frame, of: ref) })
      )
      .coordinateSpace(.named(Self.coordinateSpace))
      .onGeometryChange(for: CGSize.self) {
        $0.size
      } action: {
        size = $0
      }
      .cardDetail(
        item: $opened, source: { frames.frame(of: $0.ref) }, headerHeight: headerHeight, barHeight: 56,
        cardCornerRadius: 8
      ) { card in
        DetailHeader(photoURL: feeds.detail(for: card.ref)?.photoURL ?? "") { opened = nil }
      } content: { card in
        DetailBody(content: feeds.detail(for: card.ref))
      }
  }
}
