import CarouselCore
import CarouselImages
import Foundation
import GalleryApp
import GalleryModel
import GalleryRender
import GalleryTestSupport
import Testing

/// Real photo decoding (libjpeg-turbo, cairo's PNG reader, libwebp) and the Gallery's photo states:
/// placeholder, photo, retry mark (the cards' fades are in ``CardCacheTests``).
@MainActor
@Suite("Photos")
struct PhotoTests {
  static func decode(_ name: String, target: PixelSize? = nil) throws -> DecodedPhoto {
    let data = try PhotoFixtures.fixture(name)
    let format = try #require(ImageFormat(sniffing: data))
    return try PhotoDecoder().decode(data, format: format, targetPixelSize: target)
  }

  @Test("A 1600 × 1200 JPEG wanted at 400 × 300 is decoded at 1/4 in the DCT, to exactly that size")
  func jpegDownsamplesInTheDCT() throws {
    #expect(try Self.decode("flower-1600x1200.jpg").pixelSize == PixelSize(width: 1600, height: 1200))
    #expect(
      try Self.decode("flower-1600x1200.jpg", target: PixelSize(width: 400, height: 300)).pixelSize
        == PixelSize(width: 400, height: 300))
    // The smallest eighth that still covers the target: 300 × 200 needs 1/4 (1/8 would be 200 × 150).
    #expect(
      try Self.decode("flower-1600x1200.jpg", target: PixelSize(width: 300, height: 200)).pixelSize
        == PixelSize(width: 400, height: 300))
    // A target far below an eighth is reached by scaling the eighth down to cover it.
    #expect(
      try Self.decode("flower-1600x1200.jpg", target: PixelSize(width: 60, height: 30)).pixelSize
        == PixelSize(width: 60, height: 45))
  }

  @Test("JPEG, PNG and WebP of one picture decode to the same colours (channel order, alpha)")
  func formatsAgree() throws {
    let jpeg = try Self.decode("flower-1600x1200.jpg", target: PixelSize(width: 400, height: 300))
    let png = try Self.decode("flower-400x300.png")
    let webp = try Self.decode("flower-400x300.webp")
    let reference = CanvasPixels.meanColor(png.canvas)
    // The flower is red: R well above B, so swapped channels cannot pass.
    #expect(reference[2] > reference[0] + 30)
    for other in [jpeg, webp] {
      #expect(other.pixelSize == PixelSize(width: 400, height: 300))
      let mean = CanvasPixels.meanColor(other.canvas)
      for channel in 0..<3 { #expect(abs(mean[channel] - reference[channel]) < 4, "channel \(channel)") }
      #expect(CanvasPixels.pixel(other.canvas, 200, 150)[3] == 255)
    }
  }

  @Test("Bad bytes are a codec error or an unsupported format, never a crash")
  func badBytes() throws {
    let decoder = PhotoDecoder()
    let garbage = Data([0xFF, 0xD8, 0xFF, 0xE0]) + Data((0..<500).map { UInt8(truncatingIfNeeded: $0 * 7) })
    #expect(throws: PhotoDecodingError.self) { try decoder.decode(garbage, format: .jpeg, targetPixelSize: nil) }
    #expect(throws: PhotoDecodingError.self) {
      try decoder.decode(Data("\u{89}PNG\r\n\u{1A}\nnot really".utf8), format: .png, targetPixelSize: nil)
    }
    #expect(throws: PhotoDecodingError.self) {
      try decoder.decode(Data("RIFF\0\0\0\0WEBPVP8 ".utf8), format: .webp, targetPixelSize: nil)
    }
    #expect(throws: PhotoDecodingError.unsupported(.gif)) {
      try decoder.decode(Data("GIF89a".utf8), format: .gif, targetPixelSize: nil)
    }
  }

  @Test("Every bundled photograph decodes")
  func bundledPhotosDecode() throws {
    let directory = try #require(ImageSource.bundledDirectory)
    let names = try FileManager.default.contentsOfDirectory(atPath: directory.path).filter { !$0.hasSuffix(".txt") }
    #expect(names.count == 146, "Home's 50, Favourites' 12, Articles' 48 and the Archive's 36")
    for name in names {
      let data = try Data(contentsOf: directory.appendingPathComponent(name))
      let format = try #require(ImageFormat(sniffing: data), "\(name)")
      #expect(format.isComplete(data), "\(name)")
      let photo = try PhotoDecoder().decode(data, format: format, targetPixelSize: PixelSize(width: 100, height: 100))
      #expect((photo.pixelSize?.width ?? 0) >= 100 && (photo.pixelSize?.height ?? 0) >= 100, "\(name)")
    }
  }

  // MARK: - The decoding budget (SPEC §21)

  /// `name`'s bytes with its JPEG frame header saying `width` × `height`: what a hostile file
  /// declares, without the megabytes a real one would take.
  static func jpeg(_ name: String, declaring width: Int, _ height: Int) throws -> Data {
    var data = try PhotoFixtures.fixture(name)
    let bytes = [UInt8](data)
    let frame = try #require(
      (2..<bytes.count - 9).first { bytes[$0] == 0xFF && (0xC0...0xC2).contains(bytes[$0 + 1]) })
    data.replaceSubrange(
      frame + 5..<frame + 9, with: [UInt8(height >> 8), UInt8(height & 0xFF), UInt8(width >> 8), UInt8(width & 0xFF)])
    return data
  }

  @Test("A 48 KB PNG of 20,000 × 20,000 pixels is refused before cairo allocates its 1.6 GB")
  func pngBombIsRefused() throws {
    let bomb = try PhotoFixtures.fixture("bomb-20000.png")
    #expect(bomb.count < 50_000)
    let card = try #require(PixelSize(width: 382, height: 382))
    #expect(
      throws: PhotoDecodingError.tooLarge(width: 20_000, height: 20_000, pixelLimit: DecodingBudget.minimumPixelLimit)
    ) {
      try PhotoDecoder().decode(bomb, format: .png, targetPixelSize: card)
    }
    // Full size is refused too: 400 M pixels is beyond any budget.
    #expect(throws: PhotoDecodingError.self) { try PhotoDecoder().decode(bomb, format: .png, targetPixelSize: nil) }
  }

  @Test(
    "A JPEG is budgeted at the size its DCT decodes to: a huge one drawn small decodes at 1/8, a larger one is refused")
  func jpegBudgetFollowsTheDCT() throws {
    let target = try #require(PixelSize(width: 100, height: 75))
    // 16,000 × 12,000 declared: 1/8 is 2,000 × 1,500, within the budget; the decoder starts (and finds
    // the scan far too short for such a frame — a codec error or a warning, never a huge allocation).
    let large = try Self.jpeg("flower-1600x1200.jpg", declaring: 16_000, 12_000)
    do {
      let photo = try PhotoDecoder().decode(large, format: .jpeg, targetPixelSize: target)
      #expect((photo.pixelSize?.width ?? 0) <= 2_000)
    } catch let error as PhotoDecodingError {
      if case .tooLarge = error { Issue.record("refused although 1/8 fits: \(error)") }
    }
    // 60,000 × 60,000 declared: even 1/8 is 7,500 × 7,500, 56 M pixels, beyond 16 M.
    let huge = try Self.jpeg("flower-1600x1200.jpg", declaring: 60_000, 60_000)
    #expect(
      throws: PhotoDecodingError.tooLarge(width: 7_500, height: 7_500, pixelLimit: DecodingBudget.minimumPixelLimit)
    ) {
      try PhotoDecoder().decode(huge, format: .jpeg, targetPixelSize: target)
    }
  }

  @Test("A WebP is scaled while it decodes: 400 × 300 wanted at 100 × 75 arrives at that size")
  func webpScalesWhileDecoding() throws {
    let photo = try Self.decode("flower-400x300.webp", target: PixelSize(width: 100, height: 75))
    #expect(photo.pixelSize == PixelSize(width: 100, height: 75))
    let full = try Self.decode("flower-400x300.webp")
    #expect(full.pixelSize == PixelSize(width: 400, height: 300))
    // The same picture either way: the mean colour of the scaled decode matches the full one's.
    let scaled = CanvasPixels.meanColor(photo.canvas)
    for (a, b) in zip(scaled, CanvasPixels.meanColor(full.canvas)) { #expect(abs(a - b) < 4, "\(scaled)") }
  }

  @Test("A bomb in --images shows its card's retry mark and one line naming the file")
  func bombInTheImagesFolder() throws {
    let directory = try PhotoFixtures.folder(with: ["bomb.png": try PhotoFixtures.fixture("bomb-20000.png")])
    defer { try? FileManager.default.removeItem(at: directory) }
    let images = ImageSource(directory: directory)
    var reported: [String] = []
    images.reportFailure = { reported.append($0) }
    let canvas = Canvas(size: CGSize(width: 191, height: 191), scale: 2)
    images.drawPhoto("https://example.com/bomb.png", in: CGRect(x: 0, y: 0, width: 191, height: 191), on: canvas)
    images.waitForPendingLoads()
    #expect(images.counts == (loading: 0, failed: 1, loaded: 0))
    #expect(reported.count == 1)
    #expect(reported.first?.contains(directory.appendingPathComponent("bomb.png").path) == true, "\(reported)")
    #expect(reported.first?.contains("20000 × 20000 pixels") == true, "\(reported)")
    #expect(reported.first?.contains("\n") == false)
  }

  // MARK: - Photo states on a card

  @Test("A missing photo keeps its placeholder with a retry mark; retrying after it appears loads it")
  func failureShowsRetryMark() throws {
    let directory = try PhotoFixtures.folder(with: [:])
    defer { try? FileManager.default.removeItem(at: directory) }
    let images = ImageSource(directory: directory)
    let size = CGSize(width: 120, height: 90)
    let canvas = Canvas(size: size)
    images.drawPhoto("https://example.com/missing.jpg", in: CGRect(origin: .zero, size: size), on: canvas)
    images.waitForPendingLoads()
    #expect(images.counts.failed == 1)
    let failed = Canvas(size: size)
    images.drawPhoto("https://example.com/missing.jpg", in: CGRect(origin: .zero, size: size), on: failed)
    let placeholder = Canvas(size: size)
    PlaceholderPhoto.draw(
      key: "https://example.com/missing.jpg", in: CGRect(origin: .zero, size: size), on: placeholder)
    // The mark: a dark disc at the centre, its white arc a little off it.
    #expect(CanvasPixels.pixel(failed, 60, 45) != CanvasPixels.pixel(placeholder, 60, 45))
    let ring = (0..<360).map { degree -> Int in
      let angle = Double(degree) * .pi / 180
      let p = CanvasPixels.pixel(failed, Int(60 + 10 * cos(angle)), Int(45 + 10 * sin(angle)))
      return Int(p[0]) + Int(p[1]) + Int(p[2])
    }
    #expect(ring.contains { $0 > 600 })

    try PhotoFixtures.fixture("flower-400x300.webp").write(to: directory.appendingPathComponent("missing.webp"))
    images.retryFailed()
    images.drawPhoto("https://example.com/missing.jpg", in: CGRect(origin: .zero, size: size), on: canvas)
    images.waitForPendingLoads()
    // Found under another extension; decoded by its bytes, not its name.
    #expect(images.counts == (loading: 0, failed: 0, loaded: 1))
  }

  @Test("R in the app retries failed photos")
  func retryKey() async throws {
    let directory = try PhotoFixtures.folder(with: [:])
    defer { try? FileManager.default.removeItem(at: directory) }
    let app = GalleryApp(settings: try LaunchSettings(images: directory.path, timeZone: "UTC"))
    await app.loadFeeds()
    app.frame(at: 0)
    app.renderer.images.waitForPendingLoads()
    let failed = app.renderer.images.counts.failed
    #expect(failed >= 8)
    for name in try FileManager.default.contentsOfDirectory(atPath: try #require(ImageSource.bundledDirectory).path) {
      try FileManager.default.copyItem(
        at: try #require(ImageSource.bundledDirectory).appendingPathComponent(name),
        to: directory.appendingPathComponent(name))
    }
    #expect(app.frame(at: 1, inputs: [.retry]))
    app.renderer.images.waitForPendingLoads()
    #expect(app.renderer.images.counts == (loading: 0, failed: 0, loaded: failed))
  }

  @Test("--images accepts JPEG, PNG and WebP, whatever their names say")
  func imagesFolderAcceptsEveryFormat() throws {
    let directory = try PhotoFixtures.folder(with: [
      "one.jpg": try PhotoFixtures.fixture("flower-1600x1200.jpg"),
      "two.jpg": try PhotoFixtures.fixture("flower-400x300.png"),
      "three.png": try PhotoFixtures.fixture("flower-400x300.webp"), "four.jpg": Data("<html>".utf8),
    ])
    defer { try? FileManager.default.removeItem(at: directory) }
    let images = try LaunchSettings(images: directory.path).imageSource
    let canvas = Canvas(size: CGSize(width: 100, height: 100))
    for name in ["one.jpg", "two.jpg", "three.jpg", "four.jpg"] {
      images.drawPhoto("https://example.com/\(name)", in: CGRect(x: 0, y: 0, width: 100, height: 75), on: canvas)
    }
    images.waitForPendingLoads()
    #expect(images.counts == (loading: 0, failed: 1, loaded: 3))
  }

  @Test("In the app, photos stream in over the first frames and the frame loop then goes quiet")
  func photosStreamInThenTheLoopRests() async throws {
    let app = GalleryApp(settings: try LaunchSettings(timeZone: "UTC"))
    await app.loadFeeds()
    var drawn: [TimeInterval] = []
    var time = 0.0
    while time < 3 {
      if app.frame(at: time) { drawn.append(time) }
      time += 1.0 / 60
      if app.renderer.images.isBusy { try await Task.sleep(for: .milliseconds(2)) }
    }
    let counts = app.renderer.images.counts
    #expect(counts.loading == 0 && counts.failed == 0 && counts.loaded >= 8)
    // Drawn while photos arrived and faded (0.25 s each), then never again with nothing moving.
    #expect(drawn.count >= 2)
    #expect((drawn.last ?? 0) < 2.5)
    #expect(!app.renderer.images.isBusy)
    #expect(!app.renderer.cache.isFading)
  }
}
