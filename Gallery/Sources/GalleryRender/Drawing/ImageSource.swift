import CarouselImages
import Foundation
import GalleryModel

/// Where the Gallery's photos come from and how far each has got: a front end on CarouselImages.
///
/// With a folder (the bundled photographs, or `--images DIR`), each photo named in a feed is looked
/// up there by the last part of its URL and loaded through an ``ImagePipeline`` with the real JPEG,
/// PNG and WebP decoders, downsampled to the size it is drawn at, off the frame loop. Until it
/// arrives its card shows the generated placeholder; then the photo fades in over
/// ``fadeDuration``; a photo that failed shows the placeholder with a retry mark (``retryFailed()``
/// asks again). Without a folder every photo is a placeholder.
///
/// Cards are cached images (``CardCache``): a card records the state of each photo it drew, and is
/// drawn again when one of them changes (arrived, a fade step, failed). Fades move in
/// ``fadeSteps`` steps, so a card is redrawn a handful of times, not every frame.
public final class ImageSource {
  /// How long a photo takes to fade in over its placeholder, in seconds; 0 shows it at once (headless
  /// renders).
  public var fadeDuration: TimeInterval
  /// The folder photos are read from, or nil for placeholders only (or photos from an API).
  public let directory: URL?
  /// The API photos are loaded from, if any (`gallery --api`).
  public let api: FeedSource?
  /// The pipeline photos load through, or nil for placeholders only.
  public let pipeline: ImagePipeline<PhotoDecoder>?

  /// A fade is drawn in this many steps.
  static let fadeSteps = 4

  private struct Photo {
    var request: ImageRequest
    var task: ImageTask?
    var state: State
  }

  private enum State {
    case loading
    case loaded(arrivedAt: TimeInterval?)
    case failed(ImageLoadingError)
  }

  private var photos: [ImageRequest.Key: Photo] = [:]
  /// The photos mid-fade: with arrivals, the only looks a new clock can change.
  private var fading: Set<ImageRequest.Key> = []
  private var resolvedFiles: [String: URL] = [:]
  private let arrivals = ArrivalBox()
  private var clock: TimeInterval = 0
  private var recorders: [[ImageRequest.Key: Int]] = []

  /// Placeholders only (nil), or photos from `directory` (JPEG, PNG or WebP files named as in the
  /// feeds' URLs), keeping at most `memoryLimit` bytes of decoded photos.
  public init(directory: URL? = nil, fadeDuration: TimeInterval = 0.25, memoryLimit: Int = 96 << 20) {
    self.directory = directory
    self.api = nil
    self.fadeDuration = fadeDuration.isFinite ? max(0, fadeDuration) : 0
    pipeline = directory.map { _ in
      ImagePipeline(
        decoder: PhotoDecoder(), memoryCache: ImageMemoryCache(costLimit: memoryLimit, countLimit: 2_000),
        maximumConcurrentLoads: 4)
    }
  }

  /// Photos from a `gallery serve` API (`GET /v1/photos/<name>`), kept on disk in
  /// `$XDG_CACHE_HOME/carouselkit-gallery/photos` (or `~/.cache/…`) between runs when that folder can
  /// be made.
  public init(api: FeedSource, fadeDuration: TimeInterval = 0.25, memoryLimit: Int = 96 << 20) {
    self.directory = nil
    self.api = api
    self.fadeDuration = fadeDuration.isFinite ? max(0, fadeDuration) : 0
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

  /// Takes in what arrived since the last call, stamped `time` (seconds on the frame clock), and says
  /// whether anything a card shows changed: a photo arrived or failed, or a fade moved a step.
  /// O(arrivals + photos fading), so a frame with nothing arriving costs next to nothing.
  @discardableResult
  public func update(at time: TimeInterval) -> Bool {
    var changed = false
    // Fades that moved a step; those that ended (or whose photo went back to loading) leave the set.
    for key in fading {
      guard case .loaded(let arrivedAt)? = photos[key]?.state else {
        fading.remove(key)
        continue
      }
      let step = stamp(arrivedAt: arrivedAt, clock: time)
      if step != stamp(arrivedAt: arrivedAt, clock: clock) { changed = true }
      if step >= Self.fadeSteps { fading.remove(key) }
    }
    clock = time
    for (key, outcome) in arrivals.take() {
      guard var photo = photos[key] else { continue }
      switch outcome {
      case .success:
        photo.state = .loaded(arrivedAt: fadeDuration > 0 ? time : nil)
        if fadeDuration > 0 { fading.insert(key) }
      case .failure(.cancelled): continue
      case .failure(let error): photo.state = .failed(error)
      }
      photo.task = nil
      photos[key] = photo
      changed = true
    }
    return changed
  }

  /// Whether photos are still loading or fading in: the frame loop keeps drawing meanwhile.
  public var isBusy: Bool {
    photos.values.contains { photo in
      switch photo.state {
      case .loading: true
      case .loaded(let arrivedAt): stamp(arrivedAt: arrivedAt) < Self.fadeSteps
      case .failed: false
      }
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
    var changed = update(at: clock)
    while counts.loading > 0 && Date() < deadline {
      Thread.sleep(forTimeInterval: 0.002)
      changed = update(at: clock) || changed
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

  /// Draws the photo at `photoURL` to cover `rect`: the photo (fading in over its placeholder), the
  /// placeholder while it loads, or the placeholder with a retry mark after a failure.
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
    let stamp = stamp(of: photo.state)
    if !recorders.isEmpty { recorders[recorders.count - 1][key] = stamp }

    switch photo.state {
    case .loaded(let arrivedAt):
      guard let image = pipeline.cachedImage(for: request) else { fallthrough }
      let opacity = Double(self.stamp(arrivedAt: arrivedAt)) / Double(Self.fadeSteps)
      if opacity < 1 { PlaceholderPhoto.draw(key: photoURL, in: rect, on: canvas) }
      canvas.draw(image.canvas, aspectFilling: rect, opacity: opacity)
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

  // MARK: - Card cache stamps

  /// Starts recording the photos a card draws (cards nest: a recorder per card being drawn).
  func beginRecording() { recorders.append([:]) }

  /// The photos drawn since the matching ``beginRecording()``, with their states.
  func endRecording() -> [ImageRequest.Key: Int] { recorders.popLast() ?? [:] }

  /// Whether every recorded photo still looks as it did when the card was drawn.
  func isCurrent(_ recorded: [ImageRequest.Key: Int]) -> Bool {
    recorded.allSatisfy { key, stamp in photos[key].map { self.stamp(of: $0.state) } == stamp }
  }

  /// A number that changes whenever the photo's look changes: 0 loading, 1…fadeSteps fading in and
  /// shown, −1 failed.
  private func stamp(of state: State) -> Int {
    switch state {
    case .loading: 0
    case .loaded(let arrivedAt): stamp(arrivedAt: arrivedAt)
    case .failed: -1
    }
  }

  private func stamp(arrivedAt: TimeInterval?, clock: TimeInterval? = nil) -> Int {
    let clock = clock ?? self.clock
    guard let arrivedAt, fadeDuration > 0 else { return Self.fadeSteps }
    let progress = (clock - arrivedAt) / fadeDuration
    guard progress.isFinite else { return Self.fadeSteps }
    return min(Self.fadeSteps, max(1, Int(progress * Double(Self.fadeSteps)) + 1))
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
