import Foundation

extension ImageDiskCache {
  /// One entry's file: a magic number, the key's length and UTF-8 bytes, the payload's length, the
  /// payload. Lengths are little-endian.
  enum Entry {
    private static let magic: [UInt8] = Array("CKI1".utf8)

    /// The size of the file holding `payloadSize` bytes for `key` (`Int.max` when that overflows).
    static func fileSize(key: String, payloadSize: Int) -> Int {
      let (size, overflow) = payloadSize.addingReportingOverflow(16 + key.utf8.count)
      return overflow ? .max : size
    }

    static func file(key: String, payload: Data) -> Data {
      let keyBytes = Array(key.utf8)
      var file = Data(capacity: fileSize(key: key, payloadSize: payload.count))
      file.append(contentsOf: magic)
      withUnsafeBytes(of: UInt32(keyBytes.count).littleEndian) { file.append(contentsOf: $0) }
      file.append(contentsOf: keyBytes)
      withUnsafeBytes(of: UInt64(payload.count).littleEndian) { file.append(contentsOf: $0) }
      file.append(payload)
      return file
    }

    /// The payload of `file` if it is a whole entry for `key`; nil otherwise.
    static func payload(of file: Data, key: String) -> Data? {
      let keyBytes = Array(key.utf8)
      let bytes = [UInt8](file.prefix(16 + keyBytes.count))
      guard bytes.count == 16 + keyBytes.count, Array(bytes[0..<4]) == magic else { return nil }
      let keyLength = bytes[4..<8].reversed().reduce(0) { $0 << 8 | Int($1) }
      guard keyLength == keyBytes.count, Array(bytes[8..<8 + keyLength]) == keyBytes else { return nil }
      let payloadLength = bytes[(8 + keyLength)...].reversed().reduce(UInt64(0)) { $0 << 8 | UInt64($1) }
      let start = 16 + keyLength
      guard payloadLength == UInt64(file.count - start) else { return nil }
      return file.subdata(in: file.startIndex + start..<file.endIndex)
    }
  }
}
