import CarouselCore
import SwiftUI

/// Five stars filled to a rating as the Cosmos library's "precise" mode fills them (CarouselCore's
/// `StarRating`): 3.7 fills three stars and 70 % of the fourth. The seed's look: 26-point stars 5
/// points apart, system yellow with a 1-point border, empty stars outlined.
struct StarRatingView: View {
  let rating: Double
  var starSize: CGFloat = 26
  var spacing: CGFloat = 5

  var body: some View {
    let fills = StarRating.fills(rating: rating, count: 5, mode: .precise)
    HStack(spacing: spacing) {
      ForEach(0..<5) { star in
        ZStack(alignment: .leading) {
          Rectangle().fill(Palette.star).frame(
            width: starSize * CGFloat(fills.indices.contains(star) ? fills[star] : 0))
        }
        .frame(width: starSize, height: starSize, alignment: .leading)
        .clipShape(Star())
        .overlay { Star().stroke(Palette.star, lineWidth: 1) }
      }
    }
    .accessibilityElement(children: .ignore)
    .accessibilityLabel(Text("評価 \(StarRating.label(for: rating))"))
  }
}
