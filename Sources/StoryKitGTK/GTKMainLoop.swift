import CGtk4
import Foundation
import StoryKitUI

/// GTK's main loop, with Swift's main actor running inside it.
///
/// GTK calls back on the thread that started it, and StoryKit's views live on the main actor, so
/// both must share the process's main thread. Start GTK from a synchronous `main` (Swift's async
/// `main` hands the main queue to another thread on Linux), then run the loop:
///
/// ```swift
/// @main enum App {
///   @MainActor static func main() {
///     do { try GTKMainLoop.initialize() } catch { print(error); exit(1) }
///     // … make a window with a GTKHostView …
///     GTKMainLoop.run()  // until GTKMainLoop.quit()
///   }
/// }
/// ```
///
/// While the loop runs, main-actor work queued from elsewhere (an image that arrived, a
/// `Task { @MainActor in … }`) runs between GTK's events: the loop watches the main queue's file
/// descriptor, as Foundation's run loop does, so an idle loop sleeps without polling.
@MainActor
public enum GTKMainLoop {
  private static var isInitialized = false
  private static var mainQueueSource: guint = 0
  private static var loop: OpaquePointer?

  /// Starts GTK on the main thread and lets the main actor run inside its loop. Calling it again
  /// does nothing.
  ///
  /// - Parameters:
  ///   - environment: The process environment, checked for a display before GTK is touched.
  ///   - renderer: GSK's renderer when the environment does not choose one (`GSK_RENDERER`):
  ///     `"cairo"`, the default, draws the same pixels everywhere and needs no GPU.
  ///   - accessibilityBus: `false` sets `GTK_A11Y=none` (unless set), which keeps GTK from
  ///     looking for the accessibility bus, and from warning when there is none (headless runs).
  ///     `true` leaves `GTK_A11Y` to the environment: assistive technologies see the windows.
  ///   - applicationName: The application's name for people ("StoryKit preview"), when the
  ///     process has not set one: GLib's application name, and its program name made of it
  ///     ("storykit-preview"), which is the application's name on the accessibility bus (else
  ///     "Unnamed") and its X11 window class.
  /// - Throws: ``GTKHostError/noDisplay(_:)`` without a display,
  ///   ``GTKHostError/notOnMainThread`` off the main thread or inside an async `main`.
  public static func initialize(
    environment: [String: String] = ProcessInfo.processInfo.environment, renderer: String? = "cairo",
    accessibilityBus: Bool = true, applicationName: String? = nil
  ) throws(GTKHostError) {
    guard !isInitialized else { return }
    try GTKHostError.checkDisplay(in: environment)
    guard Thread.isMainThread else { throw .notOnMainThread }
    if let renderer { setenv("GSK_RENDERER", renderer, 0) }
    if !accessibilityBus { setenv("GTK_A11Y", "none", 0) }
    if let applicationName, !applicationName.isEmpty { name(applicationName) }
    guard gtk_init_check() != 0 else {
      let name =
        environment["WAYLAND_DISPLAY"].flatMap { $0.isEmpty ? nil : $0 } ?? environment["DISPLAY"] ?? ""
      throw .noDisplay("the display \"\(name)\" could not be opened")
    }
    try attachMainQueue()
    isInitialized = true
  }

  /// Runs GLib's main loop until ``quit()``. Returns at once when it is already running.
  public static func run() {
    guard loop == nil, let newLoop = g_main_loop_new(nil, 0) else { return }
    loop = newLoop
    g_main_loop_run(newLoop)
    g_main_loop_unref(newLoop)
    loop = nil
  }

  /// Makes ``run()`` return once the current event has been handled.
  public static func quit() {
    if let loop { g_main_loop_quit(loop) }
  }

  /// Sets GLib's application and program names from `applicationName`, each only when unset.
  private static func name(_ applicationName: String) {
    // GLib's application name falls back to the program name: ask before setting that.
    if g_get_application_name() == nil { g_set_application_name(applicationName) }
    if g_get_prgname() == nil {
      g_set_prgname(AccessibilityElement.actionIdentifiers(for: [applicationName]).first ?? "storykit")
    }
  }

  /// Watches the main queue's descriptor from GLib's default context (once).
  private static func attachMainQueue() throws(GTKHostError) {
    guard mainQueueSource == 0 else { return }
    // -1 once `dispatch_main()` has run: the main queue is no longer bound to this thread.
    let descriptor = _dispatch_get_main_queue_handle_4CF()
    guard descriptor >= 0 else { throw .notOnMainThread }
    mainQueueSource = g_unix_fd_add(descriptor, G_IO_IN, drainMainQueue, nil)
  }
}

/// Empties the main queue's wake-up counter (the descriptor is non-blocking, and libdispatch
/// leaves the reading to its run loop), then runs the queued main-actor work.
private let drainMainQueue: @convention(c) (Int32, GIOCondition, gpointer?) -> gboolean = {
  descriptor, _, _ in
  var counter: UInt64 = 0
  _ = read(descriptor, &counter, MemoryLayout<UInt64>.size)
  _dispatch_main_queue_callback_4CF(nil)
  return 1  // G_SOURCE_CONTINUE
}
