#if canImport(SwiftUI) && canImport(ImageIO)
  import CarouselImages
  import ImageIO
  import SwiftUI

  /// A photo from a URL, loaded through CarouselImages' `ImagePipeline` (memory and disk caches, coalescing,
  /// cancellation, downsampling through ImageIO): CarouselKit's answer to `AsyncImage`, which has no
  /// cache and decodes at full size.
  ///
  /// ```swift
  /// RemoteImage(url: banners[0].imageURL, pointSize: CGSize(width: 160, height: 213)) { phase in
  ///   switch phase {
  ///   case .loaded(let image): Image(decorative: image.cgImage, scale: 2).resizable().aspectRatio(contentMode: .fill)
  ///   case .failed: Color.black.opacity(0.3)
  ///   case .idle, .loading: Color.black.opacity(0.1)
  ///   }
  /// }
  /// ```
  ///
  /// The load starts when the view appears and is cancelled when it disappears (the pipeline stops
  /// the transfer once no view wants it); a new URL, size or display scale loads again. A photo in
  /// the memory cache shows on the first frame, without a placeholder.
  public struct RemoteImage<Content: View>: View {
    private let url: URL?
    private let pointSize: CGSize?
    private let priority: ImagePriority
    private let pipeline: ImagePipeline<ImageIODecoder>
    private let content: (ImageLoadPhase<DecodedImage>) -> Content
    @Environment(\.displayScale) private var displayScale
    @State private var phase: ImageLoadPhase<DecodedImage> = .idle

    /// The photo at `url`, decoded to cover `pointSize` points at the display's scale (nil: full
    /// size), drawn by `content` in each phase.
    ///
    /// - Parameters:
    ///   - url: where the photo is; nil shows the `.failed` phase. A new URL loads again.
    ///   - pointSize: the size the photo is drawn at, in points: a larger photo is decoded just
    ///     large enough to cover it at the display's scale, at its own aspect ratio (a 160 × 213
    ///     frame on a 3× screen: 480 × 639 pixels covered), a smaller one at its own size. Nil
    ///     decodes it at full size.
    ///   - priority: the load's priority in the pipeline's queue (default `.high`: on screen now).
    ///   - pipeline: the pipeline that loads, caches and decodes it (default
    ///     ``ImageIODecoder/sharedPipeline``: 128 MiB in memory, 256 MiB on disk).
    ///   - content: the view for each phase — `.idle`, `.loading`, `.loaded(image)` or
    ///     `.failed(error)`. A photo already in the memory cache arrives as `.loaded` on the first
    ///     frame.
    public init(
      url: URL?, pointSize: CGSize? = nil, priority: ImagePriority = .high,
      pipeline: ImagePipeline<ImageIODecoder> = ImageIODecoder.sharedPipeline,
      @ViewBuilder content: @escaping (ImageLoadPhase<DecodedImage>) -> Content
    ) {
      self.url = url
      self.pointSize = pointSize
      self.priority = priority
      self.pipeline = pipeline
      self.content = content
    }

    public var body: some View {
      #if canImport(UIKit) && !os(watchOS)
        // The shared pipeline gives its decoded photos back when memory runs low.
        let _ = ImageIODecoder.observeMemoryWarnings()
      #endif
      content(shownPhase)
        .modifier(
          RemoteImageLoading(
            key: RemoteImageLoading.Key(url: url, pointSize: pointSize, scale: displayScale), request: request,
            pipeline: pipeline,
            phase: $phase))
    }

    private var request: ImageRequest? {
      url.map { url in
        ImageRequest(
          url: url, targetPixelSize: pointSize.flatMap { PixelSize(points: $0, scale: Double(displayScale)) },
          priority: priority)
      }
    }

    /// A cached photo shows at once, before the task runs.
    private var shownPhase: ImageLoadPhase<DecodedImage> {
      if case .idle = phase, let request, let image = pipeline.cachedImage(for: request) { return .loaded(image) }
      return phase
    }
  }

  extension RemoteImage where Content == RemoteImagePhaseView {
    /// The photo at `url` filling its frame (aspect fill), nothing until it arrives: put a
    /// background behind it for a placeholder.
    ///
    /// - Parameters:
    ///   - url: where the photo is; nil shows nothing.
    ///   - pointSize: the size the photo is drawn at, in points, so that it is decoded no larger than
    ///     that at the display's scale; nil decodes it at full size.
    ///   - priority: the load's priority in the pipeline's queue (default `.high`).
    public init(url: URL?, pointSize: CGSize? = nil, priority: ImagePriority = .high) {
      self.init(url: url, pointSize: pointSize, priority: priority) { RemoteImagePhaseView(phase: $0) }
    }
  }

  /// What ``RemoteImage`` shows by default: the photo filling its frame, or a quiet placeholder.
  public struct RemoteImagePhaseView: View {
    let phase: ImageLoadPhase<DecodedImage>
    @Environment(\.displayScale) private var displayScale

    public var body: some View {
      if case .loaded(let image) = phase {
        Image(decorative: image.cgImage, scale: displayScale).resizable().aspectRatio(contentMode: .fill)
      } else {
        Color.clear
      }
    }
  }
#endif
