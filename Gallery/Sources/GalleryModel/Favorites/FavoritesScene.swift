import AppModel
import CarouselCore
import Foundation

/// Favourites: the card stack of favourite scenes, a card wide on a phone and centred on a desktop
/// window. A tap on a card's ♡ reports it (``FavoritesAction/Delegate/toggleFavorite(id:)``); anywhere
/// else on the card, the tap and the detail it opens.
public struct FavoritesScene: SceneFeature {
  /// The one part a drag goes to.
  enum Part: Int { case stack }

  /// The card stack; elements are scene IDs.
  public private(set) var stack = ComponentHost<CardStack, Int>(CardStack(itemCount: 0, loops: true))
  /// The geometry the stack was last configured with (it follows the window's size).
  private var pile: FavoritesPile?
  /// The screen's heading line, at the top in ``SectionRhythm``'s rhythm.
  public private(set) var heading = CGRect.zero
  /// Where the stack sits, in content points: under the heading, down to the tab bar.
  public private(set) var frame = CGRect.zero
  /// The line under the front card that says which card it is ("3 / 12").
  public private(set) var caption = CGRect.zero
  /// Where the last touch on the stack lifted, in the stack's coordinates: whether a tap hit a heart.
  private var lastRelease: CGPoint?

  /// The widest the stack is, in points: on a desktop window the pile stays a card, centred, instead
  /// of a 1,200-point slab.
  public static let maximumWidth: CGFloat = 520

  init(direction: ReadingDirection) {
    stack.setDirection(direction, time: 0)
  }

  var isSettled: Bool { !stack.wantsFrames }

  mutating func load(_ context: GalleryScene.Context, text: any TextMeasuring, time: TimeInterval) {
    stack.setElements(context.feeds.favoriteScenes.map(\.id), time: time)
  }

  /// Under the heading, the content area, at most ``maximumWidth`` wide and centred; the caption
  /// 16 points under the front card.
  mutating func layOut(in content: CGSize, _ feeds: FeedBundle, time: TimeInterval) {
    let width = min(content.width, Self.maximumWidth)
    let x = (content.width - width) / 2
    heading = SectionRhythm.headingFrame(y: SectionRhythm.top, minX: x, maxX: x + width)
    let top = SectionRhythm.contentTop(underHeadingAt: heading.minY)
    frame = CGRect(x: x, y: top, width: width, height: max(0, content.height - top))
    let newPile = FavoritesPile(size: frame.size)
    let cardBottom = frame.minY + newPile.topInset + (width - 2 * newPile.horizontalInset) * FavoritesPile.aspectRatio
    caption = CGRect(x: x + 16, y: min(cardBottom + 16, content.height - 24), width: max(0, width - 32), height: 20)
    if newPile != pile {
      pile = newPile
      stack.reconfigure(newPile.cardStack(itemCount: stack.component.itemCount), time: time)
    }
    stack.setViewport(frame.size, time: time)
  }

  mutating func begin(at point: CGPoint) -> DragStart<Part> { .parts([.stack], origins: [.stack: frame.origin]) }

  mutating func handle(
    _ event: DragEvent, on part: Part, _ context: GalleryScene.Context, reports: inout [FavoritesAction]
  ) -> GestureResponse {
    if event.phase == .ended { lastRelease = event.location }
    return stack.handle(event)
  }

  /// A tap on the heart in a card's lower leading corner marks it; anywhere else opens its detail.
  mutating func advance(to time: TimeInterval, _ context: GalleryScene.Context) -> [FavoritesAction] {
    stack.advance(to: time).events.flatMap { event -> [FavoritesAction] in
      guard let index = event.tappedIndex, let scene = context.feeds.favoriteScenes[safe: index] else { return [] }
      let card = stack.placements().first { $0.index == index }?.frame ?? .zero
      if let point = lastRelease, CardGeometry.favoriteHeartArea(in: card).contains(point) {
        return [.delegate(.toggleFavorite(id: scene.id))]
      }
      return [.delegate(.tapped(id: scene.id)), .delegate(.openDetail(DetailRef(.favorite, id: scene.id)))]
    }
  }

  mutating func press(_ key: NavigationKey, time: TimeInterval) -> Bool {
    stack.press(key, animation: .snap, time: time)
  }

  mutating func scrollWheel(_ event: ScrollWheelEvent, lines: CGSize) -> Bool { stack.scrollWheel(event, from: frame) }

  func index(of carousel: Carousel) -> Int? { carousel == .favorites ? stack.settledIndex : nil }

  func card(for ref: DetailRef, _ feeds: FeedBundle) -> (frame: CGRect, cornerRadius: CGFloat)? {
    guard ref.source == .favorite, let index = feeds.favoriteScenes.firstIndex(where: { $0.id == ref.id }),
      let card = stack.placements().first(where: { $0.index == index })?.scaledFrame
    else { return nil }
    return (card.offsetBy(dx: frame.minX, dy: frame.minY), CardGeometry.cardCornerRadius)
  }

  /// The front card under `point`, where cards overlap.
  func detailRef(at point: CGPoint, _ feeds: FeedBundle) -> DetailRef? {
    let pilePoint = CGPoint(x: point.x - frame.minX, y: point.y - frame.minY)
    return stack.placements().hitTest(pilePoint).flatMap { feeds.favoriteScenes[safe: $0] }
      .map { DetailRef(.favorite, id: $0.id) }
  }
}
