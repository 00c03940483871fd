import CarouselCore
import Foundation
import PropertyBased
import Testing

/// The ring's and the card stack's cards are sized from both dimensions of their viewport: the seed's
/// width-based card where it fits, a narrower one of the same shape where the frame is short — never
/// an 812 × 338 card in an 844 × 180 frame.
@Suite("Card sizes from both viewport dimensions")
struct CardSizeTests {
  static let side = Gen.element(of: [0, 1, 60, 180, 300, 390, 844, 1280, 1e7, .nan, .infinity, -5]).map { $0 ?? 390 }
  static let ratio = Gen.element(of: [0, 0.1, 156.0 / 375, 1, 1120.0 / 840, 3, .nan, -1]).map { $0 ?? 1 }
  static let inset = Gen.element(of: [0, 16, 36, 60, 500, .nan, -3]).map { $0 ?? 16 }

  /// Whether `card` fits `width` × `height` (each read as a length: NaN and negative are 0).
  static func fits(_ card: CGSize, width: CGFloat, height: CGFloat) -> Bool {
    func length(_ value: CGFloat) -> CGFloat { value.isNaN ? 0 : max(value, 0) }
    return card.width.isFinite && card.height.isFinite && card.width >= 0 && card.height >= 0
      && card.width <= length(width) + 1e-9 && card.height <= length(height) + 1e-6
  }

  @Test("A short, wide frame: the ring's card fits its height, keeps its shape and stays centred")
  func ringInAShortFrame() {
    var ring = RotaryCarousel(itemCount: 6)
    ring.setViewport(CGSize(width: 844, height: 180))
    #expect(ring.cardSize.height == 180)
    #expect(abs(ring.cardSize.width - 180 * 375 / 156) < 1e-9)
    let front = ring.placements().max { $0.zIndex < $1.zIndex }
    #expect(front?.frame.minY == 0)
    #expect(front?.frame.midX == 422)
    // A phone-shaped frame keeps the seed's card: the width less 16 a side, 156 : 375.
    ring.setViewport(CGSize(width: 390, height: 300))
    #expect(ring.cardSize == CGSize(width: 358, height: 358 * (156.0 / 375)))
  }

  @Test("A short frame: the stack's card fits below its top inset and is centred across")
  func stackInAShortFrame() {
    var stack = CardStack(itemCount: 5)
    stack.setViewport(CGSize(width: 390, height: 400))
    // 318 × 424 would not fit the 340 points below the 60-point inset.
    #expect(stack.cardSize.height == 340)
    let top = stack.placements().max { $0.zIndex < $1.zIndex }
    #expect(top.map { $0.frame.maxY } == 400)
    #expect(top.map { $0.frame.midX } == 195)
    stack.setViewport(CGSize(width: 390, height: 844))
    #expect(stack.cardSize == CGSize(width: 318, height: 424))
  }

  @Test("Any viewport, inset and shape: the card fits both ways, and a swipe still turns one card")
  func cardsFitAnyViewport() async {
    await propertyCheck(count: 2_000, input: Self.side, Self.side, Self.inset, Self.ratio) {
      width, height, inset, ratio in
      var ring = RotaryCarousel(itemCount: 5, horizontalInset: inset, aspectRatio: ratio)
      ring.setViewport(CGSize(width: width, height: height))
      let ringWidth = width - 2 * (inset.isNaN ? 0 : max(inset, 0))
      #expect(Self.fits(ring.cardSize, width: ringWidth, height: height), "ring \(ring.cardSize)")
      var stack = CardStack(itemCount: 5, horizontalInset: inset, topInset: 60, aspectRatio: ratio)
      stack.setViewport(CGSize(width: width, height: height))
      #expect(Self.fits(stack.cardSize, width: ringWidth, height: height - 60), "stack \(stack.cardSize)")
      // A card wide enough to drag turns by one on a swipe of most of its width.
      let card = stack.cardSize
      guard card.width >= 40, card.height > 0, card.width < 1e6 else { return }
      let start = CGPoint(x: stack.placements().last?.frame.midX ?? 0, y: 60 + card.height / 2)
      let swipe = GestureScript.drag(
        from: start, by: CGSize(width: -card.width * 0.8, height: 0), duration: 0.3, restBeforeRelease: 0.1)
      for event in swipe.events {
        _ = stack.handle(event)
      }
      _ = stack.advance(to: 10)
      #expect(stack.currentIndex == 1, "\(card)")
    }
  }
}
