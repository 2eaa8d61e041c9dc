import CGtk4

/// The two GTypes of ``GTKAccessibleProxy``'s widgets, registered once on first use, as
/// `StoryKitHostArea` is: `StoryKitAccessibleButton` (a `GtkButton`) and
/// `StoryKitAccessibleElement` (a plain `GtkWidget`, its role given when it is made). Neither adds
/// fields; both only set the CSS name `storykit-proxy`, which no theme styles.
enum GTKProxyTypes {
  static let button: GType = register(
    "StoryKitAccessibleButton", parent: gtk_button_get_type(),
    classSize: MemoryLayout<GtkButtonClass>.size, instanceSize: MemoryLayout<GtkButton>.size)

  static let element: GType = register(
    "StoryKitAccessibleElement", parent: gtk_widget_get_type(),
    classSize: MemoryLayout<GtkWidgetClass>.size, instanceSize: MemoryLayout<GtkWidget>.size)

  private static func register(_ name: String, parent: GType, classSize: Int, instanceSize: Int) -> GType {
    let existing = g_type_from_name(name)
    if existing != 0 { return existing }
    return g_type_register_static_simple(
      parent, name, guint(classSize), proxyClassInit, guint(instanceSize), nil, GTypeFlags(rawValue: 0))
  }
}

private let proxyClassInit: @convention(c) (gpointer?, gpointer?) -> Void = { klass, _ in
  guard let klass else { return }
  gtk_widget_class_set_css_name(klass.assumingMemoryBound(to: GtkWidgetClass.self), "storykit-proxy")
}
