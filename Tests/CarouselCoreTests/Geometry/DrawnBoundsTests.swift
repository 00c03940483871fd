import Foundation
import PropertyBased
import Testing

@testable import CarouselCore

/// The box an item is drawn in, computed without building its corners, stays their extent.
@Suite("ItemPlacement drawn bounds")
struct DrawnBoundsTests {
  @Test func drawnBoundsIsTheExtentOfTheTransformedCorners() async {
    await propertyCheck(
      input: Gen.double(in: -400...400), Gen.double(in: 0...300), Gen.double(in: 0...1), Gen.double(in: -7...7)
    ) { origin, side, scale, radians in
      let placement = ItemPlacement(
        index: 0, frame: CGRect(x: origin, y: origin / 2, width: side, height: side * 0.6), scale: scale,
        rotation: ItemRotation(radians: radians))
      let corners = placement.transformedCorners
      let bounds = placement.drawnBounds
      let tolerance = 1e-9 * max(1, abs(origin) + side)
      #expect(abs(bounds.minX - corners.map(\.x).min()!) <= tolerance)
      #expect(abs(bounds.maxX - corners.map(\.x).max()!) <= tolerance)
      #expect(abs(bounds.minY - corners.map(\.y).min()!) <= tolerance)
      #expect(abs(bounds.maxY - corners.map(\.y).max()!) <= tolerance)
    }
  }
}
