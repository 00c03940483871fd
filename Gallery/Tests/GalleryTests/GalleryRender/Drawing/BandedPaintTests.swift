import CarouselCore
import Foundation
import PropertyBased
import Testing

@testable import GalleryRender

/// A large scaled or turned image painted by two threads at once, each a band of rows
/// (``Canvas/paintInBands(_:opacity:)``): the pixels of one paint, to within pixman's fixed-point
/// stepping.
@MainActor
@Suite("Paints split between two threads")
struct BandedPaintTests {
  /// An image with something in every pixel: a gradient, circles and a stripe, partly transparent
  /// at its edge.
  static func source() -> Canvas {
    let image = Canvas(size: CGSize(width: 320, height: 240))
    image.fillGradient(
      CGRect(x: 0, y: 0, width: 320, height: 240), top: Color(hex: 0x3366CC), bottom: Color(hex: 0xCC6633))
    for index in 0..<12 {
      image.fillCircle(
        center: CGPoint(x: 20 + index * 25, y: 40 + (index % 4) * 50), radius: CGFloat(8 + index),
        color: Color(hex: UInt32(0x101010 * (index % 15)), alpha: 0.8))
    }
    image.fill(CGRect(x: 0, y: 100, width: 320, height: 6), color: .white)
    image.fill(CGRect(x: 0, y: 0, width: 320, height: 4), color: Color.black.opacity(0.3))
    return image
  }

  /// A canvas under the image: a checked background, so that blending shows.
  static func target(splitting: Bool, opaque: Bool = false) -> Canvas {
    let canvas = Canvas(size: CGSize(width: 600, height: 520), opaque: opaque)
    canvas.splitsPaints = splitting
    canvas.clear(Color(hex: 0xEEEEEE))
    for row in 0..<13 {
      for column in 0..<15 where (row + column) % 2 == 0 {
        canvas.fill(CGRect(x: column * 40, y: row * 40, width: 40, height: 40), color: Color(hex: 0x445566))
      }
    }
    return canvas
  }

  /// The pixels of `split` that match no pixel of `whole` at their place or next to it, each
  /// channel within 2 levels: a paint starting its fixed-point stepping afresh at a band's first row
  /// may pick the neighbouring source row for the nearest pixel, or round a bilinear mix a level off.
  /// Returns their number and how many pixels differ at all.
  static func mismatches(_ split: Canvas, _ whole: Canvas) -> (unmatched: Int, differing: Int) {
    let (a, b) = (ScreenUnderDetailTests.pixels(split), ScreenUnderDetailTests.pixels(whole))
    let (width, height) = (split.pixelWidth, split.pixelHeight)
    func close(_ i: Int, _ j: Int) -> Bool { (0..<4).allSatisfy { abs(Int(a[i + $0]) - Int(b[j + $0])) <= 2 } }
    var unmatched = 0
    var differing = 0
    for y in 0..<height {
      for x in 0..<width {
        let i = (y * width + x) * 4
        if a[i] == b[i], a[i + 1] == b[i + 1], a[i + 2] == b[i + 2], a[i + 3] == b[i + 3] { continue }
        differing += 1
        // One source pixel away may land diagonally in a turned image.
        var matched = false
        for ny in max(0, y - 1)...min(height - 1, y + 1) {
          for nx in max(0, x - 1)...min(width - 1, x + 1) where close(i, (ny * width + nx) * 4) { matched = true }
        }
        if !matched { unmatched += 1 }
      }
    }
    return (unmatched, differing)
  }

  @Test(
    "Scaled, turned, faded and clipped any way, a split paint gives the pixels of one paint, to a level or a neighbouring source row"
  )
  func splitMatchesOnePaint() async {
    let image = Self.source()
    // Mostly large and on the canvas, so that most paints split; some small or off it, which do not.
    let geometry = zip(Gen.int(in: 0...359), Gen.int(in: 60...260), Gen.int(in: -120...300), Gen.int(in: -120...260))
    let look = zip(Gen.int(in: 0...2), Gen.int(in: 5...100), Gen.int(in: 0...2), Gen.int(in: 0...1))
    var split = 0
    await propertyCheck(count: 60, input: geometry, look) { geometry, look in
      let (degrees, percent, x, y) = geometry
      let (qualityIndex, opacity, clipping, opaque) = look
      let size = CGSize(width: 320 * CGFloat(percent) / 100, height: 240 * CGFloat(percent) / 100)
      let placement = ItemPlacement(
        index: 0, frame: CGRect(origin: CGPoint(x: x, y: y), size: size),
        rotation: ItemRotation(radians: Double(degrees) * .pi / 180), opacity: Double(opacity) / 100)
      let quality: Canvas.ScalingQuality = [.good, .fast, .nearest][qualityIndex]
      let canvases = [true, false].map { Self.target(splitting: $0, opaque: opaque == 1) }
      for canvas in canvases {
        canvas.withSavedState {
          if clipping == 1 { canvas.clip(CGRect(x: 33.3, y: 71.7, width: 480.5, height: 333.2)) }
          if clipping == 2 {
            canvas.clip(toPixelAligned: [
              CGRect(x: 0, y: 0, width: 200, height: 520), CGRect(x: 300, y: 100, width: 300, height: 300),
            ])
          }
          canvas.draw(image, placement: placement, quality: quality)
        }
      }
      split += canvases[0].splitPaintCount
      #expect(canvases[1].splitPaintCount == 0)
      let mismatches = Self.mismatches(canvases[0], canvases[1])
      // A turned image's edge, sampled the nearest way, may gain or lose a pixel where the stepping
      // restarts: a few such pixels, no more.
      #expect(mismatches.unmatched <= 4, "\(placement) \(quality) clip \(clipping) opaque \(opaque): \(mismatches)")
      // Only where the stepping starts afresh: along the band's first rows, not all over.
      #expect(mismatches.differing <= 2 * canvases[0].pixelWidth, "\(mismatches)")
    }
    #expect(split > 0, "no paint of 60 was split")
  }

  @Test(
    "A large turned image or a photo filling a card is split; a small image, a rounded clip or a plain copy is painted in one go"
  )
  func whatIsSplit() {
    let image = Self.source()
    let canvas = Self.target(splitting: true)
    let reference = Self.target(splitting: false)
    for target in [canvas, reference] {
      target.draw(image, aspectFilling: CGRect(x: 10, y: 10, width: 500, height: 480))
    }
    #expect(canvas.splitPaintCount == 1)
    #expect(Self.mismatches(canvas, reference).unmatched == 0)
    let turned = ItemPlacement(
      index: 0, frame: CGRect(x: 60, y: 40, width: 480, height: 360), rotation: ItemRotation(radians: 0.3))
    for target in [canvas, reference] { target.draw(image, placement: turned, quality: .nearest) }
    #expect(canvas.splitPaintCount == 2, "a large turned image is split")
    #expect(Self.mismatches(canvas, reference).unmatched == 0)
    canvas.draw(image, placement: ItemPlacement(index: 0, frame: CGRect(x: 0, y: 0, width: 100, height: 80)))
    #expect(canvas.splitPaintCount == 2, "too small to pay")
    canvas.withSavedState {
      canvas.clip(CGRect(x: 0, y: 0, width: 600, height: 520), radius: 24)
      canvas.draw(image, placement: ItemPlacement(index: 0, frame: CGRect(x: 0, y: 0, width: 600, height: 500)))
    }
    #expect(canvas.splitPaintCount == 2, "a rounded clip is not a list of rectangles")
    canvas.draw(image, placement: ItemPlacement(index: 0, frame: CGRect(x: 3, y: 5, width: 320, height: 240), scale: 1))
    #expect(canvas.splitPaintCount == 2, "an unscaled image is a copy")
  }
}
