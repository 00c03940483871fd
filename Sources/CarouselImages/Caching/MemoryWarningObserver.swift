import Foundation

/// Empties a memory cache each time a notification is posted — on iOS the system's memory warning
/// (`UIApplication.didReceiveMemoryWarningNotification`), which the shared pipeline of CarouselKit's `ImageIODecoder`
/// observes — so decoded photos the app can decode again are the first memory it gives back. The
/// disk cache is left alone: it costs no memory.
///
/// The observation ends when the observer is released.
///
/// ```swift
/// let relief = MemoryWarningObserver(emptying: pipeline.memoryCache, on: .memoryPressure)
/// ```
public final class MemoryWarningObserver: Sendable {
  private let token: Token

  /// Empties `cache` whenever `center` posts `name` (from any thread).
  public init<Image: Sendable>(
    emptying cache: ImageMemoryCache<Image>, on name: Notification.Name, center: NotificationCenter = .default
  ) {
    let observer = center.addObserver(forName: name, object: nil, queue: nil) { _ in cache.removeAll() }
    token = Token(observer: observer, center: center)
  }

  /// The observation, removed when the observer goes.
  private final class Token: @unchecked Sendable {
    // NotificationCenter's observer tokens are not Sendable; this one is only passed back to the
    // centre that made it, once.
    let observer: any NSObjectProtocol
    let center: NotificationCenter

    init(observer: any NSObjectProtocol, center: NotificationCenter) {
      self.observer = observer
      self.center = center
    }

    deinit { center.removeObserver(observer) }
  }
}
