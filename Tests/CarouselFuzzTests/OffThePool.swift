import Foundation

/// Runs `body` on a thread of its own and waits for it without holding one of the threads of Swift's
/// cooperative pool.
///
/// A fuzz case may block until a task it started has run (the data loader's probe waits for its
/// answer); blocking a pool thread for that can starve the task itself when every pool thread — two,
/// on a two-core machine — is doing the same.
func offThePool<Result: Sendable>(_ body: @escaping @Sendable () -> Result) async -> Result {
  await withCheckedContinuation { continuation in
    let thread = Thread { continuation.resume(returning: body()) }
    // A fuzz case recurses no deeper than a test's, but the default secondary-thread stack is small.
    thread.stackSize = 8 << 20
    thread.start()
  }
}
