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
///
/// Cards may be drawn on the card cache's painter thread (``CardCache/paintsInBackground``) while the
/// frame loop draws others: ``drawPhoto(_:in:on:)`` may be called from any thread, one canvas a
/// thread, and every photo's state is behind a lock. The rest (``update()``, ``retryFailed()``,
/// ``reportFailure``) belongs to the frame loop's thread.
public final class ImageSource: @unchecked Sendable {
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
  /// error, prefixed `gallery: `, unless set. Called by ``update()``, on its thread.
  public var reportFailure: (String) -> Void = { line in
    FileHandle.standardError.write(Data("gallery: \(line)\n".utf8))
  }

  /// Guards `photos` and `resolvedFiles`, which cards drawn on another thread read and write.
  private let lock = NSLock()
  private var photos: [ImageRequest.Key: Photo] = [:]
  private var resolvedFiles: [String: URL] = [:]
  private let arrivals = ArrivalBox()
  /// The photos the card being drawn on this thread (or task) has drawn so far
  /// (``recordingPhotos(_:)``).
  @TaskLocal private static var recording: PhotoRecording?

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
    lock.withLock { resolvedFileURL(for: photoURL) }
  }

  /// ``fileURL(for:)``, the lock held.
  private func resolvedFileURL(for photoURL: String) -> URL? {
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
    var failures: [String] = []
    lock.lock()
    for (key, outcome) in arrivals.take() {
      guard var photo = photos[key] else { continue }
      switch outcome {
      case .success: photo.state = .loaded
      case .failure(.cancelled): continue
      case .failure(let error):
        photo.state = .failed(error)
        let url = photo.request.url
        failures.append("photo \(url.isFileURL ? url.path : url.absoluteString) not shown: \(error)")
      }
      photo.task = nil
      photos[key] = photo
      changed = true
    }
    lock.unlock()
    failures.forEach(reportFailure)
    return changed
  }

  /// Whether photos are still loading: the frame loop keeps drawing meanwhile.
  public var isBusy: Bool {
    lock.withLock {
      photos.values.contains { photo in
        if case .loading = photo.state { true } else { false }
      }
    }
  }

  /// Photos requested and not arrived, failed, and shown.
  public var counts: (loading: Int, failed: Int, loaded: Int) {
    lock.withLock {
      photos.values.reduce(into: (0, 0, 0)) { counts, photo in
        switch photo.state {
        case .loading: counts.0 += 1
        case .failed: counts.1 += 1
        case .loaded: counts.2 += 1
        }
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
    lock.withLock {
      for (key, photo) in photos {
        if case .failed = photo.state { photos[key] = nil }
      }
      resolvedFiles.removeAll()
    }
  }

  // MARK: - Drawing

  /// Draws the photo at `photoURL` to cover `rect`: the photo, the placeholder while it loads, or the placeholder with a retry mark after a failure.
  public func drawPhoto(_ photoURL: String, in rect: CGRect, on canvas: Canvas) {
    guard let pipeline, let size = PixelSize(points: rect.size, scale: canvas.scale),
      let asked = lock.withLock({ () -> (state: State, image: DecodedPhoto?)? in
        guard let fileURL = resolvedFileURL(for: photoURL) else { return nil }
        return askFor(ImageRequest(url: fileURL, targetPixelSize: size, priority: .high), from: pipeline)
      })
    else {
      PlaceholderPhoto.draw(key: photoURL, in: rect, on: canvas)
      return
    }
    switch asked.state {
    case .loaded:
      guard let image = asked.image else { fallthrough }
      canvas.draw(image.canvas, aspectFilling: rect)
    case .loading:
      PlaceholderPhoto.draw(key: photoURL, in: rect, on: canvas)
    case .failed:
      PlaceholderPhoto.draw(key: photoURL, in: rect, on: canvas)
      drawRetryMark(in: rect, on: canvas)
    }
  }

  /// The state of the photo `request` names, and its image when loaded, asking `pipeline` for it
  /// when it is not on its way (again, when it was evicted from memory); recorded for the card being
  /// drawn (``recordingPhotos(_:)``). The lock held.
  private func askFor(_ request: ImageRequest, from pipeline: ImagePipeline<PhotoDecoder>) -> (
    state: State, image: DecodedPhoto?
  ) {
    let key = request.key
    var photo = photos[key] ?? Photo(request: request, state: .loading)
    var image: DecodedPhoto?
    if case .loaded = photo.state {
      image = pipeline.cachedImage(for: request)
      if image == nil { photo.state = .loading }  // evicted from memory: ask again
    }
    if case .loading = photo.state, photo.task == nil {
      let arrivals = arrivals
      photo.task = pipeline.loadImage(with: request) { result in arrivals.post(key, result.map { _ in () }) }
    }
    photos[key] = photo
    Self.recording?.looks[key] = look(of: photo.state)
    return (photo.state, image)
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

  /// Runs `body`, a card's drawing, and returns the photos it drew, with their looks. Recordings are
  /// the thread's (or the task's) own, so cards drawn at once on two threads each record their own;
  /// they nest, a card drawn inside another's drawing recording apart from it.
  static func recordingPhotos(_ body: () -> Void) -> [ImageRequest.Key: Int] {
    let recording = PhotoRecording()
    $recording.withValue(recording, operation: body)
    return recording.looks
  }

  /// Whether every recorded photo still looks as it did when the card was drawn.
  func isCurrent(_ recorded: [ImageRequest.Key: Int]) -> Bool {
    lock.withLock {
      recorded.allSatisfy { key, recordedLook in photos[key].map { look(of: $0.state) } == recordedLook }
    }
  }

  /// How the photo for `key` looks now: 0 loading, ``shownLook``, −1 failed; nil when it was never asked
  /// for or was forgotten to be asked for again (``retryFailed()``), so a card showing it is stale.
  func look(of key: ImageRequest.Key) -> Int? { lock.withLock { photos[key].map { look(of: $0.state) } } }

  private func look(of state: State) -> Int {
    switch state {
    case .loading: Self.loadingLook
    case .loaded: Self.shownLook
    case .failed: -1
    }
  }
}

/// The photos one card's drawing drew, with their looks: written only by the thread drawing it.
private final class PhotoRecording: @unchecked Sendable {
  var looks: [ImageRequest.Key: Int] = [:]
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
