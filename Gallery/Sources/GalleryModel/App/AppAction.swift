import AppModel
import CarouselCore
import Foundation

/// What can happen in the Gallery: what happens to its data, the input the front end sends (which the
/// scene routes), a screen chosen, and each feature's actions — among them what the feature reports
/// (its `delegate` actions), which the app's reducer acts on.
public enum AppAction: Equatable, Sendable {
  /// Something happened to the data: feeds, favourites.
  case data(DataAction)

  /// A pointer sample (a finger or the mouse) in window points.
  case pointer(DragEvent)
  /// A wheel or trackpad scroll of `dx`, `dy` lines at `point`, at `time` seconds.
  case wheel(dx: CGFloat, dy: CGFloat, at: CGPoint, time: TimeInterval)
  /// An arrow, Page Up/Down, Home or End key, at `time` seconds.
  case key(NavigationKey, time: TimeInterval)
  /// F or Space: the Archive's selected row's ♥.
  case markSelected
  /// Escape or the back button, at `time` seconds: closes the detail, or asks to quit.
  case back(time: TimeInterval)
  /// The window is now `CGSize` points.
  case resize(CGSize)
  /// The clock reached `TimeInterval` seconds: every component moves to it.
  case tick(TimeInterval)

  /// Show a screen.
  case select(Screen)

  /// Something happened on Home, or Home reports it.
  case home(HomeAction)
  /// Something happened on Favourites, or Favourites reports it.
  case favorites(FavoritesAction)
  /// Something happened on the Pager.
  case pager(PagerAction)
  /// Something happened on Rows, or Rows reports it.
  case rows(RowsAction)
  /// Something happened on Articles, or Articles reports it.
  case articles(ArticlesAction)
  /// Something happened on the Archive screen, or it reports it.
  case archive(ArchiveAction)
  /// Something happened to the detail, or it reports it.
  case detail(DetailAction)
}
