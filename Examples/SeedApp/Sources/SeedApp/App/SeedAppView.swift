import AppModel
import CarouselKit
import SwiftUI

/// The seed app: the seven screens behind a tab bar, each able to open the detail of any of its cards,
/// all reading one store. The feeds and the favourites kept from earlier runs load when it appears.
public struct SeedAppView: View {
  let store: SeedStore
  let photos: PhotoLocator

  /// The app over `store`, reading photos from `source` (where the store's feeds come from).
  init(store: SeedStore, source: FeedSource) {
    self.store = store
    photos = PhotoLocator(source: source)
  }

  public var body: some View {
    let feeds = store.state.feeds
    TabView {
      HomeScreen(feeds: feeds)
        .opensCardDetails(from: feeds)
        .tabItem { Label(Screen.home.title, systemImage: Screen.home.systemImage) }
      FavoritesScreen(store: store)
        .opensCardDetails(from: feeds)
        .tabItem { Label(Screen.favorites.title, systemImage: Screen.favorites.systemImage) }
      PagerScreen()
        .tabItem { Label(Screen.pager.title, systemImage: Screen.pager.systemImage) }
      RowsScreen(feeds: feeds)
        .opensCardDetails(from: feeds)
        .tabItem { Label(Screen.rows.title, systemImage: Screen.rows.systemImage) }
      GuideBoardScreen()
        .tabItem { Label(Screen.guideBoard.title, systemImage: Screen.guideBoard.systemImage) }
      ArticlesScreen(feeds: feeds)
        .opensCardDetails(from: feeds)
        .tabItem { Label(Screen.articles.title, systemImage: Screen.articles.systemImage) }
      ArchiveScreen(store: store)
        .tabItem { Label(Screen.archive.title, systemImage: Screen.archive.systemImage) }
    }
    .environment(\.photoLocator, photos)
    .onAppear {
      // The favourites kept from earlier runs, then the feeds; once, not on every reappearance.
      if store.state.loadState == .idle { store.start() }
    }
  }
}

struct SeedAppView_Previews: PreviewProvider {
  static var previews: some View {
    SeedAppView(store: PreviewFeeds.store(), source: .bundled)
  }
}
