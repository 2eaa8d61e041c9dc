import CGtk4

/// `StoryKitHostArea`: a `GtkDrawingArea` whose snapshot is the host's strips of nodes instead of
/// one Cairo node. A drawing area's Cairo node is new every frame, so GTK repaints all of it;
/// strip nodes that did not change are the same nodes again, which GTK's render-node diff skips.
///
/// The type is registered once, on first use; it adds no fields to the drawing area's instance
/// or class, only overrides `snapshot`. The hosting ``GTKHostView`` is found through the
/// widget's `storykit-host` data.
enum GTKHostArea {
  /// The registered type.
  static let type: GType = {
    let name = "StoryKitHostArea"
    let existing = g_type_from_name(name)
    if existing != 0 { return existing }
    return g_type_register_static_simple(
      gtk_drawing_area_get_type(), name, guint(MemoryLayout<GtkDrawingAreaClass>.size), classInit,
      guint(MemoryLayout<GtkDrawingArea>.size), nil, GTypeFlags(rawValue: 0))
  }()

  /// A new area, or a plain drawing area if the type cannot be made.
  static func make() -> UnsafeMutablePointer<GtkWidget>? {
    guard type != 0, let object = g_object_new_with_properties(type, 0, nil, nil) else {
      return gtk_drawing_area_new()
    }
    return UnsafeMutableRawPointer(object).assumingMemoryBound(to: GtkWidget.self)
  }
}

private let classInit: @convention(c) (gpointer?, gpointer?) -> Void = { klass, _ in
  guard let klass else { return }
  klass.assumingMemoryBound(to: GtkWidgetClass.self).pointee.snapshot = snapshotThunk
}

private let snapshotThunk: @convention(c) (UnsafeMutablePointer<GtkWidget>?, OpaquePointer?) -> Void = {
  widget, snapshot in
  guard let widget, let snapshot else { return }
  let object = UnsafeMutableRawPointer(widget).assumingMemoryBound(to: GObject.self)
  guard let data = g_object_get_data(object, "storykit-host") else { return }
  let host = Unmanaged<GTKHostView>.fromOpaque(data).takeUnretainedValue()
  let unchecked = MainThreadPointer(pointer: snapshot)
  MainActor.assumeIsolated { host.snapshot(unchecked.pointer) }
}
