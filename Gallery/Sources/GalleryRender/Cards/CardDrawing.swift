import Foundation

/// How a cached card draws itself into its image: a closure of the frame loop's thread, or a sendable
/// one that the card cache's painter may run on its own thread (``CardCache/paintsInBackground``).
enum CardDrawing {
  /// A drawing that touches state of the frame loop's thread (the renderer's): run there only.
  case frameThread((Canvas, CGRect) -> Void)
  /// A drawing of values and of the photo source alone, safe to run on any thread.
  case anyThread(@Sendable (Canvas, CGRect) -> Void)

  /// Draws the card into `canvas`, filling `rect`, on the calling thread.
  func callAsFunction(_ canvas: Canvas, _ rect: CGRect) {
    switch self {
    case .frameThread(let draw): draw(canvas, rect)
    case .anyThread(let draw): draw(canvas, rect)
    }
  }

  /// The drawing, when it may run on another thread.
  var sendable: (@Sendable (Canvas, CGRect) -> Void)? {
    if case .anyThread(let draw) = self { draw } else { nil }
  }
}
