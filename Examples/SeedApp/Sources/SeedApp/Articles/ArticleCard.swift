import AppModel
import SwiftUI

/// An article card, as figure 002 shows it: a white card (radius 8) with a hairline; the 4 : 3 photo
/// edge to edge across its top with the article's caption in white (bold 11, one line) over the photo's
/// foot on a darkening band; under it the title (bold 12, two lines), the category (10, grey) and
/// the date trailing.
struct ArticleCard: View {
  /// The photo's width over its height.
  static let photoAspectRatio: CGFloat = 4.0 / 3
  /// The text under the photo, in points.
  static let textHeight: CGFloat = 64

  let article: Article

  var body: some View {
    VStack(alignment: .leading, spacing: 0) {
      FeedPhoto(article.thumbnailURL)
        .overlay(alignment: .bottomLeading) {
          if let caption = article.caption, !caption.isEmpty {
            Text(verbatim: caption)
              .font(.system(size: 11, weight: .bold))
              .foregroundStyle(Color.white)
              .lineLimit(1)
              .frame(maxWidth: .infinity, alignment: .leading)
              .padding(.horizontal, 8)
              .padding(.top, 6)
              .padding(.bottom, 6)
              .background { Color.black.opacity(0.35) }
          }
        }
        .aspectRatio(Self.photoAspectRatio, contentMode: .fit)
      Text(verbatim: article.title)
        .font(.system(size: 12, weight: .bold))
        .foregroundStyle(Palette.text)
        .lineLimit(2)
        .padding(.horizontal, 8)
        .padding(.top, 6)
      Spacer(minLength: 0)
      HStack {
        Text(verbatim: article.category)
        Spacer(minLength: 4)
        Text(verbatim: DateLabel.label(for: article.publishedAt, timeZone: .current))
      }
      .font(.system(size: 10))
      .foregroundStyle(Color(red: 0.45, green: 0.45, blue: 0.45))
      .lineLimit(1)
      .padding(.horizontal, 8)
      .padding(.bottom, 6)
    }
    .background { Color.white }
    .clipShape(RoundedRectangle(cornerRadius: 8))
    .overlay { RoundedRectangle(cornerRadius: 8).stroke(Palette.secondary.opacity(0.25), lineWidth: 1) }
    .detailSource(DetailRef(.article, id: article.id))
  }
}
