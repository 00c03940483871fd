import Foundation
import GalleryRender

#if canImport(Glibc)
  import Glibc
#endif

/// Seconds since the process started, for the cold start `--stats` reports.
///
/// On Linux the start is the kernel's (`/proc/self/stat`, in clock ticks since boot, so the dynamic
/// loader and everything before `main` count); elsewhere, or if that cannot be read, the first call to
/// ``markLaunch()``, which `main` makes first.
public enum LaunchClock {
  /// Seconds on the boot clock when the process started, read once; nil where unknown.
  private static let kernelStart: Double? = readKernelStart()
  /// Started when ``markLaunch()`` was first called.
  nonisolated(unsafe) private static var markedStart: Stopwatch?

  /// Notes the launch, for platforms without the kernel's record. Call first thing in `main`.
  public static func markLaunch() {
    if markedStart == nil { markedStart = Stopwatch() }
    _ = kernelStart
  }

  /// Seconds since the process started (since ``markLaunch()`` where the kernel's start is unknown);
  /// nil before either is known.
  public static func secondsSinceLaunch() -> Double? {
    #if os(Linux)
      if let kernelStart, let now = bootClockNow() { return max(0, now - kernelStart) }
    #endif
    return markedStart?.elapsed
  }

  #if os(Linux)
    private static func bootClockNow() -> Double? {
      var time = timespec()
      guard clock_gettime(CLOCK_BOOTTIME, &time) == 0 else { return nil }
      return Double(time.tv_sec) + Double(time.tv_nsec) / 1e9
    }
  #endif

  /// The 22nd field of `/proc/self/stat` (the start, in clock ticks since boot) in seconds. The
  /// command name (field 2) may hold spaces and parentheses, so fields are counted after its last `)`.
  private static func readKernelStart() -> Double? {
    #if os(Linux)
      guard let stat = try? String(contentsOfFile: "/proc/self/stat", encoding: .utf8),
        let close = stat.lastIndex(of: ")")
      else { return nil }
      let fields = stat[stat.index(after: close)...].split(separator: " ")
      let ticksPerSecond = sysconf(Int32(_SC_CLK_TCK))
      guard fields.count > 19, let ticks = Double(fields[19]), ticksPerSecond > 0 else { return nil }
      return ticks / Double(ticksPerSecond)
    #else
      return nil
    #endif
  }
}
