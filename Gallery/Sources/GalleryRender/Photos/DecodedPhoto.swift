import CarouselImages
import Foundation
import GalleryModel

/// A decoded photo, ready to composite: a cairo surface at one point per pixel.
///
/// `@unchecked Sendable`: the decoder fills the surface on a background thread and nothing draws into
/// it afterwards; the frame loop only reads it as a source, and cairo allows that from any one thread.
public final class DecodedPhoto: @unchecked Sendable {
  /// The pixels.
  public let canvas: Canvas

  init(canvas: Canvas) {
    self.canvas = canvas
  }

  /// The size in pixels.
  public var pixelSize: PixelSize? { PixelSize(width: canvas.pixelWidth, height: canvas.pixelHeight) }
}
