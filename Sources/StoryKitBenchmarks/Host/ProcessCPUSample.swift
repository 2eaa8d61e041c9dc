import Foundation

/// The process's CPU time (user and system, every thread, from `getrusage(RUSAGE_SELF)`) and the
/// monotonic time when it was read; two of them give a CPU percentage.
///
/// ```swift
/// let start = ProcessCPUSample.now()
/// // … play for a while …
/// let percent = ProcessCPUSample.now().percent(since: start)  // 100 is one core busy
/// ```
package struct ProcessCPUSample: Sendable, Equatable {
  /// User plus system CPU seconds used so far.
  package var cpuSeconds: Double
  /// Seconds on the monotonic clock.
  package var wallSeconds: Double

  /// A sample of given times.
  package init(cpuSeconds: Double, wallSeconds: Double) {
    self.cpuSeconds = cpuSeconds
    self.wallSeconds = wallSeconds
  }

  /// The process's CPU time now.
  package static func now() -> ProcessCPUSample {
    sample(RUSAGE_SELF.rawValue)
  }

  /// The CPU time of the child processes that have ended and been waited for, now: two of them
  /// around a child's run give that child's CPU percentage.
  package static func children() -> ProcessCPUSample {
    sample(RUSAGE_CHILDREN.rawValue)
  }

  private static func sample(_ who: Int32) -> ProcessCPUSample {
    var usage = rusage()
    let cpu: Double
    if getrusage(who, &usage) == 0 {
      cpu = seconds(usage.ru_utime) + seconds(usage.ru_stime)
    } else {
      cpu = .nan
    }
    var time = timespec()
    clock_gettime(CLOCK_MONOTONIC, &time)
    return ProcessCPUSample(cpuSeconds: cpu, wallSeconds: Double(time.tv_sec) + Double(time.tv_nsec) / 1e9)
  }

  /// The CPU time used since `start` as a percentage of the time that passed: 100 is one core
  /// busy the whole time (more than 100 with several threads). `nan` when no time passed.
  package func percent(since start: ProcessCPUSample) -> Double {
    let wall = wallSeconds - start.wallSeconds
    guard wall > 0 else { return .nan }
    return (cpuSeconds - start.cpuSeconds) / wall * 100
  }

  private static func seconds(_ value: timeval) -> Double {
    Double(value.tv_sec) + Double(value.tv_usec) / 1e6
  }
}
