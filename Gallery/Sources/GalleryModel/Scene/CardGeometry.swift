import Foundation

/// Where the parts of a card that answer taps sit: shared by the scene, which finds what a tap hit,
/// and the cards, which draw there.
public enum CardGeometry {
  /// The rows a news section of `count` items has in `rect`: at most three cells 74 points tall, the
  /// first at the top and the rest spread down the section as the seed's spacers put them — where
  /// they are drawn and where a tap finds them.
  public static func newsRowFrames(in rect: CGRect, count: Int) -> [CGRect] {
    let rowHeight: CGFloat = 74
    let gap = max(0, (rect.height - rowHeight * 3) / 2)
    return (0..<min(max(0, count), 3)).map { number in
      CGRect(x: rect.minX, y: rect.minY + CGFloat(number) * (rowHeight + gap), width: rect.width, height: rowHeight)
    }
  }

  /// Where a tap on a favourite card of `card`'s frame marks it: the heart's corner, generously.
  public static func favoriteHeartArea(in card: CGRect) -> CGRect {
    CGRect(x: card.minX, y: card.maxY - 60, width: 72, height: 60)
  }
}
