import AppModel

/// What can happen to the detail, and what it reports. It opens when a screen reports a card's
/// ``HomeAction/Delegate/openDetail(_:)`` (or another screen's), and closes by a pull, the back
/// button or Escape.
public enum DetailAction: Equatable, Sendable {
  /// Lay out a card's detail now, ahead of a tap that may open it (a press on its card), so the frame
  /// that opens it does not measure its text. Changes nothing on screen.
  case prepare(DetailRef)
  /// What the detail reports, for the app to act on.
  case delegate(Delegate)

  /// What the detail reports.
  public enum Delegate: Equatable, Sendable {
    /// The detail finished closing onto its card.
    case closed
  }

  var prepare: DetailRef? { if case .prepare(let ref) = self { ref } else { nil } }
}
