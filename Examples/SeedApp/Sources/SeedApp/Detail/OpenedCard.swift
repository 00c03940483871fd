import AppModel

/// The card whose detail is open: `cardDetail` takes `Identifiable` items, and AppModel's `DetailRef`
/// is `Hashable` only.
struct OpenedCard: Identifiable, Hashable, Sendable {
  /// The card's kind and its item's ID in that card's feed.
  let ref: DetailRef

  var id: DetailRef { ref }
}
