import Foundation

/// The image formats recognised by their first bytes, and the checks that say a file is whole.
///
/// The pipeline sniffs every response before decoding it, so an HTML page served as a photo is
/// ``ImageLoadingError/notAnImage(contentType:)`` and a cut-off download is
/// ``ImageLoadingError/truncated(_:)`` — never an image half drawn, and never cached.
public enum ImageFormat: String, Sendable, Hashable, CaseIterable {
  case jpeg
  case png
  case gif
  case webp
  case heic
  case avif

  /// The format's usual name.
  public var name: String {
    switch self {
    case .jpeg: "JPEG"
    case .png: "PNG"
    case .gif: "GIF"
    case .webp: "WebP"
    case .heic: "HEIC"
    case .avif: "AVIF"
    }
  }

  /// The format's media type, for a `Content-Type` header: `image/jpeg`, `image/png`, `image/gif`,
  /// `image/webp`, `image/heic`, `image/avif`.
  public var mediaType: String { "image/\(rawValue)" }

  /// The format `data` starts as, or nil when it is none of them. O(1).
  public init?(sniffing data: Data) {
    let format: ImageFormat? = data.withUnsafeBytes { Self.sniff(Array($0.prefix(32))) }
    guard let format else { return nil }
    self = format
  }

  private static func sniff(_ head: [UInt8]) -> ImageFormat? {
    func starts(_ bytes: [UInt8], at offset: Int = 0) -> Bool {
      head.count >= offset + bytes.count && Array(head[offset..<offset + bytes.count]) == bytes
    }
    if starts([0xFF, 0xD8, 0xFF]) { return .jpeg }
    if starts([0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]) { return .png }
    if starts(Array("GIF87a".utf8)) || starts(Array("GIF89a".utf8)) { return .gif }
    if starts(Array("RIFF".utf8)), starts(Array("WEBP".utf8), at: 8) { return .webp }
    if starts(Array("ftyp".utf8), at: 4) {
      if starts(Array("avif".utf8), at: 8) || starts(Array("avis".utf8), at: 8) { return .avif }
      for brand in ["heic", "heix", "hevc", "heim", "heis", "mif1", "msf1"] where starts(Array(brand.utf8), at: 8) {
        return .heic
      }
    }
    return nil
  }

  /// Whether `data`, which starts as this format, holds the whole image: the JPEG's segments and
  /// scans up to its end marker, the PNG's chunks up to `IEND`, the GIF's trailer, the RIFF or ISO
  /// box sizes. Bytes after the end are allowed (cameras append some). O(n) for JPEG, whose scans are
  /// read to find the end marker; O(number of chunks, blocks or boxes) otherwise.
  public func isComplete(_ data: Data) -> Bool {
    data.withUnsafeBytes { buffer in
      let bytes = buffer.bindMemory(to: UInt8.self)
      switch self {
      case .jpeg: return Self.jpegIsComplete(bytes)
      case .png: return Self.pngIsComplete(bytes)
      case .gif: return Self.gifIsComplete(bytes)
      case .webp:
        guard bytes.count >= 12 else { return false }
        let size = Int(bytes[4]) | Int(bytes[5]) << 8 | Int(bytes[6]) << 16 | Int(bytes[7]) << 24
        return bytes.count >= size + 8
      case .heic, .avif: return Self.boxesAreComplete(bytes)
      }
    }
  }

  /// Walks the marker segments; inside a scan, skips entropy-coded bytes (where 0xFF is followed by
  /// 0x00 or a restart marker) up to the next marker, until the end-of-image marker.
  private static func jpegIsComplete(_ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
    var index = 2
    while index + 1 < bytes.count {
      guard bytes[index] == 0xFF else { return false }
      let marker = bytes[index + 1]
      switch marker {
      case 0xD9: return true
      case 0xFF: index += 1  // fill byte
      case 0x01, 0xD0...0xD7: index += 2
      default:
        guard index + 3 < bytes.count else { return false }
        let length = Int(bytes[index + 2]) << 8 | Int(bytes[index + 3])
        guard length >= 2 else { return false }
        index += 2 + length
        if marker == 0xDA {
          // Entropy-coded data follows the scan header.
          while index + 1 < bytes.count {
            if bytes[index] == 0xFF {
              let next = bytes[index + 1]
              if next != 0x00 && !(0xD0...0xD7).contains(next) { break }
              index += 2
            } else {
              index += 1
            }
          }
        }
      }
    }
    return false
  }

  /// Walks the screen descriptor, colour tables, extensions and image blocks up to the trailer.
  private static func gifIsComplete(_ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
    func colorTableLength(flags: UInt8) -> Int { flags & 0x80 == 0 ? 0 : 3 << (Int(flags & 0x07) + 1) }
    /// The index after the data sub-blocks starting at `index`, or nil if they run past the end.
    func skipSubBlocks(from index: Int) -> Int? {
      var index = index
      while index < bytes.count {
        let length = Int(bytes[index])
        index += 1
        if length == 0 { return index }
        index += length
      }
      return nil
    }
    guard bytes.count >= 13 else { return false }
    var index = 13 + colorTableLength(flags: bytes[10])
    while index < bytes.count {
      switch bytes[index] {
      case 0x3B: return true
      case 0x21:  // extension: label, then sub-blocks
        guard let next = skipSubBlocks(from: index + 2) else { return false }
        index = next
      case 0x2C:  // image: descriptor, local colour table, LZW code size, sub-blocks
        guard index + 10 < bytes.count else { return false }
        guard let next = skipSubBlocks(from: index + 10 + colorTableLength(flags: bytes[index + 9]) + 1) else {
          return false
        }
        index = next
      default: return false
      }
    }
    return false
  }

  private static func pngIsComplete(_ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
    var index = 8
    while index + 8 <= bytes.count {
      let length =
        Int(bytes[index]) << 24 | Int(bytes[index + 1]) << 16 | Int(bytes[index + 2]) << 8 | Int(bytes[index + 3])
      let isEnd =
        bytes[index + 4] == 0x49 && bytes[index + 5] == 0x45 && bytes[index + 6] == 0x4E
        && bytes[index + 7] == 0x44
      let next = index + 12 + length  // length, type, data, CRC
      if isEnd { return next <= bytes.count }
      index = next
    }
    return false
  }

  private static func boxesAreComplete(_ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
    var index = 0
    var sawMediaData = false
    while index + 8 <= bytes.count {
      var size =
        Int(bytes[index]) << 24 | Int(bytes[index + 1]) << 16 | Int(bytes[index + 2]) << 8
        | Int(bytes[index + 3])
      if bytes[index + 4] == 0x6D, bytes[index + 5] == 0x64, bytes[index + 6] == 0x61, bytes[index + 7] == 0x74 {
        sawMediaData = true  // mdat
      }
      if size == 0 { return sawMediaData }  // the last box runs to the end
      if size == 1 {
        guard index + 16 <= bytes.count else { return false }
        var large: UInt64 = 0
        for offset in 8..<16 { large = large << 8 | UInt64(bytes[index + offset]) }
        guard large <= UInt64(Int.max) else { return false }
        size = Int(large)
      }
      guard size >= 8 else { return false }
      index += size
    }
    return index == bytes.count && sawMediaData
  }
}
