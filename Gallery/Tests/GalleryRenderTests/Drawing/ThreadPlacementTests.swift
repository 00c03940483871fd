import CThreadPlacement
import Testing

/// The scheduler calls a split paint's second thread uses to keep off the frame's CPU
/// (``BandPaint``): each test runs on one thread without suspending, and gives its affinity back.
@Suite("Thread placement: leaving a CPU and coming back")
struct ThreadPlacementTests {
  #if os(Linux)
    /// Leaves the CPU the thread is on, asking again if it moved between the question and the call.
    private static func leaveCurrentCPU() -> (left: Int32, moved: Int32) {
      for _ in 0..<100 {
        let here = thread_placement_current_cpu()
        let moved = thread_placement_leave_cpu(here)
        if moved == 1 || thread_placement_current_cpu() == here { return (here, moved) }
      }
      return (-1, 0)
    }

    @Test("A thread leaves its CPU, runs elsewhere, and gets every CPU back")
    func leavesAndComesBack() {
      defer { thread_placement_restore() }
      let allowed = thread_placement_allowed_cpus()
      #expect(allowed >= 1)
      let (left, moved) = Self.leaveCurrentCPU()
      #expect(left >= 0)
      if allowed > 1 {
        #expect(moved == 1)
        #expect(thread_placement_current_cpu() != left)
        #expect(thread_placement_allowed_cpus() == allowed - 1)
      } else {
        // Its only CPU: it stays.
        #expect(moved == 0)
      }
      thread_placement_restore()
      #expect(thread_placement_allowed_cpus() == allowed)
    }

    @Test("A CPU that does not exist changes nothing", arguments: [-1, -2, 1 << 20, Int32.max])
    func nothingToLeave(cpu: Int32) {
      defer { thread_placement_restore() }
      let allowed = thread_placement_allowed_cpus()
      #expect(thread_placement_leave_cpu(cpu) == 0)
      #expect(thread_placement_allowed_cpus() == allowed)
    }

    @Test("Giving back an affinity never taken changes nothing, once or twice")
    func restoreWithoutLeaving() {
      let allowed = thread_placement_allowed_cpus()
      thread_placement_restore()
      thread_placement_restore()
      #expect(thread_placement_allowed_cpus() == allowed)
    }
  #else
    @Test("Elsewhere the calls say they cannot and change nothing")
    func unsupported() {
      #expect(thread_placement_current_cpu() == -1)
      #expect(thread_placement_allowed_cpus() == -1)
      #expect(thread_placement_leave_cpu(0) == 0)
      thread_placement_restore()
    }
  #endif
}
