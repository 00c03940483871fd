import AppModel
import SwiftUI

/// A recent-news section as seed 000 draws it: up to three rows spread down the section, each the title
/// (bold 13, one line) above a 48-point thumbnail with a radius-4 outline, the category badge (bold 11,
/// white on #FF9900) above the date (bold 13), and a hairline under it. Each row opens its own detail:
/// it is a button, so the carousel around it does not take its tap.
struct NewsSectionView: View {
  let rows: [RecentNews]

  var body: some View {
    VStack(spacing: 0) {
      ForEach(rows) { news in
        DetailButton(DetailRef(.news, id: news.id)) { NewsRowView(news: news) }
          .detailSource(DetailRef(.news, id: news.id))
        if news.id != rows.last?.id { Spacer(minLength: 0) }
      }
    }
    .frame(maxHeight: .infinity, alignment: .top)
  }
}

/// One row of a news section.
struct NewsRowView: View {
  let news: RecentNews

  var body: some View {
    VStack(alignment: .leading, spacing: 2) {
      Text(verbatim: news.title)
        .font(.system(size: 13, weight: .bold))
        .foregroundStyle(Palette.text)
        .lineLimit(1)
      HStack(alignment: .bottom, spacing: 8) {
        FeedPhoto(news.thumbnailURL)
          .frame(width: 48, height: 48)
          .clipShape(RoundedRectangle(cornerRadius: 4))
          .overlay { RoundedRectangle(cornerRadius: 4).stroke(Palette.secondary, lineWidth: 1) }
        VStack(alignment: .leading, spacing: 2) {
          Text(verbatim: news.newsCategory)
            .font(.system(size: 11, weight: .bold))
            .foregroundStyle(Color.white)
            .padding(3)
            .background { Palette.newsBadge }
          Text(verbatim: DateLabel.label(for: news.publishedAt, timeZone: .current))
            .font(.system(size: 13, weight: .bold))
            .foregroundStyle(Palette.secondary)
        }
        Spacer(minLength: 0)
      }
      Rectangle().fill(Palette.secondary).frame(height: 0.5)
    }
    .padding(.horizontal, 8)
    .frame(height: 74)
    .contentShape(Rectangle())
  }
}
