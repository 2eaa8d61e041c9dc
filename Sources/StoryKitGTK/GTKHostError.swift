/// Why a GTK host could not start.
///
/// ```swift
/// do {
///   try GTKMainLoop.initialize()
/// } catch {
///   print(error)  // no display: … run it under a display, or headless with xvfb-run -a …
/// }
/// ```
public enum GTKHostError: Error, Sendable, Hashable, CustomStringConvertible {
  /// There is no display to open a window on: neither `DISPLAY` nor `WAYLAND_DISPLAY` is set, or
  /// the one named could not be opened. The associated text says which.
  case noDisplay(String)
  /// GTK was started off the process's main thread, or from inside Swift's async `main` (whose
  /// main queue runs elsewhere): GTK and Swift's main actor must share the main thread.
  case notOnMainThread

  /// What went wrong and what to do about it, in a sentence or two.
  public var description: String {
    switch self {
    case .noDisplay(let detail):
      return
        "no display: \(detail). A StoryKit window needs a graphical session: run it under a display, "
        + "or headless with xvfb-run, e.g. `xvfb-run -a storykit preview Examples/feeds/demo.json`"
    case .notOnMainThread:
      return
        "GTK must run on the process's main thread, from a synchronous main: call GTKMainLoop from "
        + "`static func main()` (not `async`), so that the main actor and GTK share that thread"
    }
  }

  /// Checks that the environment names a display, as GTK will need one.
  ///
  /// This is the check before GTK is touched; ``GTKMainLoop/initialize(environment:renderer:accessibilityBus:applicationName:)`` also fails
  /// with ``noDisplay(_:)`` when a display is named but cannot be opened.
  /// - Parameter environment: The process environment (`ProcessInfo.processInfo.environment`).
  /// - Throws: ``noDisplay(_:)`` when neither `DISPLAY` nor `WAYLAND_DISPLAY` has a value.
  public static func checkDisplay(in environment: [String: String]) throws(GTKHostError) {
    let names = ["WAYLAND_DISPLAY", "DISPLAY"]
    guard names.contains(where: { !(environment[$0] ?? "").isEmpty }) else {
      throw .noDisplay("neither DISPLAY nor WAYLAND_DISPLAY is set")
    }
  }
}
