import AppModel
import CarouselCore
import Foundation

extension GalleryScene {
  /// Opens `ref`'s detail from its card on the screen shown, as it is drawn now, at the latest time
  /// the scene has been given (the tick whose tap reported it). Nothing when a detail is already
  /// presented, when the feeds have no such item, or when its card is not on screen.
  mutating func openDetail(_ ref: DetailRef, _ context: Context, text: any TextMeasuring) {
    guard !detail.isPresented, let content = context.feeds.detail(for: ref),
      let card = cardAppearance(for: ref, context.feeds, on: context.screen)
    else { return }
    detail.open(ref, content, from: card, in: contentSize, time: clock, text: text)
    // The frame that opens it shows it as of that tick.
    _ = detail.advance(to: clock, card: card)
  }

  /// `ref`'s detail as ``DetailAction/prepare(_:)`` laid it out, if that was for the current size.
  public func preparedLayout(for ref: DetailRef) -> DetailLayout? { detail.preparedLayout(for: ref, in: contentSize) }

  /// The card of `screen` under `point` (screen points) whose detail a tap there would open, if
  /// any: the front one where cards overlap. A guess for laying the detail out while the finger is
  /// still down; the tap itself is decided by the carousels.
  ///
  /// - Complexity: O(*n*) placements computed for the *n* items `screen` can show.
  public func detailRef(at point: CGPoint, _ feeds: FeedBundle, on screen: Screen) -> DetailRef? {
    guard !detail.isPresented, point.x.isFinite, point.y.isFinite, point.y < contentSize.height else { return nil }
    return feature(showing: screen)?.detailRef(at: point, feeds)
  }

  /// Closes the detail onto its card, where the card is now, with the same transition a pull ends
  /// in: what Escape and the back button do.
  /// - Returns: false when no detail was open (Escape then quits).
  mutating func closeDetail(time: TimeInterval, _ context: Context) -> Bool {
    let card = detail.ref.flatMap { cardAppearance(for: $0, context.feeds, on: context.screen) }
    return detail.close(onto: card, time: time)
  }

  /// The card showing `ref` of `feeds` on `screen` (the one shown) as drawn now, in screen points, or
  /// nil when it is not on screen.
  public func cardAppearance(for ref: DetailRef, _ feeds: FeedBundle, on screen: Screen) -> CardAppearance? {
    guard let card = feature(showing: screen)?.card(for: ref, feeds),
      card.frame.intersects(CGRect(origin: .zero, size: contentSize))
    else { return nil }
    return CardAppearance(frame: card.frame, cornerRadius: card.cornerRadius, backdropOpacity: 0)
  }
}
