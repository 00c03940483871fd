import AppModel
import CarouselCore
import Foundation
import GalleryModel

/// The screen under a presented detail, drawn whole into an image of its own and copied into each
/// frame while it stays the same: as a detail flies open or shut, or is pulled down, only the detail
/// and the dimming change, and the screen under them (Home at 1280 × 900 points, scale 2: 4–6 ms to
/// draw) is a copy of about a millisecond.
///
/// The screen stays the same while nothing it shows changes — the data, the Archive's field, the
/// screen shown, the window, the looks of the cards it was composed of (``CardCache/usingCards(_:)``)
/// — and its feature is at rest, then and now, with the same next wake. That holds for the frames
/// of one app drawn in order, as a window draws them: no input reaches a screen under a presented
/// detail, so it moves only through time, and a screen that moves is not at rest in the frames it
/// moves in. A caller drawing states out of order (a headless render of several unrelated states)
/// must not keep a backdrop.
///
/// One image the window's size is kept once made (at 1280 × 900 points, scale 2, 18 MB), so that a
/// second detail does not pay for its memory's first writes again.
final class ScreenBackdrop {
  /// What the screen drawn last showed, apart from its cards.
  private struct Key: Equatable {
    var data: DataState
    var archive: ArchiveState
    var screen: Screen
    var sceneSize: CGSize
    var direction: ReadingDirection
    var wake: TimeInterval?
    var canvasSize: CGSize
    var scale: Double

    init(_ state: AppState, size: CGSize, scale: Double) {
      data = state.data
      archive = state.archive
      screen = state.selectedScreen
      sceneSize = state.scene.size
      direction = state.scene.direction
      wake = state.nextWakeTime
      canvasSize = size
      self.scale = scale
    }
  }

  /// The image the screen is drawn in, if one was made.
  private(set) var image: Canvas?
  /// What ``image`` shows and the cards it was composed of, when it shows a screen at rest; nil when
  /// it must be drawn again.
  private var drawn: (key: Key, cards: CardCache.CardsUsed)?
  /// How many times the screen was drawn into ``image`` (a measure of its misses).
  private(set) var drawCount = 0

  /// ``image`` when it shows the screen `state` shows, on a canvas of `size` points at `scale`, as it
  /// is now: the screen at rest, nothing it shows changed, its cards of `cache` as they were. Nil
  /// otherwise: the frame draws the screen itself. O(cards on the screen).
  func screen(for state: AppState, size: CGSize, scale: Double, cache: CardCache) -> Canvas? {
    guard let image, let drawn, state.scene.isScreenSettled(state.selectedScreen),
      drawn.key == Key(state, size: size, scale: scale), !cache.haveChanged(drawn.cards)
    else { return nil }
    return image
  }

  /// Draws the screen `state` shows into ``image`` with `draw`, composing cards of `cache`, for a
  /// canvas of `size` points at `scale` — unless ``screen(for:size:scale:cache:)`` has it already, or
  /// the screen moves (its image would not last a frame). For a gap between frames: at 1280 × 900
  /// points, scale 2, Home takes 4–6 ms. Says whether it drew.
  func draw(
    _ state: AppState, size: CGSize, scale: Double, cache: CardCache, draw: (Canvas) -> Void
  ) -> Bool {
    guard state.scene.isScreenSettled(state.selectedScreen),
      screen(for: state, size: size, scale: scale, cache: cache) == nil
    else { return false }
    let image = prepared(size: size, scale: scale)
    let cards = cache.usingCards { draw(image) }
    drawn = (Key(state, size: size, scale: scale), cards)
    drawCount += 1
    return true
  }

  /// Makes ``image`` for a canvas of `size` points at `scale`, if it is not that already, and writes
  /// its memory once: for a gap between frames, so that the first frame of a detail does not pay for
  /// it (~8 ms for 18 MB). Returns the image.
  @discardableResult
  func prepared(size: CGSize, scale: Double) -> Canvas {
    if let image, image.size == size, image.scale == scale { return image }
    let image = Canvas(size: size, scale: scale, opaque: true)
    image.clear(.background)
    self.image = image
    drawn = nil
    return image
  }
}
