import Foundation

/// Where `storykit-bench host` and `soak` draw: the display in `DISPLAY`, else a virtual one of its own. The
/// command re-runs itself under `xvfb-run -a` (a free display number, a 1280 × 1600 screen, big
/// enough for the 840 × 1520 px window at scale 2), so `make bench BENCH=host` works headless.
enum HostBenchDisplay {
  /// Set in the re-run's environment, so a re-run that still has no display stops there.
  static let marker = "STORYKIT_BENCH_HOST_XVFB"
  /// The X server's arguments under `xvfb-run`.
  static let serverArguments = "-screen 0 1280x1600x24 -nolisten tcp"

  /// Whether the environment names an X display (GDK_SCALE, which gives scale 2, is X11's).
  static func hasDisplay(_ environment: [String: String]) -> Bool {
    !(environment["DISPLAY"] ?? "").isEmpty
  }

  /// The command line that re-runs `arguments` (the program's, without its name) under
  /// `xvfb-run`, or `nil` when there is a display or this is already the re-run.
  static func xvfbCommand(environment: [String: String], executable: String, arguments: [String]) -> [String]?
  {
    guard !hasDisplay(environment), environment[marker] == nil else { return nil }
    return ["xvfb-run", "-a", "-s", serverArguments, executable] + arguments
  }

  /// Replaces the process with its re-run under `xvfb-run` when there is no display; returns
  /// only when it did not (there is a display: `nil`; it failed: the reason).
  static func reexecIfNeeded() -> String? {
    let environment = ProcessInfo.processInfo.environment
    if !hasDisplay(environment), environment[marker] != nil {
      return "no display even under xvfb-run (DISPLAY is unset)"
    }
    let executable =
      (try? FileManager.default.destinationOfSymbolicLink(atPath: "/proc/self/exe"))
      ?? CommandLine.arguments.first ?? "storykit-bench"
    guard
      let command = xvfbCommand(
        environment: environment, executable: executable, arguments: Array(CommandLine.arguments.dropFirst()))
    else { return nil }
    let name = (["storykit-bench"] + CommandLine.arguments.dropFirst().prefix(1)).joined(separator: " ")
    FileHandle.standardError.write(Data("\(name): no DISPLAY, running under xvfb-run -a\n".utf8))
    setenv(marker, "1", 1)
    fflush(nil)
    var argv: [UnsafeMutablePointer<CChar>?] = command.map { strdup($0) }
    argv.append(nil)
    execvp(command[0], argv)
    let reason = String(cString: strerror(errno))
    for pointer in argv { free(pointer) }
    return "no display, and xvfb-run could not be started (\(reason)); install xvfb (scripts/bootstrap) "
      + "or run with a DISPLAY"
  }
}
