import GalleryRender

/// Reading a canvas's pixels back, for tests that check what was drawn.
public enum CanvasPixels {
  /// The pixel at (`x`, `y`), in pixels from the top left, as B, G, R, A.
  public static func pixel(_ canvas: Canvas, _ x: Int, _ y: Int) -> [UInt8] {
    canvas.withPixels { pixels, stride in (0..<4).map { pixels[y * stride + x * 4 + $0] } }
  }

  /// The mean of each colour channel (B, G, R) over the canvas, 0–255.
  public static func meanColor(_ canvas: Canvas) -> [Double] {
    canvas.withPixels { pixels, stride in
      var sums = [0.0, 0.0, 0.0]
      for y in 0..<canvas.pixelHeight {
        for x in 0..<canvas.pixelWidth {
          for channel in 0..<3 { sums[channel] += Double(pixels[y * stride + x * 4 + channel]) }
        }
      }
      return sums.map { $0 / Double(canvas.pixelWidth * canvas.pixelHeight) }
    }
  }

  /// A channel may differ by this much (of 255) before the pixel counts as different…
  public static let channelTolerance = 24

  /// The fraction of pixels with a channel that differs by more than ``channelTolerance``; nil when
  /// the canvases differ in size.
  public static func difference(_ a: Canvas, _ b: Canvas) -> Double? {
    guard a.pixelWidth == b.pixelWidth, a.pixelHeight == b.pixelHeight else { return nil }
    return a.withPixels { pixelsA, strideA in
      b.withPixels { pixelsB, strideB in
        var differing = 0
        for y in 0..<a.pixelHeight {
          for x in 0..<a.pixelWidth {
            for channel in 0..<4 {
              let valueA = Int(pixelsA[y * strideA + x * 4 + channel])
              let valueB = Int(pixelsB[y * strideB + x * 4 + channel])
              if abs(valueA - valueB) > channelTolerance {
                differing += 1
                break
              }
            }
          }
        }
        return Double(differing) / Double(a.pixelWidth * a.pixelHeight)
      }
    }
  }
}
