import AppModel
import Foundation
import Redux

/// The Archive feature's state as its reducer sees it: the screen's own (``ArchiveState``), the
/// search conditions it edits, which are the data's (``DataState/archive``), and its scene part, which
/// searches again when they change. ``AppState`` puts it together and writes each part back where it
/// lives.
struct ArchiveFeature: Equatable, Sendable {
  /// The field's editing and the row the keyboard acts on.
  var screen: ArchiveState
  /// The keyword and the category.
  var conditions: ArchiveConditions
  /// The search, its results and the list.
  var scene: ArchiveScene
  /// The latest time the scene has been given, in seconds: when a new search scrolls to the top.
  let time: TimeInterval

  /// The Archive's reducer: the keyword field's editing, the chips, "clear conditions", the keyboard's
  /// row and the wheel. A change of keyword or category searches again, from the top; F on a row
  /// among the results reports its ♥.
  static let reducer: Reducer<ArchiveFeature, ArchiveAction> = { archive, action in
    switch action {
    case .beginEditing:
      archive.screen.isEditing = true
    case .endEditing:
      archive.screen.endEditing()
    case .insert(let text):
      guard archive.screen.isEditing else { break }
      archive.screen.composition = ""
      if archive.conditions.append(text) { archive.search() }
    case .compose(let text):
      guard archive.screen.isEditing else { break }
      archive.screen.composition = String(text.prefix(ArchiveConditions.maximumKeywordLength))
    case .deleteBackward:
      guard archive.screen.isEditing, archive.screen.composition.isEmpty else { break }
      if archive.conditions.deleteBackward() { archive.search() }
    case .toggleCategory(let category):
      archive.conditions.toggle(category: category)
      archive.search()
    case .clearConditions:
      archive.screen.composition = ""
      if archive.conditions.clear() { archive.search() }
    case .selectItem(let id):
      archive.screen.selectedID = id
    case .input(.key(let key, let time)):
      guard let id = archive.scene.select(key, after: archive.screen.selectedID, time: time) else { break }
      archive.screen.selectedID = id
    case .input(.wheel(let event, let lines)):
      _ = archive.scene.scrollWheel(event, lines: lines)
    case .input(.mark):
      guard let id = archive.screen.selectedID, archive.scene.shows(id) else { break }
      return .send(.delegate(.toggleFavorite(id: id)))
    case .delegate:
      break
    }
    return .none
  }

  /// Shows what the conditions find, from the top.
  private mutating func search() { scene.showResults(for: conditions, time: time) }
}
