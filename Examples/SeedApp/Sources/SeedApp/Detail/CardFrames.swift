import AppModel
import Foundation

/// Every card's frame in the detail host's coordinate space, as its card last reported it: where a
/// detail flies from when it opens and back to when it closes. A reference, written from each card's
/// geometry callback without updating any view (the frames change on every scroll frame; nothing on
/// screen reads them until a detail opens or closes).
@MainActor
final class CardFrames {
  private var frames: [DetailRef: CGRect] = [:]

  /// The last frame `ref`'s card reported, or a zero rect at the top-left for one never drawn.
  func frame(of ref: DetailRef) -> CGRect { frames[ref] ?? .zero }

  /// Records where `ref`'s card is now.
  func record(_ frame: CGRect, of ref: DetailRef) { frames[ref] = frame }
}
