import CarouselImages
import Foundation
import Testing

@Suite("Decoding budget and declared sizes")
struct DecodingBudgetTests {
  @Test("The budget is 16 × the drawn pixels, within 16 Mi and 64 Mi pixels")
  func budgetFollowsTheDrawnSize() throws {
    let card = try #require(PixelSize(width: 382, height: 382))
    #expect(DecodingBudget(drawnAt: card).pixelLimit == DecodingBudget.minimumPixelLimit)
    let screen = try #require(PixelSize(width: 1_290, height: 2_796))
    #expect(DecodingBudget(drawnAt: screen).pixelLimit == 1_290 * 2_796 * 16)
    let huge = try #require(PixelSize(width: PixelSize.maximumSide, height: PixelSize.maximumSide))
    #expect(DecodingBudget(drawnAt: huge).pixelLimit == DecodingBudget.maximumPixelLimit)
    #expect(DecodingBudget(drawnAt: nil).pixelLimit == DecodingBudget.maximumPixelLimit)
  }

  @Test("A bomb's 20,000 × 20,000 pixels are refused; an ordinary photo and any Int are answered")
  func allows() throws {
    let budget = DecodingBudget(drawnAt: PixelSize(width: 400, height: 300))
    #expect(budget.allows(width: 4_000, height: 3_000))
    #expect(!budget.allows(width: 20_000, height: 20_000))
    #expect(!budget.allows(width: .max, height: .max))
    #expect(!budget.allows(width: 0, height: 10))
    #expect(!budget.allows(width: -1, height: -1))
  }

  @Test("A decoder that shrinks while decoding is budgeted at its smallest size that still covers")
  func reducingDecoders() throws {
    let photo = try #require(PixelSize(width: 20_000, height: 20_000))
    let thumbnail = PixelSize(width: 300, height: 300)
    let budget = DecodingBudget(drawnAt: thumbnail)
    // 1/8 of each side: 2,500 × 2,500, within 16 Mi pixels; whole, 400 M pixels, is not.
    #expect(
      DecodingBudget.smallestDecodedSize(of: photo, reducingBy: 8, toCover: thumbnail)
        == PixelSize(width: 2_500, height: 2_500))
    #expect(budget.allows(photo, reducingBy: 8, toCover: thumbnail))
    #expect(!budget.allows(photo, reducingBy: 1, toCover: thumbnail))
    // A reduction stops where the next would no longer cover the target: 1,600 × 1,200 at 400 × 300 is 1/4.
    let wide = try #require(PixelSize(width: 1_600, height: 1_200))
    #expect(
      DecodingBudget.smallestDecodedSize(of: wide, reducingBy: 8, toCover: PixelSize(width: 400, height: 300))
        == PixelSize(width: 400, height: 300))
    #expect(DecodingBudget.smallestDecodedSize(of: wide, reducingBy: .max, toCover: nil) == wide)
    #expect(DecodingBudget.smallestDecodedSize(of: wide, reducingBy: .min, toCover: thumbnail) == wide)
    // 60,000 × 60,000 at 1/8 is 7,500 × 7,500: 56 M pixels, beyond a thumbnail's budget.
    let huge = try #require(PixelSize(width: 60_000, height: 60_000))
    #expect(!budget.allows(huge, reducingBy: 8, toCover: thumbnail))
  }

  @Test("Every format's header gives its size without decoding")
  func declaredSizes() {
    let flower = PixelSize(width: 64, height: 48)
    #expect(ImageFormat.png.declaredPixelSize(in: Fixtures.png) == flower)
    #expect(ImageFormat.gif.declaredPixelSize(in: Fixtures.gif) == flower)
    #expect(ImageFormat.webp.declaredPixelSize(in: Fixtures.webp) == flower)
    #expect(ImageFormat.webp.declaredPixelSize(in: Fixtures.losslessWebP) == flower)
    #expect(ImageFormat.webp.declaredPixelSize(in: Fixtures.alphaWebP) == flower)
    #expect(ImageFormat.jpeg.declaredPixelSize(in: Fixtures.jpeg) == PixelSize(width: 400, height: 300))
    #expect(ImageFormat.jpeg.declaredPixelSize(in: Fixtures.progressiveJPEG) == PixelSize(width: 400, height: 300))
    #expect(ImageFormat.png.declaredPixelSize(in: Fixtures.pngBomb) == PixelSize(width: 20_000, height: 20_000))
    #expect(Fixtures.pngBomb.count < 50_000)
  }

  @Test("A header cut short, garbage or a side of 0 declares nothing", arguments: ImageFormat.allCases)
  func badHeaders(format: ImageFormat) {
    let whole: [ImageFormat: Data] = [
      .png: Fixtures.png, .gif: Fixtures.gif, .webp: Fixtures.alphaWebP, .jpeg: Fixtures.jpeg,
    ]
    for length in 0..<min(40, whole[format]?.count ?? 0) {
      let prefix = (whole[format] ?? Data()).prefix(length)
      // A prefix either declares nothing or the size the whole file declares.
      let declared = format.declaredPixelSize(in: prefix)
      #expect(declared == nil || declared == format.declaredPixelSize(in: whole[format] ?? Data()))
    }
    #expect(format.declaredPixelSize(in: Data(repeating: 0xFF, count: 64)) == nil)
    var zeroWide = Fixtures.png
    zeroWide.replaceSubrange(16..<20, with: [0, 0, 0, 0])
    #expect(ImageFormat.png.declaredPixelSize(in: zeroWide) == nil)
  }
}
