import AppModel
import SwiftUI

/// A row of the multi-row carousel: a news item on a white card (radius 10, a hairline) with its
/// thumbnail (radius 6), title (bold 13, two lines), category badge (bold 10, white on #FF9900) and
/// date (11, grey).
struct NewsRowCard: View {
  let news: RecentNews

  var body: some View {
    HStack(alignment: .top, spacing: 10) {
      FeedPhoto(news.thumbnailURL)
        .aspectRatio(1, contentMode: .fit)
        .clipShape(RoundedRectangle(cornerRadius: 6))
      VStack(alignment: .leading, spacing: 0) {
        Text(verbatim: news.title)
          .font(.system(size: 13, weight: .bold))
          .foregroundStyle(Palette.text)
          .lineLimit(2)
        Spacer(minLength: 4)
        HStack(spacing: 8) {
          Text(verbatim: news.newsCategory)
            .font(.system(size: 10, weight: .bold))
            .foregroundStyle(Color.white)
            .padding(.horizontal, 4)
            .padding(.vertical, 2)
            .background { RoundedRectangle(cornerRadius: 3).fill(Palette.newsBadge) }
          Text(verbatim: DateLabel.label(for: news.publishedAt, timeZone: .current))
            .font(.system(size: 11))
            .foregroundStyle(Palette.secondary)
        }
      }
      Spacer(minLength: 0)
    }
    .padding(10)
    .background { RoundedRectangle(cornerRadius: 10).fill(Color.white) }
    .overlay { RoundedRectangle(cornerRadius: 10).stroke(Palette.secondary, lineWidth: 0.5) }
    .detailSource(DetailRef(.news, id: news.id))
  }
}
