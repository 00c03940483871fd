import AppModel
import Foundation
import Redux

/// The Archive feature's state as its reducer sees it: the screen's own (``ArchiveState``), the
/// search conditions, which are the data's (``DataState/archive``) and which it reads, and its scene
/// part. ``AppState`` puts it together and writes the screen and the scene part back where they live;
/// the conditions change only by the data's actions.
struct ArchiveFeature: Equatable, Sendable {
  /// The field's editing and the row the keyboard acts on.
  var screen: ArchiveState
  /// The keyword and the category, as the data has them.
  let conditions: ArchiveConditions
  /// The search, its results and the list.
  var scene: ArchiveScene

  /// The Archive's reducer: the keyword field's editing, the chips, "clear conditions", the keyboard's
  /// row and the wheel. A change of keyword or category is reported (``ArchiveAction/Delegate``) for
  /// the app to set in the data, which the scene then searches; F on a row among the results reports
  /// its ♥.
  static let reducer: Reducer<ArchiveFeature, ArchiveAction> = { archive, action in
    switch action {
    case .beginEditing:
      archive.screen.isEditing = true
    case .endEditing:
      archive.screen.endEditing()
    case .insert(let text):
      guard archive.screen.isEditing else { break }
      archive.screen.composition = ""
      var conditions = archive.conditions
      guard conditions.append(text) else { break }
      return .send(.delegate(.setKeyword(conditions.keyword)))
    case .compose(let text):
      guard archive.screen.isEditing else { break }
      archive.screen.composition = String(text.prefix(ArchiveConditions.maximumKeywordLength))
    case .deleteBackward:
      guard archive.screen.isEditing, archive.screen.composition.isEmpty else { break }
      var conditions = archive.conditions
      guard conditions.deleteBackward() else { break }
      return .send(.delegate(.setKeyword(conditions.keyword)))
    case .toggleCategory(let category):
      var conditions = archive.conditions
      conditions.toggle(category: category)
      return .send(.delegate(.setCategory(conditions.category)))
    case .clearConditions:
      archive.screen.composition = ""
      guard archive.conditions.hasConditions else { break }
      return .send(.delegate(.clearConditions))
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
}
