import Foundation

/// Downloaded image data kept in a directory across launches, least recently used evicted first,
/// bounded by bytes.
///
/// Each entry is one file, written atomically (to a temporary file, then renamed), holding the URL it
/// came from and the data's length, so a file cut short by a crash, overwritten by something else or
/// named the same by a hash collision is recognised, deleted and read as a miss. Use order survives a
/// restart through the files' modification dates. Safe to use from any thread; reads and writes do
/// file I/O, so call it off the frame loop (the pipeline does).
public final class ImageDiskCache: Sendable {
  /// The directory the entries live in.
  public let directory: URL
  /// The most bytes the entry files may take together.
  public let sizeLimit: Int
  /// The most bytes one entry's data may have: larger data is not stored, and an entry file found
  /// larger (written by something else) is deleted unread, so a read never holds more than this.
  public let maximumEntrySize: Int

  /// 32 MiB: the default most bytes one entry may have.
  public static let defaultMaximumEntrySize = 32 << 20

  private let index: Locked<Index>

  /// Opens (creating it if needed) a cache in `directory` holding at most `sizeLimit` bytes
  /// (default 256 MiB; negative is read as 0), each entry at most `maximumEntrySize` bytes (default
  /// 32 MiB; negative is read as 0), and evicts down to that limit at once.
  /// - Throws: ``ImageDiskCacheError`` when the directory cannot be created or listed.
  public init(
    directory: URL, sizeLimit: Int = 256 << 20, maximumEntrySize: Int = ImageDiskCache.defaultMaximumEntrySize
  ) throws(ImageDiskCacheError) {
    self.directory = directory
    self.sizeLimit = max(0, sizeLimit)
    self.maximumEntrySize = max(0, maximumEntrySize)
    let manager = FileManager.default
    do {
      try manager.createDirectory(at: directory, withIntermediateDirectories: true)
    } catch {
      throw .cannotCreate(path: directory.path, reason: Self.reason(error))
    }
    let names: [String]
    do {
      names = try manager.contentsOfDirectory(atPath: directory.path)
    } catch {
      throw .cannotCreate(path: directory.path, reason: Self.reason(error))
    }
    var index = Index()
    for name in names {
      let path = directory.appendingPathComponent(name).path
      guard Self.isEntryName(name) else {
        // Left by an interrupted atomic write.
        if name.hasPrefix(".") || name.hasSuffix(".tmp") { try? manager.removeItem(atPath: path) }
        continue
      }
      guard let attributes = try? manager.attributesOfItem(atPath: path) else { continue }
      let size = (attributes[.size] as? NSNumber)?.intValue ?? 0
      let used = (attributes[.modificationDate] as? Date)?.timeIntervalSince1970 ?? 0
      index.record(name, size: size, lastUsed: used)
    }
    self.index = Locked(index)
    evict()
  }

  /// The data stored for `url`, or nil. A hit becomes the most recently used. A damaged entry, or
  /// one larger than ``maximumEntrySize`` allows, is deleted and reported as a miss.
  public func data(for url: URL) -> Data? {
    let name = Self.fileName(for: url)
    guard index.withLock({ $0.contains(name) }) else { return nil }
    let fileURL = directory.appendingPathComponent(name)
    let size = (try? FileManager.default.attributesOfItem(atPath: fileURL.path)[.size] as? NSNumber)?.intValue
    guard let size, size <= Entry.fileSize(key: url.absoluteString, payloadSize: maximumEntrySize),
      let file = try? Data(contentsOf: fileURL), let payload = Entry.payload(of: file, key: url.absoluteString)
    else {
      remove(name)
      return nil
    }
    let now = Date()
    index.withLock { $0.touch(name, at: now.timeIntervalSince1970) }
    try? FileManager.default.setAttributes([.modificationDate: now], ofItemAtPath: fileURL.path)
    return payload
  }

  /// Stores `data` for `url`, replacing what was there, then evicts the least recently used entries
  /// until the limit holds. Data larger than ``maximumEntrySize`` or the whole limit is not stored. A
  /// failed write leaves the cache as it was.
  public func store(_ data: Data, for url: URL) {
    guard data.count <= maximumEntrySize else { return }
    let file = Entry.file(key: url.absoluteString, payload: data)
    guard file.count <= sizeLimit else { return }
    let name = Self.fileName(for: url)
    do {
      try file.write(to: directory.appendingPathComponent(name), options: .atomic)
    } catch {
      return
    }
    index.withLock { $0.record(name, size: file.count, lastUsed: Date().timeIntervalSince1970) }
    evict()
  }

  /// Deletes the entry for `url`, if any.
  public func removeData(for url: URL) {
    remove(Self.fileName(for: url))
  }

  /// Deletes every entry.
  public func removeAll() {
    let names = index.withLock { index in
      defer { index = Index() }
      return index.names
    }
    for name in names { try? FileManager.default.removeItem(at: directory.appendingPathComponent(name)) }
  }

  /// The bytes the entry files take together.
  public var totalSize: Int { index.withLock { $0.totalSize } }

  /// The number of entries.
  public var count: Int { index.withLock { $0.count } }

  private func remove(_ name: String) {
    index.withLock { $0.remove(name) }
    try? FileManager.default.removeItem(at: directory.appendingPathComponent(name))
  }

  private func evict() {
    let victims = index.withLock { $0.evict(toFit: sizeLimit) }
    for name in victims { try? FileManager.default.removeItem(at: directory.appendingPathComponent(name)) }
  }

  /// The entry's file name: a 64-bit FNV-1a hash of the URL in hex (the file itself names its URL,
  /// so a collision reads as a miss, never as another image).
  static func fileName(for url: URL) -> String {
    var hash: UInt64 = 0xcbf2_9ce4_8422_2325
    for byte in url.absoluteString.utf8 {
      hash = (hash ^ UInt64(byte)) &* 0x100_0000_01b3
    }
    let hex = String(hash, radix: 16)
    return String(repeating: "0", count: 16 - hex.count) + hex + ".image"
  }

  private static func isEntryName(_ name: String) -> Bool {
    name.count == 22 && name.hasSuffix(".image") && name.utf8.prefix(16).allSatisfy(\.isHexDigit)
  }

  private static func reason(_ error: any Error) -> String {
    (error as NSError).localizedFailureReason ?? (error as NSError).localizedDescription
  }
}

extension UInt8 {
  fileprivate var isHexDigit: Bool { (0x30...0x39).contains(self) || (0x61...0x66).contains(self) }
}
