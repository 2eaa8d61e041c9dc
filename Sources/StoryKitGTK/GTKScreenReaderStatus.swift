import CGtk4

/// Whether a screen reader is running, as the AT-SPI bus reports it: the `ScreenReaderEnabled`
/// property of `org.a11y.Status` on the session bus (`org.a11y.Bus`, `/org/a11y/bus`), which
/// GNOME's screen reader switch (the `org.gnome.desktop.a11y.applications
/// screen-reader-enabled` setting) turns on.
///
/// - **Never waits.** The proxy is made asynchronously; until it answers, and when there is no
///   session bus or no accessibility bus, the value is `false`.
/// - **Asks without starting anything.** The proxy does not auto-start the bus launcher: merely
///   asking starts no process.
/// - **Follows changes.** The launcher's `PropertiesChanged` calls ``onChange`` with the new value.
///
/// `IsEnabled` is not used: test tools and toolkits' own switches set it without a screen reader.
@MainActor
final class GTKScreenReaderStatus {
  /// Whether the bus last said a screen reader runs.
  private(set) var isScreenReaderEnabled = false
  /// Runs when ``isScreenReaderEnabled`` changes.
  var onChange: (@MainActor (Bool) -> Void)?

  private var proxy: UnsafeMutablePointer<GDBusProxy>?
  private var changedHandler: gulong = 0
  private let cancellable = g_cancellable_new()

  /// Starts asking the session bus.
  init() {
    // The callback holds the watcher until it runs (cancelled or not).
    g_dbus_proxy_new_for_bus(
      G_BUS_TYPE_SESSION, G_DBUS_PROXY_FLAGS_DO_NOT_AUTO_START, nil, "org.a11y.Bus", "/org/a11y/bus",
      "org.a11y.Status", cancellable, proxyReadyThunk, Unmanaged.passRetained(self).toOpaque())
  }

  /// Stops following the bus.
  func stop() {
    onChange = nil
    g_cancellable_cancel(cancellable)
    if let proxy, changedHandler != 0 {
      g_signal_handler_disconnect(UnsafeMutableRawPointer(proxy), changedHandler)
    }
    changedHandler = 0
    if let proxy { g_object_unref(UnsafeMutableRawPointer(proxy)) }
    proxy = nil
  }

  fileprivate func proxyReady(_ result: OpaquePointer?) {
    var error: UnsafeMutablePointer<GError>?
    let made = g_dbus_proxy_new_for_bus_finish(result, &error)
    if let error { g_error_free(error) }
    guard let made else { return }  // no session bus: no screen reader StoryKit can hear of
    guard g_cancellable_is_cancelled(cancellable) == 0 else {
      g_object_unref(UnsafeMutableRawPointer(made))
      return
    }
    proxy = made
    changedHandler = connectSignal(
      UnsafeMutableRawPointer(made), "g-properties-changed", propertiesChangedThunk,
      Unmanaged.passUnretained(self).toOpaque())
    read()
  }

  /// Reads the cached property (absent while the bus has no owner: `false`).
  fileprivate func read() {
    var enabled = false
    if let proxy, let value = g_dbus_proxy_get_cached_property(proxy, "ScreenReaderEnabled") {
      if g_variant_classify(value) == G_VARIANT_CLASS_BOOLEAN {
        enabled = g_variant_get_boolean(value) != 0
      }
      g_variant_unref(value)
    }
    guard enabled != isScreenReaderEnabled else { return }
    isScreenReaderEnabled = enabled
    onChange?(enabled)
  }
}

private let proxyReadyThunk:
  @convention(c) (UnsafeMutablePointer<GObject>?, OpaquePointer?, gpointer?) -> Void = {
    _, result, data in
    guard let data else { return }
    let status = Unmanaged<GTKScreenReaderStatus>.fromOpaque(data).takeRetainedValue()
    let carried = MainThreadPointer(pointer: result)
    MainActor.assumeIsolated { status.proxyReady(carried.pointer) }
  }

private let propertiesChangedThunk:
  @convention(c) (gpointer?, OpaquePointer?, UnsafePointer<UnsafePointer<gchar>?>?, gpointer?) -> Void = {
    _, _, _, data in
    guard let data else { return }
    let status = Unmanaged<GTKScreenReaderStatus>.fromOpaque(data).takeUnretainedValue()
    MainActor.assumeIsolated { status.read() }
  }
