import CGtk4

/// A top-level GTK window showing one ``GTKHostView``: what `storykit preview` opens, for apps
/// that want a window without writing GTK code.
///
/// ```swift
/// let window = GTKHostWindow(host: host, title: "Stories", width: 420, height: 760)
/// window.onClose = { GTKMainLoop.quit() }  // the default
/// window.present()
/// GTKMainLoop.run()
/// ```
@MainActor
public final class GTKHostWindow {
  /// The `GtkWindow`, as a widget.
  public let widget: UnsafeMutablePointer<GtkWidget>
  /// The host it shows.
  public let host: GTKHostView
  /// Runs when the user closes the window (which then goes away); quits the main loop by default.
  public var onClose: (@MainActor () -> Void)? = { GTKMainLoop.quit() }

  /// Creates a window around `host`.
  /// - Parameters:
  ///   - host: What the window shows, filling it.
  ///   - title: The window's title.
  ///   - width: The width of the content, in points.
  ///   - height: The height of the content, in points.
  public init(host: GTKHostView, title: String, width: Int, height: Int) {
    self.host = host
    widget = gtk_window_new()
    gtk_window_set_title(window, title)
    gtk_window_set_default_size(window, Int32(clamping: width), Int32(clamping: height))
    gtk_window_set_child(window, host.widget)
    // The window keeps this object while it exists; closing it releases it.
    let retained = Unmanaged.passRetained(self).toOpaque()
    connectSignal(widget, "close-request", closeRequestThunk, retained)
    g_object_set_data_full(
      UnsafeMutableRawPointer(widget).assumingMemoryBound(to: GObject.self), "storykit-window", retained,
      releaseWindow)
  }

  private var window: UnsafeMutablePointer<GtkWindow> {
    UnsafeMutableRawPointer(widget).assumingMemoryBound(to: GtkWindow.self)
  }

  /// Shows the window and gives the host the keyboard focus.
  public func present() {
    gtk_window_present(window)
    gtk_widget_grab_focus(host.widget)
  }

  /// Closes the window, as the user would (``onClose`` runs).
  public func close() {
    gtk_window_close(window)
  }

  fileprivate func closeRequested() {
    onClose?()
  }
}

private let closeRequestThunk: @convention(c) (gpointer?, gpointer?) -> gboolean = { _, data in
  guard let data else { return 0 }
  let window = Unmanaged<GTKHostWindow>.fromOpaque(data).takeUnretainedValue()
  MainActor.assumeIsolated { window.closeRequested() }
  return 0  // let GTK close it
}

private let releaseWindow: @convention(c) (gpointer?) -> Void = { data in
  guard let data else { return }
  Unmanaged<GTKHostWindow>.fromOpaque(data).release()
}
