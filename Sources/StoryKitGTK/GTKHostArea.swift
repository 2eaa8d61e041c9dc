import CGtk4

/// `StoryKitHostArea`: a `GtkDrawingArea` whose snapshot is the host's strips of nodes instead of
/// one Cairo node. A drawing area's Cairo node is new every frame, so GTK repaints all of it;
/// strip nodes that did not change are the same nodes again, which GTK's render-node diff skips.
///
/// The type is registered once, on first use; it adds no fields to the drawing area's instance
/// or class. It overrides:
/// - `snapshot`, which draws the tree (and never the children);
/// - `size_allocate`, which chains up (the drawing area emits `resize`) and then places the
///   accessibility proxies, its children (``GTKAccessibilityBridge``). A layout manager would
///   place them too, but a drawing area with one no longer emits `resize`;
/// - `focus`, which moves the keyboard focus over the proxies in StoryKit's reading order
///   (``GTKAccessibilityBridge/moveFocus(_:)``);
/// - `dispose`, which removes the proxies.
///
/// Its accessible role is a group, whose children are the proxies. The hosting ``GTKHostView``
/// is found through the widget's `storykit-host` data.
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

/// The drawing area's class, to chain up to; set once in `classInit`, read on the main thread.
private nonisolated(unsafe) var parentClass: UnsafeMutablePointer<GtkWidgetClass>?

private let classInit: @convention(c) (gpointer?, gpointer?) -> Void = { klass, _ in
  guard let klass else { return }
  parentClass = g_type_class_peek_parent(klass)?.assumingMemoryBound(to: GtkWidgetClass.self)
  let widgetClass = klass.assumingMemoryBound(to: GtkWidgetClass.self)
  widgetClass.pointee.snapshot = snapshotThunk
  widgetClass.pointee.size_allocate = sizeAllocateThunk
  widgetClass.pointee.focus = focusThunk
  widgetClass.pointee.parent_class.dispose = disposeThunk
  gtk_widget_class_set_accessible_role(widgetClass, GTK_ACCESSIBLE_ROLE_GROUP)
}

private func hostOfArea(_ widget: UnsafeMutablePointer<GtkWidget>) -> GTKHostView? {
  let object = UnsafeMutableRawPointer(widget).assumingMemoryBound(to: GObject.self)
  guard let data = g_object_get_data(object, "storykit-host") else { return nil }
  return Unmanaged<GTKHostView>.fromOpaque(data).takeUnretainedValue()
}

private let snapshotThunk: @convention(c) (UnsafeMutablePointer<GtkWidget>?, OpaquePointer?) -> Void = {
  widget, snapshot in
  guard let widget, let snapshot, let host = hostOfArea(widget) else { return }
  let unchecked = MainThreadPointer(pointer: snapshot)
  MainActor.assumeIsolated { host.snapshot(unchecked.pointer) }
}

private let sizeAllocateThunk:
  @convention(c) (UnsafeMutablePointer<GtkWidget>?, Int32, Int32, Int32) -> Void = {
    widget, width, height, baseline in
    guard let widget else { return }
    parentClass?.pointee.size_allocate?(widget, width, height, baseline)
    guard let host = hostOfArea(widget) else { return }
    MainActor.assumeIsolated { host.allocateAccessibilityProxies() }
  }

private let disposeThunk: @convention(c) (UnsafeMutablePointer<GObject>?) -> Void = { object in
  guard let object else { return }
  let widget = UnsafeMutableRawPointer(object).assumingMemoryBound(to: GtkWidget.self)
  if let host = hostOfArea(widget) {
    MainActor.assumeIsolated { host.removeAccessibilityProxies() }
  }
  while let child = gtk_widget_get_first_child(widget) { gtk_widget_unparent(child) }
  parentClass?.pointee.parent_class.dispose?(object)
}

private let focusThunk: @convention(c) (UnsafeMutablePointer<GtkWidget>?, GtkDirectionType) -> gboolean = {
  widget, direction in
  guard let widget else { return 0 }
  if let host = hostOfArea(widget),
    let moved = MainActor.assumeIsolated({ host.accessibilityBridge.moveFocus(direction) })
  {
    return moved ? 1 : 0
  }
  return parentClass?.pointee.focus?(widget, direction) ?? 0
}
