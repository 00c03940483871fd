/// Where one image stands, as a front end draws it: a placeholder while loading, the image, or a
/// retry mark after a failure.
public enum ImageLoadPhase<Image: Sendable>: Sendable {
  /// Not asked for (off screen and not ahead).
  case idle
  /// Asked for and not here yet.
  case loading
  /// Here.
  case loaded(Image)
  /// Failed; ``Prefetcher/retry(_:)`` asks again.
  case failed(ImageLoadingError)
}
