import Foundation

extension ImageFormat {
  /// The image size `data` declares in its header, read without decoding anything: PNG's `IHDR`, GIF's
  /// logical screen, JPEG's start-of-frame segment, WebP's `VP8 `, `VP8L` or `VP8X` header; nil for
  /// HEIC and AVIF, and for data that does not start as this format, a header cut short, or one that
  /// declares a side of 0.
  ///
  /// What a decoder checks against its ``DecodingBudget`` before it allocates. O(number of JPEG
  /// segments before the frame header); O(1) otherwise.
  public func declaredPixelSize(in data: Data) -> PixelSize? {
    // Data that does not start as this format declares nothing in it.
    guard ImageFormat(sniffing: data) == self else { return nil }
    return data.withUnsafeBytes { buffer -> PixelSize? in
      let bytes = buffer.bindMemory(to: UInt8.self)
      func bigEndian(_ offset: Int, _ count: Int) -> Int? {
        guard offset >= 0, offset + count <= bytes.count else { return nil }
        return (offset..<offset + count).reduce(0) { $0 << 8 | Int(bytes[$1]) }
      }
      func littleEndian(_ offset: Int, _ count: Int) -> Int? {
        guard offset >= 0, offset + count <= bytes.count else { return nil }
        return (offset..<offset + count).reversed().reduce(0) { $0 << 8 | Int(bytes[$1]) }
      }
      let size: (Int, Int)?
      switch self {
      case .png:
        // Signature (8), IHDR length (4) and type (4), then width and height, 4 bytes each.
        size = bigEndian(16, 4).flatMap { width in bigEndian(20, 4).map { (width, $0) } }
      case .gif:
        size = littleEndian(6, 2).flatMap { width in littleEndian(8, 2).map { (width, $0) } }
      case .jpeg: size = Self.jpegFrameSize(bytes)
      case .webp: size = Self.webpSize(bytes, littleEndian: littleEndian)
      case .heic, .avif: size = nil
      }
      guard let (width, height) = size else { return nil }
      return PixelSize(width: width, height: height)
    }
  }

  /// The width and height of a JPEG's first start-of-frame segment (SOF0–SOF15 but DHT, JPG, DAC).
  private static func jpegFrameSize(_ bytes: UnsafeBufferPointer<UInt8>) -> (Int, Int)? {
    var index = 2
    while index + 3 < bytes.count {
      guard bytes[index] == 0xFF else { return nil }
      let marker = bytes[index + 1]
      if marker == 0xFF {  // fill byte
        index += 1
        continue
      }
      if marker == 0x01 || (0xD0...0xD8).contains(marker) {  // markers without a length
        index += 2
        continue
      }
      let length = Int(bytes[index + 2]) << 8 | Int(bytes[index + 3])
      if (0xC0...0xCF).contains(marker), ![0xC4, 0xC8, 0xCC].contains(marker) {
        // Length (2), precision (1), height (2), width (2).
        guard index + 8 < bytes.count else { return nil }
        let height = Int(bytes[index + 5]) << 8 | Int(bytes[index + 6])
        let width = Int(bytes[index + 7]) << 8 | Int(bytes[index + 8])
        return (width, height)
      }
      guard length >= 2 else { return nil }
      index += 2 + length
    }
    return nil
  }

  /// The canvas of an extended WebP, or the frame of a simple lossy or lossless one.
  private static func webpSize(
    _ bytes: UnsafeBufferPointer<UInt8>, littleEndian: (Int, Int) -> Int?
  ) -> (Int, Int)? {
    guard bytes.count >= 16 else { return nil }
    switch String(decoding: bytes[12..<16], as: UTF8.self) {
    case "VP8X":
      // Flags (4) after the chunk header (8), then width − 1 and height − 1, 24 bits each.
      guard let width = littleEndian(24, 3), let height = littleEndian(27, 3) else { return nil }
      return (width + 1, height + 1)
    case "VP8 ":
      // Frame tag (3) and start code (3) after the chunk header, then 14-bit width and height.
      guard let width = littleEndian(26, 2), let height = littleEndian(28, 2) else { return nil }
      return (width & 0x3FFF, height & 0x3FFF)
    case "VP8L":
      // Signature byte 0x2F, then 14 bits of width − 1 and 14 of height − 1.
      guard bytes.count > 20, bytes[20] == 0x2F, let bits = littleEndian(21, 4) else { return nil }
      return ((bits & 0x3FFF) + 1, (bits >> 14 & 0x3FFF) + 1)
    default: return nil
    }
  }
}
