import Foundation

/// One drawn frame's time, split into its parts, for `--stats`' list of the slowest frames.
public struct FrameTiming: Sendable, Equatable {
  /// When the frame began, in seconds on the loop's clock (SDL's, or the replay's).
  public var time: TimeInterval
  /// The screen shown, or `"detail"` while a detail is open.
  public var screen: String
  /// Inputs applied and the engine moved, in seconds.
  public var update: Double
  /// The state drawn into the canvas, in seconds.
  public var drawing: Double
  /// The canvas copied into the window, in seconds.
  public var upload: Double

  /// The whole frame, in seconds.
  public var total: Double { update + drawing + upload }

  public init(time: TimeInterval, screen: String, update: Double, drawing: Double, upload: Double) {
    self.time = time
    self.screen = screen
    self.update = update
    self.drawing = drawing
    self.upload = upload
  }

  /// Whether every part is a finite number of seconds or more.
  var isUsable: Bool {
    time.isFinite && [update, drawing, upload].allSatisfy { $0.isFinite && $0 >= 0 }
  }

  /// `41.4 ms at 3.21 s on favorites (update 0.4, drawing 37.0, upload 4.0)`.
  var summary: String {
    String(
      format: "%.1f ms at %.2f s on %@ (update %.1f, drawing %.1f, upload %.1f)", total * 1000, time, screen,
      update * 1000, drawing * 1000, upload * 1000)
  }
}
