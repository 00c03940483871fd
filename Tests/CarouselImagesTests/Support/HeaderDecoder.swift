import CarouselImages
import Foundation

/// What the test decoder produces: the format and the size a real decoder would give.
struct TestImage: Sendable, Hashable {
  var format: ImageFormat
  var width: Int
  var height: Int
}

/// A decoder for tests without a pixel codec: it reads the real image header (JPEG frame, PNG IHDR,
/// GIF screen, WebP VP8/VP8L/VP8X) and downsamples the size by powers of two to cover the target,
/// as libjpeg's DCT scaling does. Malformed headers throw.
struct HeaderDecoder: ImageDecoding {
  struct BadHeader: Error, CustomStringConvertible {
    var description: String { "no readable size in the header" }
  }

  func decode(_ data: Data, format: ImageFormat, targetPixelSize: PixelSize?) throws -> TestImage {
    let bytes = [UInt8](data)
    guard let (width, height) = Self.size(of: bytes, format: format), width > 0, height > 0 else { throw BadHeader() }
    var scale = 1
    if let target = targetPixelSize {
      while scale < 8, width / (scale * 2) >= target.width, height / (scale * 2) >= target.height { scale *= 2 }
    }
    return TestImage(format: format, width: (width + scale - 1) / scale, height: (height + scale - 1) / scale)
  }

  func cost(of image: TestImage) -> Int { image.width * image.height * 4 }

  static func size(of bytes: [UInt8], format: ImageFormat) -> (Int, Int)? {
    func be16(_ i: Int) -> Int { Int(bytes[i]) << 8 | Int(bytes[i + 1]) }
    func le16(_ i: Int) -> Int { Int(bytes[i]) | Int(bytes[i + 1]) << 8 }
    switch format {
    case .jpeg:
      var i = 2
      while i + 9 < bytes.count {
        guard bytes[i] == 0xFF else { return nil }
        let marker = bytes[i + 1]
        if (0xC0...0xCF).contains(marker), marker != 0xC4, marker != 0xC8, marker != 0xCC {
          return (be16(i + 7), be16(i + 5))
        }
        i += 2 + be16(i + 2)
      }
      return nil
    case .png:
      guard bytes.count >= 24 else { return nil }
      return (be16(18), be16(22))
    case .gif:
      guard bytes.count >= 10 else { return nil }
      return (le16(6), le16(8))
    case .webp:
      guard bytes.count >= 30 else { return nil }
      switch String(decoding: bytes[12..<16], as: UTF8.self) {
      case "VP8 ": return (le16(26) & 0x3FFF, le16(28) & 0x3FFF)
      case "VP8L":
        let bits = Int(bytes[21]) | Int(bytes[22]) << 8 | Int(bytes[23]) << 16 | Int(bytes[24]) << 24
        return ((bits & 0x3FFF) + 1, ((bits >> 14) & 0x3FFF) + 1)
      case "VP8X":
        return (
          (Int(bytes[24]) | Int(bytes[25]) << 8 | Int(bytes[26]) << 16) + 1,
          (Int(bytes[27]) | Int(bytes[28]) << 8 | Int(bytes[29]) << 16) + 1
        )
      default: return nil
      }
    case .heic, .avif: return nil
    }
  }
}
