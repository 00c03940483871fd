import AppModel
import SwiftUI

/// A recipe on the Archive list, as figure 004 shows it: a 64-point photo (radius 8), the title (bold
/// 16), "Category:" and "Shop:" (12, grey), the ♥ — a pink outline, or filled when marked — and the
/// summary (13, grey, two lines) under them, a hairline below.
struct ArchiveRow: View {
  let item: ArchiveItem
  let isFavorite: Bool
  let toggleFavorite: @MainActor () -> Void

  var body: some View {
    VStack(alignment: .leading, spacing: 8) {
      HStack(alignment: .top, spacing: 12) {
        FeedPhoto(item.photoURL)
          .frame(width: 64, height: 64)
          .clipShape(RoundedRectangle(cornerRadius: 8))
        VStack(alignment: .leading, spacing: 2) {
          Text(verbatim: item.title)
            .font(.system(size: 16, weight: .bold))
            .foregroundStyle(Palette.text)
            .lineLimit(1)
          Text(verbatim: "Category: " + item.category)
            .font(.system(size: 12))
            .foregroundStyle(Palette.caption)
          Text(verbatim: "Shop: " + item.shop)
            .font(.system(size: 12))
            .foregroundStyle(Palette.caption)
            .lineLimit(1)
        }
        Spacer(minLength: 0)
        Button(action: toggleFavorite) {
          Image(systemName: isFavorite ? "heart.fill" : "heart")
            .font(.system(size: 20))
            .foregroundStyle(Palette.archiveHeart)
            .frame(width: 44, height: 44)
        }
        .buttonStyle(.plain)
        .accessibilityLabel(Text(isFavorite ? "お気に入りから外す" : "お気に入りに追加"))
      }
      Text(verbatim: item.summary)
        .font(.system(size: 13))
        .foregroundStyle(Palette.caption)
        .lineLimit(2)
      Rectangle().fill(Palette.secondary.opacity(0.5)).frame(height: 0.5)
    }
    .padding(.horizontal, 16)
    .padding(.top, 12)
  }
}
