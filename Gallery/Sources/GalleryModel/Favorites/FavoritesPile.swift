import CarouselCore
import Foundation

/// The favourites' card stack as seed 000 shows it through StackPageView: each page is the stack's area
/// less a 60-point padding, the card (`W − 72` wide, 4 : 3 upright) is centred in its page, and the
/// library moves and scales the whole *page* — so the cards beneath show as strips taller than the
/// page's 3 % spacing alone.
///
/// The engine's ``CardStack`` moves and scales the card itself (SPEC §4.6: tops aligned, then
/// `p · spacingFactor` of the card's height). Scaling a page about its centre moves a card centred in it
/// by `pageHeight · spacing · p + (1 − scale) · (pageHeight − cardHeight) / 2`, which is linear in `p`,
/// so one spacing factor of the card's height gives the same picture.
struct FavoritesPile: Sendable, Equatable {
  /// The seed's `pagePadding(vertical: .absolute(60), horizontal: .absolute(60))`.
  static let pagePadding: CGFloat = 60
  /// The seed's card width, `UIScreen.main.bounds.width − 72`: 36 points a side.
  static let cardInset: CGFloat = 36
  /// The card's height over its width (840 × 1120 photos).
  static let aspectRatio: CGFloat = 1120.0 / 840
  /// StackPageView's defaults (`StackTransformViewOptions`), which the engine's style takes: the
  /// spacing of the pages, in their height, and how much each page down the pile shrinks.
  static let library = CardStack.Style()

  /// Space beside the card on each side, in points: the seed's 36, more when the card would otherwise
  /// be taller than its page (a wide, short window).
  var horizontalInset: CGFloat
  /// From the stack's top to the top card's, in points: the card centred.
  var topInset: CGFloat
  /// The engine's spacing that shows the pile as the library does.
  var spacingFactor: CGFloat

  /// The pile for a stack area of `size` points.
  init(size: CGSize) {
    let width = max(size.width, 0)
    let height = max(size.height, 0)
    let pageHeight = max(height - 2 * Self.pagePadding, 0)
    // Never taller than its page: on a short window the card narrows instead.
    let cardWidth = max(min(width - 2 * Self.cardInset, pageHeight / Self.aspectRatio), 0)
    let cardHeight = cardWidth * Self.aspectRatio
    horizontalInset = (width - cardWidth) / 2
    topInset = max((height - cardHeight) / 2, 0)
    let spacing = Self.library.spacingFactor
    let perCard = pageHeight * spacing + Self.library.scaleFactor * (pageHeight - cardHeight) / 2
    spacingFactor = cardHeight > 0 ? max(perCard / cardHeight, spacing) : spacing
  }

  /// A looping stack of `itemCount` cards with this geometry and the library's other defaults.
  func cardStack(itemCount: Int) -> CardStack {
    var style = Self.library
    style.spacingFactor = spacingFactor
    return CardStack(
      itemCount: itemCount, style: style, loops: true, horizontalInset: horizontalInset, topInset: topInset,
      aspectRatio: Self.aspectRatio)
  }
}
