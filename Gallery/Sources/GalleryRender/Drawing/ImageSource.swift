import AppModel
import CarouselImages
import Foundation
import GalleryModel

/// Where the Gallery's photos come from and how far each has got: a front end on CarouselImages.
///
/// With a folder (the bundled photographs, or `--images DIR`), each photo named in a feed is looked
/// up there by the last part of its URL and loaded through an ``ImagePipeline`` with the real JPEG,
/// PNG and WebP decoders, downsampled to the size it is drawn at, off the frame loop. Until it
/// arrives its card shows the generated placeholder; a photo that failed shows the placeholder with a
/// retry mark (``retryFailed()`` asks again). Without a folder every photo is a placeholder.
///
/// Cards are cached images (``CardCache``): a card records the look of each photo it drew, and is
/// drawn again when one of them changes; the cache cross-fades a card on screen from the placeholder
/// to the photo.
public final class ImageSource {
  /// The folder photos are read from, or nil for placeholders only (or photos from an API).
  public let directory: URL?
  /// The API photos are loaded from, if any (`gallery --api`).
  public let api: FeedSource?
  /// The pipeline photos load through, or nil for placeholders only.
  public let pipeline: ImagePipeline<PhotoDecoder>?

  private struct Photo {
    var request: ImageRequest
    var task: ImageTask?
    var state: State
  }

  private enum State {
    case loading
    case loaded
    case failed(ImageLoadingError)
  }

  /// Where a photo that failed is reported, once per failure, in one line naming its file or URL and
  /// saying why: `photo /photos/bomb.png not shown: 20000 × 20000 pixels is more than …`. Standard
  /// error, prefixed `gallery: `, unless set.
  public var reportFailure: (String) -> Void = { line in
    FileHandle.standardError.write(Data("gallery: \(line)\n".utf8))
  }

  private var photos: [ImageRequest.Key: Photo] = [:]
  private var resolvedFiles: [String: URL] = [:]
  private let arrivals = ArrivalBox()
  private var recorders: [[ImageRequest.Key: Int]] = []

  /// Placeholders only (nil), or photos from `directory` (JPEG, PNG or WebP files named as in the
  /// feeds' URLs), keeping at most `memoryLimit` bytes of decoded photos.
  public init(directory: URL? = nil, memoryLimit: Int = 96 << 20) {
    self.directory = directory
    self.api = nil
    pipeline = directory.map { _ in
      ImagePipeline(
        decoder: PhotoDecoder(), memoryCache: ImageMemoryCache(costLimit: memoryLimit, countLimit: 2_000),
        maximumConcurrentLoads: 4)
    }
  }

  /// Photos from a `gallery serve` API (`GET /v1/photos/<name>`), kept on disk in
  /// `$XDG_CACHE_HOME/carouselkit-gallery/photos` (or `~/.cache/…`) between runs when that folder can
  /// be made.
  public init(api: FeedSource, memoryLimit: Int = 96 << 20) {
    self.directory = nil
    self.api = api
    let environment = ProcessInfo.processInfo.environment
    let cacheHome =
      environment["XDG_CACHE_HOME"].map { URL(fileURLWithPath: $0) }
      ?? FileManager.default.homeDirectoryForCurrentUser.appendingPathComponent(".cache")
    let disk = try? ImageDiskCache(directory: cacheHome.appendingPathComponent("carouselkit-gallery/photos"))
    pipeline = ImagePipeline(
      decoder: PhotoDecoder(), loader: URLSessionDataLoader(timeout: 10),
      memoryCache: ImageMemoryCache(costLimit: memoryLimit, countLimit: 2_000), diskCache: disk,
      maximumConcurrentLoads: 4)
  }

  /// The photographs that ship with the Gallery (cut from Debian's mate-backgrounds), or nil if the
  /// bundle has none.
  public static var bundledDirectory: URL? { FeedBundle.samplePhotoDirectory }

  /// Where the photo a feed names is loaded from: with an ``api``, its photo URL there; otherwise the
  /// file: the URL's last path component in ``directory`` or, if that
  /// file is missing, the same name with `.jpg`, `.jpeg`, `.png` or `.webp` (the format is read from
  /// the bytes, not the name). A name with no file at all is still returned, to fail visibly.
  public func fileURL(for photoURL: String) -> URL? {
    if let known = resolvedFiles[photoURL] { return known }
    if let api { return api.apiPhotoURL(for: photoURL) }
    guard let directory, let file = PhotoFiles.file(for: photoURL, in: directory) else { return nil }
    resolvedFiles[photoURL] = file
    return file
  }

  // MARK: - The frame loop

  /// Takes in what arrived since the last call and says whether any photo's look changed (it arrived
  /// or failed). O(arrivals): a frame with nothing arriving costs next to nothing.
  @discardableResult
  public func update() -> Bool {
    var changed = false
    for (key, outcome) in arrivals.take() {
      guard var photo = photos[key] else { continue }
      switch outcome {
      case .success: photo.state = .loaded
      case .failure(.cancelled): continue
      case .failure(let error):
        photo.state = .failed(error)
        let url = photo.request.url
        reportFailure("photo \(url.isFileURL ? url.path : url.absoluteString) not shown: \(error)")
      }
      photo.task = nil
      photos[key] = photo
      changed = true
    }
    return changed
  }

  /// Whether photos are still loading: the frame loop keeps drawing meanwhile.
  public var isBusy: Bool {
    photos.values.contains { photo in
      if case .loading = photo.state { true } else { false }
    }
  }

  /// Photos requested and not arrived, failed, and shown.
  public var counts: (loading: Int, failed: Int, loaded: Int) {
    photos.values.reduce(into: (0, 0, 0)) { counts, photo in
      switch photo.state {
      case .loading: counts.0 += 1
      case .failed: counts.1 += 1
      case .loaded: counts.2 += 1
      }
    }
  }

  /// Blocks until every requested photo arrived or failed, or `timeout` seconds passed, and says
  /// whether anything a card shows changed meanwhile; for headless renders, which draw each screen
  /// again once its photos are in.
  @discardableResult
  public func waitForPendingLoads(timeout: TimeInterval = 10) -> Bool {
    let deadline = Date().addingTimeInterval(timeout)
    var changed = update()
    while counts.loading > 0 && Date() < deadline {
      Thread.sleep(forTimeInterval: 0.002)
      changed = update() || changed
    }
    return changed
  }

  /// Asks again for every photo that failed, looking for its file afresh (it may have appeared).
  public func retryFailed() {
    for (key, photo) in photos {
      if case .failed = photo.state { photos[key] = nil }
    }
    resolvedFiles.removeAll()
  }

  // MARK: - Drawing

  /// Draws the photo at `photoURL` to cover `rect`: the photo, the placeholder while it loads, or the placeholder with a retry mark after a failure.
  public func drawPhoto(_ photoURL: String, in rect: CGRect, on canvas: Canvas) {
    guard let pipeline, let fileURL = fileURL(for: photoURL),
      let size = PixelSize(points: rect.size, scale: canvas.scale)
    else {
      PlaceholderPhoto.draw(key: photoURL, in: rect, on: canvas)
      return
    }
    let request = ImageRequest(url: fileURL, targetPixelSize: size, priority: .high)
    let key = request.key
    var photo = photos[key] ?? Photo(request: request, state: .loading)
    if case .loaded = photo.state, pipeline.cachedImage(for: request) == nil {
      photo.state = .loading  // evicted from memory: ask again
    }
    if case .loading = photo.state, photo.task == nil {
      let arrivals = arrivals
      photo.task = pipeline.loadImage(with: request) { result in arrivals.post(key, result.map { _ in () }) }
    }
    photos[key] = photo
    if !recorders.isEmpty { recorders[recorders.count - 1][key] = look(of: photo.state) }

    switch photo.state {
    case .loaded:
      guard let image = pipeline.cachedImage(for: request) else { fallthrough }
      canvas.draw(image.canvas, aspectFilling: rect)
    case .loading:
      PlaceholderPhoto.draw(key: photoURL, in: rect, on: canvas)
    case .failed:
      PlaceholderPhoto.draw(key: photoURL, in: rect, on: canvas)
      drawRetryMark(in: rect, on: canvas)
    }
  }

  /// A circular arrow on a dark disc, centred on the photo.
  private func drawRetryMark(in rect: CGRect, on canvas: Canvas) {
    let radius = min(18, min(rect.width, rect.height) / 4)
    guard radius >= 4 else { return }
    let center = CGPoint(x: rect.midX, y: rect.midY)
    canvas.fillCircle(center: center, radius: radius, color: Color.black.opacity(0.45))
    canvas.strokeArc(
      center: center, radius: radius * 0.55, from: -0.35 * .pi, to: 1.45 * .pi, width: max(1.5, radius / 8),
      color: .white, arrowHead: true)
  }

  // MARK: - Looks, for the card cache

  /// The look of a photo that is shown; ``look(of:)`` is 0 while it loads and −1 after a failure.
  static let shownLook = 1
  /// The look of a photo still on its way.
  static let loadingLook = 0

  /// Starts recording the photos a card draws (cards nest: a recorder per card being drawn).
  func beginRecording() { recorders.append([:]) }

  /// The photos drawn since the matching ``beginRecording()``, with their looks.
  func endRecording() -> [ImageRequest.Key: Int] { recorders.popLast() ?? [:] }

  /// Whether every recorded photo still looks as it did when the card was drawn.
  func isCurrent(_ recorded: [ImageRequest.Key: Int]) -> Bool {
    recorded.allSatisfy { key, recordedLook in look(of: key) == recordedLook }
  }

  /// How the photo for `key` looks now: 0 loading, ``shownLook``, −1 failed; nil when it was never asked
  /// for or was forgotten to be asked for again (``retryFailed()``), so a card showing it is stale.
  func look(of key: ImageRequest.Key) -> Int? { photos[key].map { look(of: $0.state) } }

  private func look(of state: State) -> Int {
    switch state {
    case .loading: Self.loadingLook
    case .loaded: Self.shownLook
    case .failed: -1
    }
  }
}

/// Where the pipeline's completions (on background threads) leave their outcomes for the frame loop.
private final class ArrivalBox: @unchecked Sendable {
  private let lock = NSLock()
  private var outcomes: [ImageRequest.Key: Result<Void, ImageLoadingError>] = [:]

  func post(_ key: ImageRequest.Key, _ outcome: Result<Void, ImageLoadingError>) {
    lock.lock()
    defer { lock.unlock() }
    outcomes[key] = outcome
  }

  func take() -> [ImageRequest.Key: Result<Void, ImageLoadingError>] {
    lock.lock()
    defer { lock.unlock() }
    defer { outcomes = [:] }
    return outcomes
  }
}
