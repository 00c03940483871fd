import Foundation
import Redux

/// The Archive screen's reducer: the keyword field, the chips and the ♥ marks.
let archiveReducer: Reducer<AppState, AppAction> = { state, action in
  switch action {
  case .archive(let action): reduce(&state.archive, action)
  case .favoritesRestored(_, let archive, _): state.archive.favorites.formUnion(archive)
  case .select(let screen) where screen != .archive:
    // The field lets the keyboard go with its screen.
    reduce(&state.archive, .endEditing)
  default: break
  }
}

private func reduce(_ archive: inout ArchiveState, _ action: ArchiveAction) {
  switch action {
  case .beginEditing:
    archive.isEditing = true
  case .endEditing:
    archive.isEditing = false
    archive.composition = ""
  case .insert(let text):
    guard archive.isEditing else { return }
    // One line of printable text: controls (a pasted newline, a tab) are dropped.
    let printable = String(
      String.UnicodeScalarView(text.unicodeScalars.filter { $0.properties.generalCategory != .control }))
    archive.keyword = String((archive.keyword + printable).prefix(ArchiveState.maximumKeywordLength))
    archive.composition = ""
  case .compose(let text):
    guard archive.isEditing else { return }
    archive.composition = String(text.prefix(ArchiveState.maximumKeywordLength))
  case .deleteBackward:
    guard archive.isEditing, archive.composition.isEmpty, !archive.keyword.isEmpty else { return }
    archive.keyword.removeLast()
  case .toggleCategory(let category):
    archive.category = archive.category == category ? nil : category
  case .clearConditions:
    archive.keyword = ""
    archive.composition = ""
    archive.category = nil
  case .toggleFavorite(let id):
    if archive.favorites.contains(id) { archive.favorites.remove(id) } else { archive.favorites.insert(id) }
  case .selectItem(let id):
    archive.selectedID = id
  }
}
