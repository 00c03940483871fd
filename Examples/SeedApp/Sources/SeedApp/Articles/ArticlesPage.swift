import AppModel
import CarouselKit
import SwiftUI

/// One category's page: "カテゴリー「海と湖をめぐる旅」の記事: 12件" and a two-column grid of its
/// articles. The page scrolls by itself when its articles run past the screen.
struct ArticlesPage: View {
  let category: String
  let articles: [Article]

  var body: some View {
    ScrollView {
      VStack(spacing: 0) {
        Text(verbatim: "カテゴリー「\(category)」の記事: \(articles.count)件")
          .font(.system(size: 13))
          .foregroundStyle(Palette.caption)
          .frame(height: 34)
        ColumnGrid(
          columns: .fixed(2), columnSpacing: 8, rowSpacing: 8, insets: .horizontal(12),
          itemHeight: .aspectRatio(ArticleCard.photoAspectRatio, extra: ArticleCard.textHeight)
        ) {
          ForEach(articles) { article in
            DetailButton(DetailRef(.article, id: article.id)) { ArticleCard(article: article) }
          }
        }
        .padding(.bottom, 12)
      }
    }
  }
}
