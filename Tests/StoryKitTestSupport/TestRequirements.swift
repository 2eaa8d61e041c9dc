import Foundation

/// Whether tests that need something from the machine (python3, the test servers of `make test`)
/// run.
///
/// Where the thing is missing, such a test is skipped on a developer's machine, with a reason. Under
/// CI (`CI=true`) it runs anyway and fails: there a missing install step must turn the run red, not
/// pass silently.
package enum TestRequirements {
  /// Whether this is a CI run: the environment has `CI` set to `true` or `1`.
  package static var isCI: Bool {
    let value = ProcessInfo.processInfo.environment["CI"]?.lowercased()
    return value == "true" || value == "1"
  }

  /// Whether a test needing something that is `available` runs: when it is, and always under CI.
  package static func runs(ifAvailable available: Bool) -> Bool {
    available || isCI
  }
}
