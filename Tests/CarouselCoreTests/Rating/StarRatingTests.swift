import CarouselCore
import Foundation
import Testing

@Suite("StarRating")
struct StarRatingTests {
  @Test func preciseHalfAndFullFills() {
    let precise = StarRating.fills(rating: 3.7, count: 5, mode: .precise)
    #expect(precise.count == 5)
    #expect(precise[0...2] == [1, 1, 1])
    #expect(abs(precise[3] - 0.7) < 1e-9)
    #expect(precise[4] == 0)
    #expect(StarRating.fills(rating: 3.7, mode: .half) == [1, 1, 1, 0.5, 0])
    #expect(StarRating.fills(rating: 3.2, mode: .half) == [1, 1, 1, 0, 0])
    #expect(StarRating.fills(rating: 3.25, mode: .half) == [1, 1, 1, 0.5, 0])
    #expect(StarRating.fills(rating: 3.7, mode: .full) == [1, 1, 1, 1, 0])
    #expect(StarRating.fills(rating: 3.4, mode: .full) == [1, 1, 1, 0, 0])
  }

  @Test func outOfRangeRatingsClampAndNaNFillsNothing() {
    #expect(StarRating.fills(rating: 9) == [1, 1, 1, 1, 1])
    #expect(StarRating.fills(rating: -2) == [0, 0, 0, 0, 0])
    #expect(StarRating.fills(rating: .nan) == [0, 0, 0, 0, 0])
    #expect(StarRating.fills(rating: .infinity) == [1, 1, 1, 1, 1])
    #expect(StarRating.fills(rating: 2, count: -1).isEmpty)
    #expect(StarRating.fills(rating: 2, count: 0).isEmpty)
  }

  @Test func theLabelHasOneDecimal() {
    #expect(StarRating.label(for: 3.7) == "3.7")
    #expect(StarRating.label(for: 4) == "4.0")
    #expect(StarRating.label(for: .nan) == "—")
  }

  @Test func aStarHasTenVerticesFromTheTopClockwise() {
    let vertices = StarShape.vertices(in: CGRect(x: 0, y: 0, width: 20, height: 20))
    #expect(vertices.count == 10)
    #expect(abs(vertices[0].x - 10) < 1e-9 && abs(vertices[0].y - 0) < 1e-9)
    // The next outer point is to the right of the top one and lower (clockwise on screen).
    #expect(vertices[2].x > 10 && vertices[2].y > 0)
    let center = CGPoint(x: 10, y: 10)
    for (index, vertex) in vertices.enumerated() {
      let radius = hypot(vertex.x - center.x, vertex.y - center.y)
      #expect(abs(radius - (index.isMultiple(of: 2) ? 10 : 10 * StarShape.regularInnerRadiusRatio)) < 1e-9)
    }
  }

  @Test func aBadRectGivesFinitePoints() {
    let vertices = StarShape.vertices(in: CGRect(x: CGFloat.nan, y: 0, width: -5, height: .infinity))
    #expect(vertices.count == 10)
    #expect(vertices.allSatisfy { $0.x.isFinite && $0.y.isFinite })
  }
}
