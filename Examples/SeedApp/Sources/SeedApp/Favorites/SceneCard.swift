import AppModel
import SwiftUI

/// A favourite scene as seed 000's `FavoritePhotosCardView` draws it, over the photo under a 0.46 black
/// mask: the title (bold 16), a divider, a 36-point row with "投稿日:" and the date (bold 10) and the
/// category capsule (bold 10, white on #FFAA00), a divider, the shop (bold 13), a divider, the comment
/// (11, up to 8 lines) and the author; corner radius 8 with a hairline. The ♡ at the foot marks it: a
/// button, so the stack does not also take its tap as a tap on the card.
struct SceneCard: View {
  let scene: FavoriteScene
  let isFavorite: Bool
  let toggleFavorite: @MainActor () -> Void

  var body: some View {
    VStack(alignment: .leading, spacing: 0) {
      Text(verbatim: scene.title)
        .font(.system(size: 16, weight: .bold))
        .lineLimit(1)
        .padding(.bottom, 12)
      divider
      HStack {
        Text(verbatim: "投稿日: " + DateLabel.label(for: scene.publishedAt, timeZone: .current))
          .font(.system(size: 10, weight: .bold))
        Spacer(minLength: 8)
        Text(verbatim: scene.category)
          .font(.system(size: 10, weight: .bold))
          .lineLimit(1)
          .padding(.horizontal, 8)
          .padding(.vertical, 4)
          .background { RoundedRectangle(cornerRadius: 12).fill(Palette.favoriteCapsule) }
      }
      .frame(height: 36)
      divider
      Text(verbatim: scene.shopName)
        .font(.system(size: 13, weight: .bold))
        .padding(.vertical, 8)
      divider
      Text(verbatim: scene.comment)
        .font(.system(size: 11))
        .lineLimit(8)
        .padding(.top, 8)
      Text(verbatim: "文章&編集: " + scene.author)
        .font(.system(size: 11))
        .frame(maxWidth: .infinity, alignment: .trailing)
        .padding(.top, 8)
      Spacer(minLength: 0)
      Button(action: toggleFavorite) {
        Text(verbatim: isFavorite ? "♥" : "♡")
          .font(.system(size: 22))
          .foregroundStyle(isFavorite ? Palette.rating : Color.white)
          .frame(width: 44, height: 44)
      }
      .buttonStyle(.plain)
      .accessibilityLabel(Text(isFavorite ? "お気に入りから外す" : "お気に入りに追加"))
    }
    .foregroundStyle(Color.white)
    .padding(.horizontal, 12)
    .padding(.top, 16)
    .padding(.bottom, 4)
    .background {
      FeedPhoto(scene.photoURL)
        .overlay { Color.black.opacity(0.46) }
    }
    .clipShape(RoundedRectangle(cornerRadius: 8))
    .overlay { RoundedRectangle(cornerRadius: 8).stroke(Palette.secondary.opacity(0.36), lineWidth: 1) }
    .detailSource(DetailRef(.favorite, id: scene.id))
  }

  private var divider: some View {
    Rectangle().fill(Palette.systemGray).frame(height: 1)
  }
}
