import Foundation

/// The tasks a store's effects run in. Lock-protected so that the store's nonisolated `deinit` can
/// cancel them.
final class EffectTasks: @unchecked Sendable {
  private let lock = NSLock()
  private var tasks: [Int: Task<Void, Never>] = [:]
  private var nextID = 0

  /// Registers a task created by `make`, which receives the task's id.
  func start(_ make: (Int) -> Task<Void, Never>) {
    lock.lock()
    let id = nextID
    nextID += 1
    lock.unlock()
    let task = make(id)
    lock.lock()
    tasks[id] = task
    lock.unlock()
  }

  func finish(_ id: Int) {
    lock.lock()
    tasks[id] = nil
    lock.unlock()
  }

  var running: [Task<Void, Never>] {
    lock.lock()
    defer { lock.unlock() }
    return Array(tasks.values)
  }

  var isEmpty: Bool {
    lock.lock()
    defer { lock.unlock() }
    return tasks.isEmpty
  }

  func cancelAll() {
    lock.lock()
    let all = tasks.values
    tasks.removeAll()
    lock.unlock()
    for task in all { task.cancel() }
  }
}
