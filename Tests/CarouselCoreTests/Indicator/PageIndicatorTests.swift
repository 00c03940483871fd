import CarouselCore
import Foundation
import PropertyBased
import Testing

@Suite("PageIndicator")
struct PageIndicatorTests {
  /// The dots as `page: selection @ position ×scale`, rounded to hundredths: a picture in numbers.
  static func picture(_ dots: [PageIndicator.Dot]) -> [String] {
    dots.map { dot in
      String(format: "%d: %.2f @ %.2f ×%.2f", dot.page, dot.selection, dot.position, dot.scale)
    }
  }

  @Test("A few pages: one full dot a page, the selection shared between two pages while dragging")
  func fewPages() {
    let indicator = PageIndicator(pageCount: 5)
    #expect(indicator.visibleDotCount == 5)
    #expect(indicator.dots(progress: 2).map(\.selection) == [0, 0, 1, 0, 0])
    #expect(indicator.dots(progress: 2).map(\.position) == [0, 1, 2, 3, 4])
    #expect(indicator.dots(progress: 2).allSatisfy { $0.scale == 1 })
    let dragging = indicator.dots(progress: 2.4).map(\.selection)
    #expect(abs(dragging[2] - 0.6) < 1e-12 && abs(dragging[3] - 0.4) < 1e-12)
    #expect(indicator.currentPage(progress: 2.4) == 2 && indicator.currentPage(progress: 2.5) == 3)
    // Past the ends: clamped.
    #expect(indicator.dots(progress: 7).map(\.selection) == [0, 0, 0, 0, 1])
    #expect(indicator.dots(progress: -3).map(\.selection) == [1, 0, 0, 0, 0])
  }

  @Test("Looping: across the seam the last page and the first share the position")
  func looping() {
    let indicator = PageIndicator(pageCount: 6, loops: true)
    #expect(indicator.dots(progress: 5.25).map(\.selection) == [0.25, 0, 0, 0, 0, 0.75])
    // A quarter page before the first is three quarters of the way from the last to the first.
    #expect(indicator.dots(progress: -0.25).map(\.selection) == [0.75, 0, 0, 0, 0, 0.25])
    #expect(indicator.dots(progress: 6 * 1_000 + 2).map(\.selection) == [0, 0, 1, 0, 0, 0])
    #expect(indicator.currentPage(progress: 5.6) == 0)
    #expect(indicator.currentPage(progress: -1) == 5)
  }

  @Test("Many pages: a window of seven slides with the position, its edges smaller where pages lie beyond")
  func compactWindow() {
    let indicator = PageIndicator(pageCount: 20, maximumVisibleDots: 7)
    #expect(indicator.visibleDotCount == 7)
    #expect(
      Self.picture(indicator.dots(progress: 0)) == [
        "0: 1.00 @ 0.00 ×1.00", "1: 0.00 @ 1.00 ×1.00", "2: 0.00 @ 2.00 ×1.00", "3: 0.00 @ 3.00 ×1.00",
        "4: 0.00 @ 4.00 ×1.00", "5: 0.00 @ 5.00 ×0.75", "6: 0.00 @ 6.00 ×0.50",
      ])
    #expect(
      Self.picture(indicator.dots(progress: 10)) == [
        "7: 0.00 @ 0.00 ×0.50", "8: 0.00 @ 1.00 ×0.75", "9: 0.00 @ 2.00 ×1.00", "10: 1.00 @ 3.00 ×1.00",
        "11: 0.00 @ 4.00 ×1.00", "12: 0.00 @ 5.00 ×0.75", "13: 0.00 @ 6.00 ×0.50",
      ])
    // Half way to the next page the window is half a slot on: one dot leaves at each edge as the next
    // comes in, both drawn small.
    #expect(
      Self.picture(indicator.dots(progress: 10.5)) == [
        "7: 0.00 @ -0.50 ×0.25", "8: 0.00 @ 0.50 ×0.62", "9: 0.00 @ 1.50 ×0.88", "10: 0.50 @ 2.50 ×1.00",
        "11: 0.50 @ 3.50 ×1.00", "12: 0.00 @ 4.50 ×0.88", "13: 0.00 @ 5.50 ×0.62", "14: 0.00 @ 6.50 ×0.25",
      ])
    // At the end the window stops: the last page's dot is full size.
    #expect(Self.picture(indicator.dots(progress: 19)).suffix(2) == ["18: 0.00 @ 5.00 ×1.00", "19: 1.00 @ 6.00 ×1.00"])
  }

  @Test("A tap selects the nearest dot's page")
  func tapping() {
    let indicator = PageIndicator(pageCount: 20, maximumVisibleDots: 7)
    #expect(indicator.page(atDotPosition: 0.2, progress: 10) == 7)
    #expect(indicator.page(atDotPosition: 5.6, progress: 10) == 13)
    #expect(indicator.page(atDotPosition: 100, progress: 10) == 13)
    #expect(indicator.page(atDotPosition: .nan, progress: 10) == nil)
    #expect(PageIndicator(pageCount: 0).page(atDotPosition: 0, progress: 0) == nil)
  }

  @Test("Bad input: no pages, negative counts, unusable positions and sizes, absurd counts")
  func badInput() {
    #expect(PageIndicator(pageCount: 0).dots(progress: 0).isEmpty)
    #expect(PageIndicator(pageCount: -4).dots(progress: 1).isEmpty)
    #expect(PageIndicator(pageCount: -4).currentPage(progress: 1) == nil)
    for progress in [Double.nan, .infinity, -.infinity] {
      #expect(PageIndicator(pageCount: 5).dots(progress: progress).map(\.selection) == [1, 0, 0, 0, 0])
      #expect(PageIndicator(pageCount: 5, loops: true).currentPage(progress: progress) == 0)
    }
    // Found by the property test: a single looping page holds the whole position, whatever it is.
    #expect(PageIndicator(pageCount: 1, loops: true).dots(progress: 1e-9).map(\.selection) == [1])
    #expect(PageIndicator(pageCount: 10, maximumVisibleDots: -1).visibleDotCount == 3)
    #expect(PageIndicator(pageCount: 1_000, maximumVisibleDots: .max).visibleDotCount == 99)
    let huge = PageIndicator(pageCount: .max, loops: true)
    #expect(huge.pageCount == PageIndicator.maximumPageCount)
    let far = huge.dots(progress: 1e300)
    #expect(far.count <= 8 && far.allSatisfy { $0.position.isFinite && (0..<huge.pageCount).contains($0.page) })
    #expect(PageIndicator(pageCount: .max).dots(progress: 1e18).last?.page == PageIndicator.maximumPageCount - 1)
  }

  @Test("For any pages and position: at most one dot more than the slots, finite, in range, selections adding to 1")
  func invariants() async {
    await propertyCheck(
      count: 3_000, input: Gen.int(in: 1...60), Gen.int(in: 0...12), Gen.bool, Gen.double(in: -200...200)
    ) { pageCount, maximumDots, loops, progress in
      let indicator = PageIndicator(pageCount: pageCount, maximumVisibleDots: maximumDots, loops: loops)
      let dots = indicator.dots(progress: progress)
      #expect(dots.count <= indicator.visibleDotCount + 1)
      #expect(dots.allSatisfy { (0..<pageCount).contains($0.page) && $0.position.isFinite })
      #expect(dots.allSatisfy { (0...1).contains($0.selection) && $0.scale > 0 && $0.scale <= 1 })
      #expect(dots.allSatisfy { $0.position > -1 && $0.position < Double(indicator.visibleDotCount) })
      #expect(Set(dots.map(\.page)).count == dots.count)
      let total = dots.map(\.selection).reduce(0, +)
      let crossingSeam = loops && pageCount > indicator.visibleDotCount && !dots.contains { $0.page == 0 }
      #expect(crossingSeam ? total <= 1 + 1e-9 : abs(total - 1) < 1e-9, "\(progress) of \(pageCount): \(total)")
      // The current page's dot is drawn, and a tap on it selects it.
      if let current = indicator.currentPage(progress: progress), let dot = dots.first(where: { $0.page == current }) {
        #expect(indicator.page(atDotPosition: dot.position, progress: progress) == current)
      }
    }
  }

  @Test("While dragging, no dot jumps: a small step of the position moves and resizes every dot by little")
  func noJumps() async {
    await propertyCheck(count: 500, input: Gen.int(in: 2...40), Gen.int(in: 3...9), Gen.double(in: 0...40)) {
      pageCount, maximumDots, start in
      let indicator = PageIndicator(pageCount: pageCount, maximumVisibleDots: maximumDots)
      var progress = start
      var previous = indicator.dots(progress: progress)
      for _ in 0..<40 {
        progress += 0.05
        let next = indicator.dots(progress: progress)
        for dot in next {
          guard let before = previous.first(where: { $0.page == dot.page }) else { continue }
          #expect(abs(dot.position - before.position) <= 0.05 + 1e-9)
          #expect(abs(dot.selection - before.selection) <= 0.05 + 1e-9)
          // A size changes at most 1.5 times as fast as the position (the edge's own slope, 0.5, plus
          // the edge fading in as the window leaves an end, 1): a jump would be half a dot.
          #expect(abs(dot.scale - before.scale) <= 0.05 * 1.5 + 1e-9)
        }
        previous = next
      }
    }
  }

  @Test("In points: the row is a spacing a slot, a dot centred in its slot, a tap selecting the nearest dot")
  func inPoints() {
    let indicator = PageIndicator(pageCount: 4)
    #expect(indicator.rowWidth(spacing: 14) == 56)
    let dots = indicator.dots(progress: 0)
    #expect(dots.map { indicator.centerX(of: $0, spacing: 14) } == [7, 21, 35, 49])
    #expect(indicator.page(atX: 36, spacing: 14, progress: 0) == 2)
    #expect(indicator.page(atX: 0, spacing: 14, progress: 0) == 0)
    #expect(indicator.page(atX: 500, spacing: 14, progress: 0) == 3)  // beyond the row: the last dot
    // Bad spacings and taps: no width, no page, nothing that is not finite.
    #expect(indicator.rowWidth(spacing: .nan) == 0 && indicator.rowWidth(spacing: -3) == 0)
    #expect(indicator.centerX(of: dots[1], spacing: .infinity) == 0)
    #expect(indicator.page(atX: 10, spacing: 0, progress: 0) == nil)
    #expect(indicator.page(atX: .nan, spacing: 14, progress: 0) == nil)
    #expect(PageIndicator(pageCount: 0).page(atX: 7, spacing: 14, progress: 0) == nil)
  }

  @Test("Right to left, the first page's dot is the rightmost, and taps count from there")
  func rightToLeft() {
    let indicator = PageIndicator(pageCount: 4, direction: .rightToLeft)
    let dots = indicator.dots(progress: 0)
    #expect(dots.map { indicator.centerX(of: $0, spacing: 14) } == [49, 35, 21, 7])
    #expect(indicator.page(atX: 50, spacing: 14, progress: 0) == 0)
    #expect(indicator.page(atX: 20, spacing: 14, progress: 0) == 2)
    #expect(indicator.page(atX: -100, spacing: 14, progress: 0) == 3)
    #expect(indicator.page(atX: .nan, spacing: 14, progress: 0) == nil)
  }

  @Test("Stepping, as accessibility adjusts: stops at the ends, wraps when looping, nothing without pages")
  func stepping() {
    let pages = PageIndicator(pageCount: 5)
    #expect(pages.page(steppingFrom: 2, by: 1) == 3)
    #expect(pages.page(steppingFrom: 4, by: 1) == 4)
    #expect(pages.page(steppingFrom: 0, by: -1) == 0)
    #expect(pages.page(steppingFrom: 99, by: -1) == 3)
    #expect(pages.page(steppingFrom: 2, by: .max) == 4)
    let loop = PageIndicator(pageCount: 5, loops: true)
    #expect(loop.page(steppingFrom: 4, by: 1) == 0)
    #expect(loop.page(steppingFrom: 0, by: -1) == 4)
    #expect(loop.page(steppingFrom: 0, by: .min) == 2)  // Int.min is 3 short of a multiple of 5
    #expect(PageIndicator(pageCount: 0).page(steppingFrom: 0, by: 1) == nil)
  }
}
