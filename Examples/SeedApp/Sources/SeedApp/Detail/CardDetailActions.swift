import AppModel
import SwiftUI

/// What a card asks of the detail host above it: to open its detail, and to know where it is.
struct CardDetailActions {
  /// Opens `ref`'s detail from its card.
  var open: @MainActor (DetailRef) -> Void
  /// Records where `ref`'s card is, in the host's coordinate space.
  var record: @MainActor (CGRect, DetailRef) -> Void

  /// Actions that do nothing: a card outside any host (a preview of the card alone).
  static let none = CardDetailActions(open: { _ in }, record: { _, _ in })
}

/// The environment key behind ``SwiftUICore/EnvironmentValues/cardDetailActions``.
private struct CardDetailActionsKey: EnvironmentKey {
  static let defaultValue = CardDetailActions.none
}

extension EnvironmentValues {
  /// What the cards below ask of the detail host above them.
  var cardDetailActions: CardDetailActions {
    get { self[CardDetailActionsKey.self] }
    set { self[CardDetailActionsKey.self] = newValue }
  }
}
