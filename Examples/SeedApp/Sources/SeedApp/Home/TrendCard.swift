import AppModel
import SwiftUI

/// A trend article as seed 000 draws it: the 3 : 2 photo under a 0.36 black mask with the title (bold
/// 14, two lines, white) at its foot, the introduction (12, four lines) below, corner radius 8 and a
/// hairline border.
struct TrendCard: View {
  /// The photo's width over its height.
  static let photoAspectRatio: CGFloat = 1.5
  /// The text under the photo, in points.
  static let textHeight: CGFloat = 94

  let article: TrendArticle

  var body: some View {
    VStack(alignment: .leading, spacing: 10) {
      FeedPhoto(article.thumbnailURL)
        .overlay { Color.black.opacity(0.36) }
        .overlay(alignment: .bottomLeading) {
          Text(verbatim: article.title)
            .font(.system(size: 14, weight: .bold))
            .foregroundStyle(Color.white)
            .lineLimit(2)
            .padding(8)
        }
        .aspectRatio(Self.photoAspectRatio, contentMode: .fit)
      Text(verbatim: article.introduction)
        .font(.system(size: 12))
        .foregroundStyle(Palette.text)
        .lineLimit(4)
        .padding(.horizontal, 8)
    }
    .frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .top)
    .background { Color.white }
    .clipShape(RoundedRectangle(cornerRadius: 8))
    .overlay { RoundedRectangle(cornerRadius: 8).stroke(Palette.secondary.opacity(0.25), lineWidth: 1) }
    .detailSource(DetailRef(.trend, id: article.id))
  }
}
