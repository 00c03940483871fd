import AppModel
import CarouselCore
import SwiftUI

/// A featured topic as seed 000's cell draws it: the 720 : 960 photo with its corners rounded (8)
/// under a 0.36 black mask; over its foot, centred, the five precise stars and "ユーザー評価:" (bold
/// 14, white) with the rating (bold 18, #FF5145); under it the title (bold 12, one line), the caption
/// (12, two lines) and the date (bold 11, trailing); a hairline round the whole cell.
struct TopicCard: View {
  /// The cell's size: a 200-point wide 720 × 960 photo with 100 points of text under it.
  static let size = CGSize(width: 200, height: 200 * 960 / 720 + 100)

  let topic: FeaturedTopic

  var body: some View {
    VStack(alignment: .leading, spacing: 0) {
      FeedPhoto(topic.thumbnailURL)
        .overlay { Color.black.opacity(0.36) }
        .overlay(alignment: .bottom) {
          VStack(spacing: 8) {
            StarRatingView(rating: topic.rating)
            HStack(spacing: 8) {
              Text("ユーザー評価:")
                .font(.system(size: 14, weight: .bold))
                .foregroundStyle(Color.white)
              Text(verbatim: StarRating.label(for: topic.rating))
                .font(.system(size: 18, weight: .bold))
                .foregroundStyle(Palette.rating)
            }
          }
          .padding(.bottom, 8)
        }
        .frame(height: Self.size.width * 960 / 720)
        .clipShape(RoundedRectangle(cornerRadius: 8))
      VStack(alignment: .leading, spacing: 6) {
        Text(verbatim: topic.title)
          .font(.system(size: 12, weight: .bold))
          .foregroundStyle(Palette.text)
          .lineLimit(1)
        Text(verbatim: topic.caption)
          .font(.system(size: 12))
          .foregroundStyle(Palette.secondary)
          .lineLimit(2)
        Text(verbatim: DateLabel.label(for: topic.publishedAt, timeZone: .current))
          .font(.system(size: 11, weight: .bold))
          .foregroundStyle(Palette.secondary)
          .frame(maxWidth: .infinity, alignment: .trailing)
      }
      .padding(.horizontal, 8)
      .padding(.top, 10)
      .frame(maxHeight: .infinity, alignment: .top)
    }
    .frame(width: Self.size.width, height: Self.size.height)
    .overlay { RoundedRectangle(cornerRadius: 8).stroke(Palette.secondary.opacity(0.5), lineWidth: 1) }
    .detailSource(DetailRef(.featured, id: topic.id))
  }
}
