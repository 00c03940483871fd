import CarouselCore
import CarouselImages
import Foundation

/// The image module's public calls: caches, sniffing, requests, prefetching and the pipeline, with a
/// loader and a decoder that stand in for the network and a codec (real ones are tested against a
/// loopback server and real files).
extension HelperProbe {
  static let images: [HelperProbe] = [
    HelperProbe(name: "PixelSize, ImageRequest, ImageFormat") { tape in
      let size = PixelSize(width: tape.int(), height: tape.int())
      let fromPoints = PixelSize(points: tape.size(), scale: tape.number())
      let request = ImageRequest(
        url: URL(fileURLWithPath: "/photo-\(tape.int()).jpg"), targetPixelSize: size ?? fromPoints,
        priority: ImagePriority.allCases[tape.choice(ImagePriority.allCases.count)])
      let bytes = Data(tape.numbers().map { UInt8(truncatingIfNeeded: Int(exactly: $0.rounded()) ?? 0) })
      let format = ImageFormat(sniffing: bytes)
      _ = format?.isComplete(bytes)
      _ = LoadedData(data: bytes, contentType: tape.bool() ? "image/jpeg" : nil)
      return ProbeCheck.first(
        ProbeCheck.that((size?.area ?? 1) > 0, .indexOutOfRange, "area of \(String(describing: size))"),
        ProbeCheck.that((fromPoints?.area ?? 1) > 0, .indexOutOfRange, "area of \(String(describing: fromPoints))"),
        ProbeCheck.that(!request.description.isEmpty, .layoutBroken, "description"))
    },
    HelperProbe(name: "ImageMemoryCache and MemoryWarningObserver") { tape in
      let cache = ImageMemoryCache<Int>(costLimit: tape.int(), countLimit: tape.int())
      let center = NotificationCenter()
      let name = Notification.Name("HelperProbe.memoryWarning")
      let observer = MemoryWarningObserver(emptying: cache, on: name, center: center)
      for _ in 0..<tape.choice(20) {
        let key = ImageRequest(url: URL(fileURLWithPath: "/\(tape.choice(8))")).key
        switch tape.choice(4) {
        case 0: cache.removeValue(for: key)
        case 1: center.post(name: name, object: nil)
        case 2: cache.removeAll()
        default: cache.insert(tape.int(), cost: tape.int(), for: key)
        }
      }
      withExtendedLifetime(observer) {}
      return ProbeCheck.first(
        ProbeCheck.that(cache.totalCost >= 0, .indexOutOfRange, "total cost \(cache.totalCost)"),
        ProbeCheck.that(cache.count >= 0, .indexOutOfRange, "count \(cache.count)"))
    },
    HelperProbe(name: "ImageDiskCache") { tape in
      let directory = FileManager.default.temporaryDirectory.appendingPathComponent("helper-probe-\(UUID().uuidString)")
      defer { try? FileManager.default.removeItem(at: directory) }
      guard let cache = try? ImageDiskCache(directory: directory, sizeLimit: tape.int(), maximumEntrySize: tape.int())
      else { return nil }
      for _ in 0..<tape.choice(12) {
        let url = URL(string: "https://example.com/\(tape.choice(6)).jpg")!
        switch tape.choice(4) {
        case 0: cache.removeData(for: url)
        case 1: cache.removeAll()
        case 2: _ = cache.data(for: url)
        default:
          cache.store(Data(count: tape.choice(4_096)), for: url)
        }
      }
      return nil
    },
    HelperProbe(name: "PrefetchWindow, Prefetcher and ImagePipeline") { tape in
      let window = PrefetchWindow(screensAhead: tape.cgFloat(), restingSpeed: tape.cgFloat())
      let direction = window.direction(velocity: tape.cgFloat())
      let ahead = window.rectAhead(
        of: tape.rect(), velocity: tape.cgFloat(), axis: tape.bool() ? .horizontal : .vertical)
      let itemCount = tape.int()
      let indices = window.indicesAhead(
        of: (0..<tape.choice(10)).map { _ in tape.int() }, direction: tape.int(), itemCount: itemCount,
        loops: tape.bool())
      let pipeline = ImagePipeline(
        decoder: ByteCountDecoder(), loader: ImmediateLoader(), memoryCache: ImageMemoryCache(),
        maximumConcurrentLoads: tape.int())
      let prefetcher = Prefetcher(pipeline: pipeline, window: window)
      func request(_ index: Int) -> ImageRequest? {
        index % 3 == 0 ? nil : ImageRequest(url: URL(fileURLWithPath: "/\(index).png"))
      }
      let placements = (0..<tape.choice(8)).map { _ in ItemPlacement(index: tape.int(), frame: tape.rect()) }
      prefetcher.update(
        placements: placements, itemCount: tape.int(), loops: tape.bool(), velocity: tape.bool() ? tape.cgFloat() : nil,
        request: request)
      prefetcher.update(
        viewport: tape.rect(), velocity: tape.cgFloat(), axis: .vertical,
        items: { _ in (0..<tape.choice(20)).map { $0 } }, request: request)
      prefetcher.update(visible: [request(1)!], ahead: [request(2)!])
      _ = prefetcher.phase(of: request(1)!)
      prefetcher.retry(request(2)!)
      let task = pipeline.loadImage(with: request(4)!) { _ in return }
      task.setPriority(ImagePriority.allCases[tape.choice(ImagePriority.allCases.count)])
      if tape.bool() { task.cancel() }
      _ = pipeline.cachedImage(for: request(1)!)
      prefetcher.cancelAll()
      return ProbeCheck.first(
        ProbeCheck.that((-1...1).contains(direction), .indexOutOfRange, "direction \(direction)"),
        ahead.map { ProbeCheck.finite($0, "rect ahead") } ?? nil,
        ProbeCheck.that(indices.count <= 100_000, .tooManyPlacements, "\(indices.count) indices ahead"),
        ProbeCheck.that(
          itemCount <= 0 || indices.allSatisfy { (0..<itemCount).contains($0) }, .indexOutOfRange,
          "indices \(indices.prefix(8)) of \(itemCount)"))
    },
    HelperProbe(name: "URLSessionDataLoader on files and other schemes") { tape in
      let directory = FileManager.default.temporaryDirectory
      let file = directory.appendingPathComponent("helper-probe-\(UUID().uuidString).bin")
      defer { try? FileManager.default.removeItem(at: file) }
      if tape.bool() { try? Data(count: tape.choice(4_096)).write(to: file) }
      _ = try? URLSessionDataLoader.readFile(at: file, maximumSize: tape.int())
      let loader = URLSessionDataLoader(
        timeout: tape.number(), maximumBodySize: tape.int(), maximumDuration: tape.number())
      let scheme = ["file", "ftp", "data", "mailto"][tape.choice(4)]
      let url = scheme == "file" ? file : URL(string: "\(scheme):whatever")!
      let finished = DispatchSemaphore(value: 0)
      Task {
        _ = try? await loader.loadData(from: url)
        finished.signal()
      }
      // A minute, not the worker's ten seconds: `carousel-fuzz` reports a real hang by its own timeout,
      // while in a test process the task may wait its turn behind busy threads.
      let answered = finished.wait(timeout: .now() + 60) == .success
      return ProbeCheck.that(answered, .hang, "\(scheme) URL not answered within a minute")
    },
    HelperProbe(name: "DecodingBudget and declared pixel sizes") { tape in
      let budget = DecodingBudget(drawnAt: PixelSize(width: tape.int(), height: tape.int()))
      let allowed = budget.allows(width: tape.int(), height: tape.int())
      // A format's signature followed by any bytes: headers cut short, absurd sizes, garbage.
      let signatures: [[UInt8]] = [
        [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A, 0, 0, 0, 13, 0x49, 0x48, 0x44, 0x52],
        Array("GIF89a".utf8), [0xFF, 0xD8, 0xFF], Array("RIFF\0\0\0\0WEBPVP8X".utf8),
        Array("RIFF\0\0\0\0WEBPVP8L".utf8),
      ]
      let bytes =
        signatures[tape.choice(signatures.count)]
        + tape.numbers().map { UInt8(truncatingIfNeeded: Int(exactly: $0.rounded()) ?? 0xFF) }
      let data = Data(bytes)
      let declared = ImageFormat.allCases.compactMap { $0.declaredPixelSize(in: data) }
      let target = PixelSize(width: tape.int(), height: tape.int())
      let reductions = declared.map { size in
        (
          DecodingBudget.smallestDecodedSize(of: size, reducingBy: tape.int(), toCover: target),
          budget.allows(size, reducingBy: tape.int(), toCover: target)
        )
      }
      return ProbeCheck.first(
        ProbeCheck.that(
          zip(declared, reductions).allSatisfy { size, reduced in
            reduced.0.width <= size.width && reduced.0.height <= size.height
              && (target.map { reduced.0.width >= min($0.width, size.width) } ?? true)
          }, .layoutBroken, "reduced \(reductions.map(\.0)) of \(declared)"),
        ProbeCheck.that(
          (DecodingBudget.minimumPixelLimit...DecodingBudget.maximumPixelLimit).contains(budget.pixelLimit),
          .indexOutOfRange, "budget \(budget)"),
        ProbeCheck.that(!allowed || budget.pixelLimit > 0, .indexOutOfRange, "allowed with \(budget)"),
        ProbeCheck.that(declared.count <= 1, .layoutBroken, "\(declared.count) formats declare a size"),
        ProbeCheck.that(
          declared.allSatisfy { $0.width >= 1 && $0.height >= 1 }, .indexOutOfRange, "declared \(declared)"))
    },
  ]
}

/// A decoder that "decodes" data into its byte count.
private struct ByteCountDecoder: ImageDecoding {
  func decode(_ data: Data, format: ImageFormat, targetPixelSize: PixelSize?) throws -> Int { data.count }
  func cost(of image: Int) -> Int { image }
}

/// A loader that answers at once with a few bytes no format sniffs.
private struct ImmediateLoader: DataLoading {
  func loadData(from url: URL) async throws(ImageLoadingError) -> LoadedData {
    LoadedData(data: Data([1, 2, 3]), contentType: "application/octet-stream")
  }
}
