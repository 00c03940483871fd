import Foundation

/// Where the parts of a card that answer taps sit: shared by the scene, which finds what a tap hit,
/// and the cards, which draw there.
public enum CardGeometry {
  /// A featured topic's cell: a 200-point wide 720 × 960 photo with 100 points of text under it.
  public static let featuredCardSize = CGSize(width: CGFloat(200), height: featuredPhotoHeight(width: 200) + 100)

  /// The height of a featured topic's photo `width` points wide: the feed's photos are 720 × 960.
  public static func featuredPhotoHeight(width: CGFloat) -> CGFloat { width * 960 / 720 }
  /// The height of a news section on Home, in points: three rows.
  public static let newsSectionHeight: CGFloat = 260
  /// How many news items a section on Home holds.
  public static let newsRowsPerSection = 3
  /// The widest a news row gets (a section on Home, a page of the Rows screen), in points: a readable
  /// measure for its title beside a 48- or 60-point thumbnail. A desktop window shows more of them
  /// side by side instead of rows 1,264 points wide.
  public static let maximumRowWidth: CGFloat = 560

  /// The corner radius of a banner on the ring, in points.
  public static let bannerCornerRadius: CGFloat = 12
  /// The corner radius of the featured, news, trend, favourite and article cards, in points.
  public static let cardCornerRadius: CGFloat = 8
  /// The corner radius of a pickup photo, in points.
  public static let pickupCornerRadius: CGFloat = 4
  /// The corner radius of a news card on the Rows screen, in points.
  public static let rowCardCornerRadius: CGFloat = 10

  /// The rows a news section of `count` items has in `rect`: at most three cells 74 points tall, the
  /// first at the top and the rest spread down the section as the seed's spacers put them — where
  /// they are drawn and where a tap finds them.
  public static func newsRowFrames(in rect: CGRect, count: Int) -> [CGRect] {
    let rowHeight: CGFloat = 74
    let rows = newsRowsPerSection
    let gap = max(0, (rect.height - rowHeight * CGFloat(rows)) / CGFloat(rows - 1))
    return (0..<min(max(0, count), rows)).map { number in
      CGRect(x: rect.minX, y: rect.minY + CGFloat(number) * (rowHeight + gap), width: rect.width, height: rowHeight)
    }
  }

  /// Where a tap on a favourite card of `card`'s frame marks it: the heart's corner, generously.
  public static func favoriteHeartArea(in card: CGRect) -> CGRect {
    CGRect(x: card.minX, y: card.maxY - 60, width: 72, height: 60)
  }
}
