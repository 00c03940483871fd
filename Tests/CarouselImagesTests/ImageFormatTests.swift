import CarouselImages
import Foundation
import Testing

@Suite("ImageFormat: sniffing and completeness")
struct ImageFormatTests {
  @Test(
    "Each real file is recognised and whole",
    arguments: [
      (Fixtures.jpeg, ImageFormat.jpeg), (Fixtures.progressiveJPEG, .jpeg), (Fixtures.png, .png),
      (Fixtures.gif, .gif), (Fixtures.webp, .webp),
    ])
  func recognisesRealFiles(data: Data, format: ImageFormat) {
    #expect(data.count > 100)
    #expect(ImageFormat(sniffing: data) == format)
    #expect(format.isComplete(data))
  }

  @Test(
    "Every strict prefix of a real file is incomplete",
    arguments: [Fixtures.jpeg, Fixtures.progressiveJPEG, Fixtures.png, Fixtures.gif, Fixtures.webp])
  func everyPrefixIsIncomplete(data: Data) throws {
    let format = try #require(ImageFormat(sniffing: data))
    var completePrefixes: [Int] = []
    for length in 0..<data.count where format.isComplete(data.prefix(length)) {
      completePrefixes.append(length)
    }
    #expect(completePrefixes.isEmpty)
  }

  @Test("Bytes after a JPEG's end marker are allowed")
  func trailingBytesAllowed() {
    #expect(ImageFormat.jpeg.isComplete(Fixtures.jpeg + Data(repeating: 0, count: 100)))
  }

  @Test(
    "Text is not an image",
    arguments: ["<!DOCTYPE html><html><body>Not found</body></html>", "{\"error\":1}", "", "GIF8", "RIFF1234WEB"])
  func textIsNotAnImage(text: String) {
    #expect(ImageFormat(sniffing: Data(text.utf8)) == nil)
  }

  @Test("HEIC and AVIF are told apart by their brand")
  func isoBrands() {
    func box(_ type: String, _ payload: [UInt8]) -> [UInt8] {
      let size = UInt32(8 + payload.count)
      return withUnsafeBytes(of: size.bigEndian, Array.init) + Array(type.utf8) + payload
    }
    let heic = Data(box("ftyp", Array("heic\0\0\0\0mif1heic".utf8)) + box("mdat", [1, 2, 3]))
    let avif = Data(box("ftyp", Array("avif\0\0\0\0avifmif1".utf8)) + box("mdat", [1, 2, 3]))
    #expect(ImageFormat(sniffing: heic) == .heic)
    #expect(ImageFormat(sniffing: avif) == .avif)
    #expect(ImageFormat.heic.isComplete(heic))
    #expect(!ImageFormat.heic.isComplete(heic.dropLast()))
  }
}
