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
  /// Returns their number, and how many pixels differ at all off `outline` (``outline(of:size:on:quality:)``,
  /// where the coverage of the image's edge is rounded anew under the band's clip).
  static func mismatches(
    _ split: Canvas, _ whole: Canvas, outline: [Bool]? = nil
  ) -> (unmatched: Int, differing: Int) {
    let (a, b) = (ScreenUnderDetailTests.pixels(split), ScreenUnderDetailTests.pixels(whole))
    let (width, height) = (split.pixelWidth, split.pixelHeight)
    func close(_ i: Int, _ j: Int) -> Bool { (0..<4).allSatisfy { abs(Int(a[i + $0]) - Int(b[j + $0])) <= 2 } }
    var unmatched = 0
    var differing = 0
    for y in 0..<height {
      for x in 0..<width {
        let i = (y * width + x) * 4
        if a[i] == b[i], a[i + 1] == b[i + 1], a[i + 2] == b[i + 2], a[i + 3] == b[i + 3] { continue }
        if outline?[y * width + x] != true { differing += 1 }
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

  /// The device pixels of `canvas` on the edge of an image of `size` placed by `placement`, and
  /// their neighbours: where an opaque image so painted covers a pixel only in part.
  static func outline(of placement: ItemPlacement, size: CGSize, on canvas: Canvas, quality: Canvas.ScalingQuality)
    -> [Bool]
  {
    let solid = Canvas(size: size)
    solid.clear(Color(hex: 0xFFFFFF))
    let coverage = Canvas(size: canvas.size, scale: canvas.scale)
    coverage.draw(solid, placement: placement, quality: quality)
    let pixels = ScreenUnderDetailTests.pixels(coverage)
    let (width, height) = (coverage.pixelWidth, coverage.pixelHeight)
    var outline = [Bool](repeating: false, count: width * height)
    for y in 0..<height {
      for x in 0..<width where (1...254).contains(pixels[(y * width + x) * 4 + 3]) {
        for ny in max(0, y - 1)...min(height - 1, y + 1) {
          for nx in max(0, x - 1)...min(width - 1, x + 1) { outline[ny * width + nx] = true }
        }
      }
    }
    return outline
  }

  /// Paints `image` by `placement` on a canvas that splits paints and on one that does not, under
  /// `clipping` (0 none, 1 a rectangle off the pixel grid, 2 two pixel-aligned ones), and expects the
  /// split paint's pixels to be the other's to within pixman's stepping. Returns how many paints split.
  static func expectSplitMatchesOnePaint(
    _ image: Canvas, placement: ItemPlacement, quality: Canvas.ScalingQuality, clipping: Int, opaque: Bool,
    sourceLocation: SourceLocation = #_sourceLocation
  ) -> Int {
    let canvases = [true, false].map { Self.target(splitting: $0, opaque: opaque) }
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
    #expect(canvases[1].splitPaintCount == 0, sourceLocation: sourceLocation)
    let outline = Self.outline(of: placement, size: image.size, on: canvases[1], quality: quality)
    let mismatches = Self.mismatches(canvases[0], canvases[1], outline: outline)
    // A turned image's edge, sampled the nearest way, may gain or lose a pixel where the stepping
    // restarts: a few such pixels, no more.
    #expect(
      mismatches.unmatched <= 4, "\(placement) \(quality) clip \(clipping) opaque \(opaque): \(mismatches)",
      sourceLocation: sourceLocation)
    // Inside the image, only where the stepping starts afresh: a few rows' worth, not all over. On its
    // edge, where the coverage is rounded anew under the band's clip, each may differ (a large, steeply
    // turned image: over 1,200 pixels, each within 2 levels), as the unmatched count bounds.
    #expect(mismatches.differing <= 2 * canvases[0].pixelWidth, "\(mismatches)", sourceLocation: sourceLocation)
    return canvases[0].splitPaintCount
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
      split += Self.expectSplitMatchesOnePaint(
        image, placement: placement, quality: quality, clipping: clipping, opaque: opaque == 1)
    }
    #expect(split > 0, "no paint of 60 was split")
  }

  @Test(
    "A large, steeply turned, filtered image: its edge differs by up to 2 levels all along, which the count of differing pixels leaves out"
  )
  func steeplyTurnedFilteredImage() {
    // The case a run of the property above found (seed QBwtF43R2XHfMINGu7fDpn8d5mK9XQ3uScKo6SVJbzA=):
    // 1,209 pixels differ, all on the image's edge, where the old bound of two rows' worth failed it.
    let image = Self.source()
    for (x, opacity) in [(235.0, 0.84), (251, 0.95)] {
      let placement = ItemPlacement(
        index: 0, frame: CGRect(x: x, y: 17, width: 320 * 1.67, height: 240 * 1.67),
        rotation: ItemRotation(radians: 72 * .pi / 180), opacity: opacity)
      #expect(
        Self.expectSplitMatchesOnePaint(image, placement: placement, quality: .good, clipping: 0, opaque: false) == 1)
    }
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
