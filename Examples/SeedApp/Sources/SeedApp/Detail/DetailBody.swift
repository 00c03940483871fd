import AppModel
import SwiftUI

/// The detail's text under the photo (figure 003): the title (bold 22), the category and date (13,
/// grey), the body's paragraphs (15) and the tags as orange chips (white bold 12, radius 4).
struct DetailBody: View {
  /// What to show; nil for an item the feeds no longer hold (the detail then shows only its header).
  let content: DetailContent?

  var body: some View {
    VStack(alignment: .leading, spacing: 12) {
      if let content {
        Text(verbatim: content.title)
          .font(.system(size: 22, weight: .bold))
          .foregroundStyle(Palette.text)
        Text(verbatim: meta(content))
          .font(.system(size: 13))
          .foregroundStyle(Palette.caption)
        ForEach(content.body, id: \.self) { paragraph in
          Text(verbatim: paragraph)
            .font(.system(size: 15))
            .foregroundStyle(Palette.text)
        }
        HStack(spacing: 6) {
          ForEach(content.tags, id: \.self) { tag in
            Text(verbatim: tag)
              .font(.system(size: 12, weight: .bold))
              .foregroundStyle(Color.white)
              .padding(.horizontal, 8)
              .padding(.vertical, 4)
              .background { RoundedRectangle(cornerRadius: 4).fill(Palette.newsBadge) }
          }
        }
      }
    }
    .frame(maxWidth: .infinity, alignment: .leading)
    .padding(16)
    .padding(.bottom, 40)
    .background { Color.white }
  }

  /// "category  ·  2022.12.01", or the category alone for an item without a date.
  private func meta(_ content: DetailContent) -> String {
    content.publishedAt.isEmpty
      ? content.category : content.category + "  ·  " + DateLabel.label(for: content.publishedAt, timeZone: .current)
  }
}
