import CarouselCore
import CarouselImages
import Foundation

/// Cards drawn once into their own images and reused every frame (SPEC §7): re-setting CJK text each
/// frame costs 16–40 ms, compositing cached cards about 1 ms.
public final class CardCache {
  struct Key: Hashable {
    var kind: String
    var id: Int
    var width: Int
    var height: Int
    var variant: Int
  }

  private var cards: [Key: (canvas: Canvas, photos: [ImageRequest.Key: Int])] = [:]
  /// Pixels per point of the cached images.
  public let scale: Double
  /// Where the cards' photos come from; a card is drawn again when one of its photos changes.
  public let images: ImageSource
  /// Cards drawn so far (a measure of cache misses).
  public private(set) var drawCount = 0

  public init(scale: Double, images: ImageSource = ImageSource()) {
    self.scale = scale
    self.images = images
  }

  /// The cached card for (`kind`, `id`) at `size`, drawn by `draw` the first time and again whenever a
  /// photo it shows has changed (arrived, faded a step, failed).
  public func card(
    _ kind: String, id: Int, size: CGSize, variant: Int = 0, draw: (Canvas, CGRect) -> Void
  ) -> Canvas {
    let key = Key(
      kind: kind, id: id, width: Int((size.width * 4).rounded()), height: Int((size.height * 4).rounded()),
      variant: variant)
    if let card = cards[key], images.isCurrent(card.photos) { return card.canvas }
    let canvas = Canvas(size: size, scale: scale)
    images.beginRecording()
    draw(canvas, CGRect(origin: .zero, size: size))
    cards[key] = (canvas, images.endRecording())
    drawCount += 1
    return canvas
  }

  /// Forgets every card (after a scale change, say).
  public func removeAll() { cards.removeAll() }
}
