import AppModel
import CarouselKit
import SwiftUI

/// Favourites (seed 000 §4): under its heading, the card stack, the pile above the top card, and the
/// position under it;
/// a swipe sends the top card away, the stack loops. A tap on a card opens its detail, the ♡ marks
/// it (kept in SQLite by AppModel's persistence middleware).
struct FavoritesScreen: View {
  let store: SeedStore
  @State private var top = 0
  @Environment(\.cardDetailActions) private var detail

  var body: some View {
    let scenes = store.state.feeds.favoriteScenes
    VStack(spacing: 0) {
      SectionHeading("お気に入りの風景", isFirst: true)
      if scenes.isEmpty {
        Text("お気に入りの風景はありません")
          .font(.system(size: 15))
          .foregroundStyle(Palette.caption)
          .frame(maxHeight: .infinity)
      } else {
        CardStackView(scenes, index: $top, loops: true, accessibilityLabel: "お気に入り") { scene in
          SceneCard(scene: scene, isFavorite: store.state.favorites.contains(scene.id)) {
            store.dispatch(.toggleFavorite(id: scene.id))
          }
        } onTap: { scene in
          detail.open(DetailRef(.favorite, id: scene.id))
        }
        .frame(maxWidth: 520, maxHeight: 600)
        Text(verbatim: "\(top + 1) / \(scenes.count)")
          .font(.system(size: 13))
          .foregroundStyle(Palette.caption)
          .padding(.top, 16)
        Spacer(minLength: 0)
      }
    }
    .frame(maxWidth: .infinity, maxHeight: .infinity)
    .background { Palette.background }
  }
}

struct FavoritesScreen_Previews: PreviewProvider {
  static var previews: some View {
    FavoritesScreen(store: PreviewFeeds.store())
      .opensCardDetails(from: PreviewFeeds.sample)
  }
}
