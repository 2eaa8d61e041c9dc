import CGtk4
import Foundation
import StoryKit
import StoryKitCairo
import StoryKitUI

/// Hosts a StoryKit view tree in a GTK 4 drawing area: draws it with the Cairo canvas on GTK's
/// `cairo_t`, turns GTK's input into StoryKit events, and ticks the tree's clock only while
/// something moves.
///
/// ```swift
/// let host = GTKHostView(root: root)
/// host.keyCommands = player.keyCommands       // keys go to the screen in front
/// host.onFrame = { _ in presenter.tick() }    // before each frame is drawn
/// gtk_window_set_child(window, host.widget)   // the widget keeps the host alive
/// ```
///
/// - **Drawing.** GTK's draw function draws the tree through ``StoryKitCairo/CairoCanvas``, in
///   logical pixels (points); GTK scales to the monitor. The root's ``StoryKitUI/View/displayScale``
///   follows the widget's scale factor, so pictures load at their size in pixels.
/// - **Layout.** The root fills the widget; a resize lays it out again.
/// - **Pointer.** Presses, moves and releases of the primary button (and touches) become
///   ``StoryKitUI/PointerEvent``s with their timestamps, delivered by ``pointerDispatcher``.
///   Losing focus cancels them.
/// - **Scrolling.** The wheel and the touchpad scroll the nearest
///   ``StoryKitUI/ScrollWheelHandling`` view under the pointer.
/// - **Keys.** Presses and releases become ``StoryKitUI/KeyEvent``s for ``keyCommands``; keys it
///   does not handle go on to GTK.
/// - **Frames.** A tick callback runs while ``StoryKitUI/View/nextFrameTimeInSubtree(now:)``
///   says something moves (and while a pointer is down, for long presses); otherwise it is
///   removed and an idle window does no work. A frame due later starts it again on a timer.
///   When a movement ends, one more frame draws where it ended.
///   ``StoryKitUI/View/setNeedsDisplay()`` anywhere in the tree (a picture that arrived, a
///   change of content) queues a draw and one tick.
/// - **Theme.** Unless ``theme`` is set, the root's appearance follows GTK's dark preference.
/// - **Screen reader.** The root's ``StoryKitUI/View/isScreenReaderRunning`` follows the AT-SPI
///   bus's `ScreenReaderEnabled`, so stories paced ``StoryKit/StoryPacing/automatic`` wait for
///   the user while one runs.
@MainActor
public final class GTKHostView {
  /// The tree's root; it fills the widget.
  public let root: View
  /// The GTK drawing area, to add to a window or container. It owns the host: the host lives
  /// as long as the widget.
  public let widget: UnsafeMutablePointer<GtkWidget>
  /// Delivers the pointer events to the tree's gesture recognizers.
  public let pointerDispatcher: PointerDispatcher

  /// The theme of the root's appearance; `nil` follows GTK's dark preference.
  public var theme: Theme? {
    didSet { applyTheme() }
  }

  /// Where key events go: the router of the screen in front (a player's
  /// `keyCommands`); `nil` passes every key to GTK.
  public var keyCommands: KeyCommandRouter?

  /// Runs before each frame is drawn, with the clock's time: the place for work that moves the
  /// tree on (a player presenter's `tick()`).
  public var onFrame: (@MainActor (Double) -> Void)?

  /// Runs at the end of GTK's draw function, once the tree has been drawn into GTK's `cairo_t`,
  /// with the clock's time. With `onFrame` it times a frame from the tick to the end of the draw
  /// (`storykit-bench host`); ``onFramePainted`` follows once GTK has rendered and shown it.
  public var onFrameDrawn: (@MainActor (Double) -> Void)?

  /// Runs once a drawn frame has been painted to the window, with the number of frames drawn so
  /// far (1 for the first).
  public var onFramePainted: (@MainActor (Int) -> Void)?

  /// The share of the window the last frame handed to GTK anew, 0…1: the strips whose
  /// pixels changed (1 when drawn without strips). GTK repaints only those.
  public private(set) var lastFrameRepaintedShare = 1.0

  /// How many frames have been drawn.
  public private(set) var framesDrawn = 0

  /// The widget's scale factor: device pixels per point (2 under X11 with `GDK_SCALE=2`).
  public var scaleFactor: Int { Int(gtk_widget_get_scale_factor(widget)) }

  /// Whether the tick callback is installed (something moves, or a pointer is down).
  public var isTicking: Bool { tickID != 0 }

  /// The tree's accessibility elements as GTK accessibles, for AT-SPI (``GTKAccessibilityBridge``).
  let accessibilityBridge: GTKAccessibilityBridge
  /// The keyboard focus ring, over the tree while an element has focus.
  let focusRing = AccessibilityFocusRingView(frame: .zero)
  /// The window's `notify::focus-widget` handler, while realized.
  var focusWidgetHandler: (window: UnsafeMutableRawPointer, id: gulong)?
  /// The focused element's frame the ring was last drawn around.
  var focusedFrame: Rect?
  /// Whether the AT-SPI bus reports a screen reader; the root's
  /// ``StoryKitUI/View/isScreenReaderRunning`` follows it.
  let screenReader = GTKScreenReaderStatus()

  // Frame clock and input state, used by the extensions.
  var tickID: guint = 0
  /// Whether the last tick drew a frame because something moved: the frame of its end is due.
  var wasAnimating = false
  var wakeTimer: GTKTimer?
  var isInFrame = false
  var isDrawing = false
  var isFramePending = false
  var eventClock = GTKEventClock()
  var lastPointerLocation: Point?
  var lastPointerActivity = -Double.infinity
  var isDestroyed = false
  private let backBuffer = GTKBackBuffer()
  private let strips = GTKStripNodes()
  private var settingsHandlers: [gulong] = []
  private var frameClockHandler: (clock: UnsafeMutableRawPointer, id: gulong)?

  /// Creates a drawing area hosting `root`. GTK must be initialised (``GTKMainLoop/initialize(environment:renderer:accessibilityBus:applicationName:)``).
  /// - Parameter root: The root of the tree; its frame follows the widget's size.
  public init(root: View) {
    self.root = root
    pointerDispatcher = PointerDispatcher(root: root)
    widget = GTKHostArea.make() ?? gtk_drawing_area_new()
    accessibilityBridge = GTKAccessibilityBridge(host: widget, root: root)
    let data = Unmanaged.passUnretained(self).toOpaque()
    // The widget holds the host (released when the widget is finalized); callbacks borrow it.
    g_object_set_data_full(
      UnsafeMutableRawPointer(widget).assumingMemoryBound(to: GObject.self), "storykit-host",
      Unmanaged.passRetained(self).toOpaque(), releaseHost)
    gtk_widget_set_focusable(widget, 1)
    gtk_widget_set_hexpand(widget, 1)
    gtk_widget_set_vexpand(widget, 1)
    gtk_drawing_area_set_draw_func(drawingArea, drawThunk, data, nil)
    connectSignal(widget, "resize", resizeThunk, data)
    connectSignal(widget, "notify::scale-factor", scaleFactorThunk, data)
    connectSignal(widget, "realize", realizeThunk, data)
    connectSignal(widget, "unrealize", unrealizeThunk, data)
    connectSignal(widget, "destroy", destroyThunk, data)
    installInputControllers()
    watchThemeSettings()
    root.displayScale = Double(gtk_widget_get_scale_factor(widget))
    if root.clipboard == nil { root.clipboard = GTKClipboard() }
    root.displayRequestHandler = { [weak self] in self?.displayRequested() }
    applyTheme()
    accessibilityBridge.onAction = { [weak self] in self?.displayRequested() }
    accessibilityBridge.onFocusChange = { [weak self] in self?.updateFocusRing() }
    screenReader.onChange = { [weak self] running in self?.root.isScreenReaderRunning = running }
  }

  private var drawingArea: UnsafeMutablePointer<GtkDrawingArea> {
    UnsafeMutableRawPointer(widget).assumingMemoryBound(to: GtkDrawingArea.self)
  }

  /// Queues a draw and a tick, as a view's ``StoryKitUI/View/setNeedsDisplay()`` does.
  public func setNeedsDisplay() {
    displayRequested()
  }

  // MARK: - Drawing

  /// GTK asks for the widget's render nodes: the tree drawn into the back buffer, handed over as
  /// strips of Cairo nodes (only the changed ones new).
  func snapshot(_ snapshot: OpaquePointer) {
    let width = gtk_widget_get_width(widget)
    let height = gtk_widget_get_height(widget)
    let size = Size(width: Double(max(width, 1)), height: Double(max(height, 1)))
    if root.frame.size != size { root.frame = Rect(origin: .zero, size: size) }
    let scale = Double(gtk_widget_get_scale_factor(widget))
    isDrawing = true
    if backBuffer.draw(root, size: size, scale: scale, into: strips) {
      strips.append(to: snapshot)
      lastFrameRepaintedShare = strips.changedShare
    } else {
      lastFrameRepaintedShare = 1
      var rect = graphene_rect_t()
      rect.size.width = Float(size.width)
      rect.size.height = Float(size.height)
      if let context = gtk_snapshot_append_cairo(snapshot, &rect) {
        CairoCanvas.render(root, into: context)
        cairo_destroy(context)
      }
    }
    isDrawing = false
    frameDrawn()
  }

  /// The drawing area's own draw function, used only when the host area type is unavailable.
  func draw(_ context: OpaquePointer, width: Int32, height: Int32) {
    let size = Size(width: Double(max(width, 1)), height: Double(max(height, 1)))
    if root.frame.size != size { root.frame = Rect(origin: .zero, size: size) }
    isDrawing = true
    CairoCanvas.render(root, into: context)
    isDrawing = false
    frameDrawn()
  }

  private func frameDrawn() {
    framesDrawn += 1
    isFramePending = true
    onFrameDrawn?(root.clock.now)
  }

  func framePainted() {
    guard isFramePending else { return }
    isFramePending = false
    onFramePainted?(framesDrawn)
  }

  func resized(width: Int32, height: Int32) {
    root.frame = Rect(x: 0, y: 0, width: Double(max(width, 1)), height: Double(max(height, 1)))
    root.setNeedsLayout()
    displayRequested()
  }

  func scaleFactorChanged() {
    let scale = Double(gtk_widget_get_scale_factor(widget))
    if root.displayScale != scale { root.displayScale = scale }
    displayRequested()
  }

  func realized() {
    guard let clock = gtk_widget_get_frame_clock(widget) else { return }
    let raw = UnsafeMutableRawPointer(clock)
    let id = connectSignal(raw, "after-paint", afterPaintThunk, Unmanaged.passUnretained(self).toOpaque())
    frameClockHandler = (raw, id)
    watchFocusWidget()
    displayRequested()
  }

  func unrealized() {
    if let handler = frameClockHandler { g_signal_handler_disconnect(handler.clock, handler.id) }
    frameClockHandler = nil
    if let handler = focusWidgetHandler { g_signal_handler_disconnect(handler.window, handler.id) }
    focusWidgetHandler = nil
    tickID = 0  // GTK drops tick callbacks with the frame clock
    wasAnimating = false
  }

  func destroyed() {
    isDestroyed = true
    accessibilityBridge.stop()
    screenReader.stop()
    wakeTimer?.invalidate()
    wakeTimer = nil
    if tickID != 0 { gtk_widget_remove_tick_callback(widget, tickID) }
    tickID = 0
    unrealized()
    if let settings = gtk_settings_get_default() {
      for id in settingsHandlers { g_signal_handler_disconnect(UnsafeMutableRawPointer(settings), id) }
    }
    settingsHandlers = []
    pointerDispatcher.cancelAll()
    root.displayRequestHandler = nil
  }

  // MARK: - Theme

  private func watchThemeSettings() {
    guard let settings = gtk_settings_get_default() else { return }
    let data = Unmanaged.passUnretained(self).toOpaque()
    for name in ["notify::gtk-application-prefer-dark-theme", "notify::gtk-theme-name"] {
      settingsHandlers.append(connectSignal(UnsafeMutableRawPointer(settings), name, settingsThunk, data))
    }
  }

  /// Gives the root the app's theme, else the one GTK's settings ask for.
  func applyTheme() {
    let wanted = theme ?? Self.systemTheme()
    var appearance = root.appearance
    guard appearance.theme != wanted else { return }
    appearance.theme = wanted
    root.appearance = appearance
    displayRequested()
  }

  /// The theme GTK's settings and `GTK_THEME` ask for.
  static func systemTheme() -> Theme {
    guard let settings = gtk_settings_get_default() else { return .light }
    let object = UnsafeMutableRawPointer(settings).assumingMemoryBound(to: GObject.self)
    var prefersDark = GValue()
    g_value_init(&prefersDark, GType(5 << 2))  // G_TYPE_BOOLEAN
    g_object_get_property(object, "gtk-application-prefer-dark-theme", &prefersDark)
    defer { g_value_unset(&prefersDark) }
    var name = GValue()
    g_value_init(&name, GType(16 << 2))  // G_TYPE_STRING
    g_object_get_property(object, "gtk-theme-name", &name)
    defer { g_value_unset(&name) }
    return GTKThemePreference.theme(
      prefersDark: g_value_get_boolean(&prefersDark) != 0,
      themeName: g_value_get_string(&name).map { String(cString: $0) },
      themeOverride: ProcessInfo.processInfo.environment["GTK_THEME"])
  }
}

// MARK: - Callbacks

private let releaseHost: @convention(c) (gpointer?) -> Void = { data in
  guard let data else { return }
  Unmanaged<GTKHostView>.fromOpaque(data).release()
}

private let drawThunk:
  @convention(c) (UnsafeMutablePointer<GtkDrawingArea>?, OpaquePointer?, Int32, Int32, gpointer?) -> Void = {
    _, context, width, height, data in
    let host = hostView(from: data)
    guard let context else { return }
    let unchecked = MainThreadPointer(pointer: context)
    MainActor.assumeIsolated { host?.draw(unchecked.pointer, width: width, height: height) }
  }

private let resizeThunk: @convention(c) (gpointer?, Int32, Int32, gpointer?) -> Void = {
  _, width, height, data in
  let host = hostView(from: data)
  MainActor.assumeIsolated { host?.resized(width: width, height: height) }
}

private let scaleFactorThunk: @convention(c) (gpointer?, gpointer?, gpointer?) -> Void = { _, _, data in
  let host = hostView(from: data)
  MainActor.assumeIsolated { host?.scaleFactorChanged() }
}

private let realizeThunk: @convention(c) (gpointer?, gpointer?) -> Void = { _, data in
  let host = hostView(from: data)
  MainActor.assumeIsolated { host?.realized() }
}

private let unrealizeThunk: @convention(c) (gpointer?, gpointer?) -> Void = { _, data in
  let host = hostView(from: data)
  MainActor.assumeIsolated { host?.unrealized() }
}

private let destroyThunk: @convention(c) (gpointer?, gpointer?) -> Void = { _, data in
  let host = hostView(from: data)
  MainActor.assumeIsolated { host?.destroyed() }
}

private let afterPaintThunk: @convention(c) (gpointer?, gpointer?) -> Void = { _, data in
  let host = hostView(from: data)
  MainActor.assumeIsolated { host?.framePainted() }
}

private let settingsThunk: @convention(c) (gpointer?, gpointer?, gpointer?) -> Void = { _, _, data in
  let host = hostView(from: data)
  MainActor.assumeIsolated { host?.applyTheme() }
}
