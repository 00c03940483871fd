import Foundation

/// The Archive screen's reducer: the keyword field, the chips and the ♥ marks. An action that changes
/// the search's conditions has the scene search again (from the top of the new results).
func archiveReducer(_ state: inout AppState, _ action: AppAction) {
  switch action {
  case .archive(let action):
    if reduce(&state.archive, action) { state.scene.search(state.archive) }
  case .favoritesRestored(_, let archive, _): state.archive.favorites.formUnion(archive)
  case .select(let screen) where screen != .archive:
    // The field lets the keyboard go with its screen.
    reduce(&state.archive, .endEditing)
  default: break
  }
}

/// Applies `action` to the Archive's state.
/// - Returns: whether the keyword or the category changed: a new search.
@discardableResult
private func reduce(_ archive: inout ArchiveState, _ action: ArchiveAction) -> Bool {
  switch action {
  case .beginEditing:
    archive.isEditing = true
  case .endEditing:
    archive.isEditing = false
    archive.composition = ""
  case .insert(let text):
    guard archive.isEditing else { return false }
    // One line of printable text: controls (a pasted newline, a tab) are dropped.
    let printable = String(
      String.UnicodeScalarView(text.unicodeScalars.filter { $0.properties.generalCategory != .control }))
    let keyword = String((archive.keyword + printable).prefix(ArchiveState.maximumKeywordLength))
    archive.composition = ""
    guard keyword != archive.keyword else { return false }
    archive.keyword = keyword
    return true
  case .compose(let text):
    guard archive.isEditing else { return false }
    archive.composition = String(text.prefix(ArchiveState.maximumKeywordLength))
  case .deleteBackward:
    guard archive.isEditing, archive.composition.isEmpty, !archive.keyword.isEmpty else { return false }
    archive.keyword.removeLast()
    return true
  case .toggleCategory(let category):
    archive.category = archive.category == category ? nil : category
    return true
  case .clearConditions:
    let hadConditions = !archive.keyword.isEmpty || archive.category != nil
    archive.keyword = ""
    archive.composition = ""
    archive.category = nil
    return hadConditions
  case .toggleFavorite(let id):
    if archive.favorites.contains(id) { archive.favorites.remove(id) } else { archive.favorites.insert(id) }
  case .selectItem(let id):
    archive.selectedID = id
  }
  return false
}
