import CarouselImages
import Foundation

/// Draws cards on a thread of its own, one after another, for ``CardCache/paintsInBackground``: the
/// frame loop hands it cards' drawings in a gap between frames and takes the finished images in a
/// later gap or frame, so drawing a card (1–13 ms at 1280 × 900 points, scale 2) never holds up the
/// frame loop's thread.
///
/// The frame loop's thread alone calls ``start(size:scale:draw:)``, ``takeFinished()`` and
/// ``waitForAll()``; the painter's thread only runs the drawings and leaves their results behind the
/// lock. An image it made is handed over once and never touched by the painter again.
final class CardPainter: @unchecked Sendable {
  /// A card drawn: its image, the photos it drew with their looks (``ImageSource/recordingPhotos(_:)``)
  /// and how long the drawing took, in seconds.
  struct Painting {
    var look: Canvas
    var photos: [ImageRequest.Key: Int]
    var cost: TimeInterval
  }

  private let queue = DispatchQueue(label: "CarouselKit.Gallery.CardPainter", qos: .userInitiated)
  private let lock = NSLock()
  /// The paintings finished and not yet taken, by ticket, in the order finished; behind `lock`.
  private var finished: [(ticket: Int, painting: Painting)] = []
  private var nextTicket = 0
  /// How many cards were handed over and not taken back (the frame loop's thread's own).
  private(set) var outstanding = 0

  /// Hands over a card of `size` points to draw at `scale` pixels per point with `draw`, after those
  /// handed over before it; returns the ticket its painting will come back with. O(1) on the
  /// calling thread.
  func start(size: CGSize, scale: Double, draw: @escaping @Sendable (Canvas, CGRect) -> Void) -> Int {
    let ticket = nextTicket
    nextTicket += 1
    outstanding += 1
    queue.async { [self] in
      let painting = Self.paint(draw, size: size, scale: scale)
      lock.withLock { finished.append((ticket, painting)) }
    }
    return ticket
  }

  /// The cards drawn since the last call, with their tickets; never waits. O(cards taken).
  func takeFinished() -> [(ticket: Int, painting: Painting)] {
    guard outstanding > 0 else { return [] }
    let taken = lock.withLock {
      defer { finished = [] }
      return finished
    }
    outstanding -= taken.count
    return taken
  }

  /// Every card handed over and not taken yet, waiting for those still being drawn.
  func waitForAll() -> [(ticket: Int, painting: Painting)] {
    guard outstanding > 0 else { return [] }
    queue.sync {}
    return takeFinished()
  }

  /// Draws a card of `size` points at `scale` with `draw` into a new image, on the calling thread,
  /// recording the photos it draws and timing it.
  static func paint(_ draw: (Canvas, CGRect) -> Void, size: CGSize, scale: Double) -> Painting {
    let stopwatch = Stopwatch()
    let canvas = Canvas(size: size, scale: scale)
    let photos = ImageSource.recordingPhotos { draw(canvas, CGRect(origin: .zero, size: size)) }
    return Painting(look: canvas, photos: photos, cost: stopwatch.elapsed)
  }
}
