import CarouselImages
import Foundation

/// A loader whose loads wait until the test releases them, so a test sees exactly which loads are in
/// flight and in what order they started. It serves `data` for every URL.
final class ControlledLoader: DataLoading {
  private struct State {
    var started: [URL] = []
    var waiting: [URL: [CheckedContinuation<Void, Never>]] = [:]
    var released: Set<URL> = []
    var releaseAll = false
    var inFlight = 0
    var peakInFlight = 0
  }

  private let state = Protected(State())
  let data: Data

  init(data: Data) { self.data = data }

  func loadData(from url: URL) async throws(ImageLoadingError) -> LoadedData {
    state.withLock {
      $0.started.append(url)
      $0.inFlight += 1
      $0.peakInFlight = max($0.peakInFlight, $0.inFlight)
    }
    defer { state.withLock { $0.inFlight -= 1 } }
    await withTaskCancellationHandler {
      await withCheckedContinuation { continuation in
        let go = state.withLock { state -> Bool in
          if state.releaseAll || state.released.contains(url) || Task.isCancelled { return true }
          state.waiting[url, default: []].append(continuation)
          return false
        }
        if go { continuation.resume() }
      }
    } onCancel: {
      let continuations = state.withLock { state in state.waiting.removeValue(forKey: url) ?? [] }
      for continuation in continuations { continuation.resume() }
    }
    if Task.isCancelled { throw .cancelled }
    return LoadedData(data: data, contentType: "image/jpeg")
  }

  /// Lets every waiting and future load of `url` finish.
  func release(_ url: URL) {
    let continuations = state.withLock { state in
      state.released.insert(url)
      return state.waiting.removeValue(forKey: url) ?? []
    }
    for continuation in continuations { continuation.resume() }
  }

  /// Lets every load finish from now on.
  func releaseAll() {
    let continuations = state.withLock { state in
      state.releaseAll = true
      defer { state.waiting = [:] }
      return state.waiting.values.flatMap { $0 }
    }
    for continuation in continuations { continuation.resume() }
  }

  /// The URLs loads started for, in order.
  var started: [URL] { state.withLock { $0.started } }
  /// Loads inside `loadData` now, and the most at once.
  var inFlight: (now: Int, peak: Int) { state.withLock { ($0.inFlight, $0.peakInFlight) } }
}
