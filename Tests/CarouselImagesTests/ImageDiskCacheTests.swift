import CarouselImages
import Foundation
import Testing

@Suite("ImageDiskCache: bytes on disk across launches")
struct ImageDiskCacheTests {
  private let directory = FileManager.default.temporaryDirectory
    .appendingPathComponent("carousel-disk-cache-\(UUID().uuidString)")

  private func url(_ n: Int) -> URL { URL(string: "https://example.com/photos/\(n).jpg")! }

  @Test("What is stored is read back, also by a cache opened later on the same directory")
  func survivesRestart() throws {
    defer { try? FileManager.default.removeItem(at: directory) }
    do {
      let cache = try ImageDiskCache(directory: directory, sizeLimit: 1 << 20)
      cache.store(Fixtures.jpeg, for: url(1))
      #expect(cache.data(for: url(1)) == Fixtures.jpeg)
      #expect(cache.data(for: url(2)) == nil)
    }
    let reopened = try ImageDiskCache(directory: directory, sizeLimit: 1 << 20)
    #expect(reopened.count == 1)
    #expect(reopened.data(for: url(1)) == Fixtures.jpeg)
  }

  /// An entry file grown past the entry limit by something else (a 100 MB file where a photo was)
  /// is deleted unread: a read never holds more than the limit.
  @Test("Each entry is bounded: larger data is not stored, a larger file is deleted unread")
  func entriesAreBounded() throws {
    defer { try? FileManager.default.removeItem(at: directory) }
    let cache = try ImageDiskCache(directory: directory, sizeLimit: 1 << 20, maximumEntrySize: Fixtures.jpeg.count)
    cache.store(Fixtures.jpeg + Data([0]), for: url(1))
    #expect(cache.count == 0)
    cache.store(Fixtures.jpeg, for: url(2))
    #expect(cache.data(for: url(2)) == Fixtures.jpeg)
    let file = try #require(
      FileManager.default.contentsOfDirectory(at: directory, includingPropertiesForKeys: nil).first)
    let handle = try FileHandle(forWritingTo: file)
    try handle.truncate(atOffset: 100 << 20)  // sparse: no disk used
    try handle.close()
    #expect(cache.data(for: url(2)) == nil)
    #expect(!FileManager.default.fileExists(atPath: file.path))
    #expect(cache.count == 0)
    #expect(try ImageDiskCache(directory: directory, maximumEntrySize: -5).maximumEntrySize == 0)
  }

  @Test("Eviction keeps the byte limit and drops the least recently used")
  func evictionKeepsLimit() throws {
    defer { try? FileManager.default.removeItem(at: directory) }
    let limit = 50_000
    let cache = try ImageDiskCache(directory: directory, sizeLimit: limit)
    for n in 0..<10 {
      cache.store(Fixtures.jpeg, for: url(n))
      if n >= 1 { _ = cache.data(for: url(0)) }  // keep 0 in use
      #expect(cache.totalSize <= limit)
    }
    #expect(cache.data(for: url(0)) != nil)
    #expect(cache.data(for: url(9)) != nil)
    #expect(cache.data(for: url(1)) == nil)
    let onDisk = try FileManager.default.contentsOfDirectory(at: directory, includingPropertiesForKeys: [.fileSizeKey])
      .map { try $0.resourceValues(forKeys: [.fileSizeKey]).fileSize ?? 0 }.reduce(0, +)
    #expect(onDisk <= limit)
    #expect(onDisk == cache.totalSize)
  }

  @Test("Use order survives a restart: the entry read last is kept")
  func lruOrderSurvivesRestart() throws {
    defer { try? FileManager.default.removeItem(at: directory) }
    let size = try {
      let cache = try ImageDiskCache(directory: directory, sizeLimit: 1 << 20)
      for n in 0..<3 {
        cache.store(Fixtures.jpeg, for: url(n))
        Thread.sleep(forTimeInterval: 0.02)
      }
      _ = cache.data(for: url(0))
      return cache.totalSize / 3
    }()
    let reopened = try ImageDiskCache(directory: directory, sizeLimit: size * 2)
    #expect(reopened.data(for: url(0)) != nil)
    #expect(reopened.data(for: url(1)) == nil)
    #expect(reopened.data(for: url(2)) != nil)
  }

  @Test("A truncated or overwritten entry is deleted and read as a miss")
  func damagedEntries() throws {
    defer { try? FileManager.default.removeItem(at: directory) }
    let cache = try ImageDiskCache(directory: directory, sizeLimit: 1 << 20)
    cache.store(Fixtures.jpeg, for: url(1))
    cache.store(Fixtures.jpeg, for: url(2))
    let files = try FileManager.default.contentsOfDirectory(at: directory, includingPropertiesForKeys: nil)
    #expect(files.count == 2)
    let first = try Data(contentsOf: files[0])
    try first.prefix(first.count / 2).write(to: files[0])
    try Data("garbage".utf8).write(to: files[1])
    #expect(cache.data(for: url(1)) == nil)
    #expect(cache.data(for: url(2)) == nil)
    #expect(cache.count == 0)
    #expect(try FileManager.default.contentsOfDirectory(atPath: directory.path).isEmpty)
  }

  @Test("An entry larger than the whole limit is not stored; other files are left alone")
  func oversizedAndForeignFiles() throws {
    defer { try? FileManager.default.removeItem(at: directory) }
    try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
    try Data("mine".utf8).write(to: directory.appendingPathComponent("README"))
    let cache = try ImageDiskCache(directory: directory, sizeLimit: 1_000)
    cache.store(Fixtures.jpeg, for: url(1))
    #expect(cache.count == 0 && cache.data(for: url(1)) == nil)
    #expect(FileManager.default.fileExists(atPath: directory.appendingPathComponent("README").path))
  }

  @Test("A directory that cannot be made is a clear error")
  func unusableDirectory() throws {
    defer { try? FileManager.default.removeItem(at: directory) }
    try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
    let file = directory.appendingPathComponent("a-file")
    try Data().write(to: file)
    #expect {
      try ImageDiskCache(directory: file.appendingPathComponent("cache"))
    } throws: { error in
      (error as? ImageDiskCacheError).map { "\($0)".contains("cannot be used") } ?? false
    }
  }
}
