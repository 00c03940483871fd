import AppModel

/// Each feature's action, when an app action is one: what `scope` hands that feature's reducer.
extension AppAction {
  var data: DataAction? { if case .data(let action) = self { action } else { nil } }
  var home: HomeAction? { if case .home(let action) = self { action } else { nil } }
  var favorites: FavoritesAction? { if case .favorites(let action) = self { action } else { nil } }
  var pager: PagerAction? { if case .pager(let action) = self { action } else { nil } }
  var rows: RowsAction? { if case .rows(let action) = self { action } else { nil } }
  var articles: ArticlesAction? { if case .articles(let action) = self { action } else { nil } }
  var archive: ArchiveAction? { if case .archive(let action) = self { action } else { nil } }
  var detail: DetailAction? { if case .detail(let action) = self { action } else { nil } }
}
