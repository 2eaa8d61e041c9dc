/// Creates StoryKit's views; subclass it and override one `make…` method to put your own view in
/// one place (seed 004). Each method defaults to the ``Components`` slot of the tree it builds for.
///
/// ```swift
/// final class MyFactory: ViewFactory {
///   override func makeLabel(for host: View) -> Label { ShoutingLabel() }
/// }
/// ViewFactory.install(MyFactory())   // for the app, before building views
/// storyBar.viewFactory = MyFactory() // or for one tree
/// ```
@MainActor
open class ViewFactory {
  public init() {}

  /// A label for `host`'s tree.
  open func makeLabel(for host: View) -> Label {
    host.components.label.init()
  }

  /// An image view for `host`'s tree.
  open func makeImageView(for host: View) -> ImageView {
    host.components.imageView.init()
  }

  /// The factory trees capture when they are prepared.
  public internal(set) static var installed = ViewFactory()

  /// Installs a factory for the app. Call it before building views: trees already prepared keep
  /// the factory they captured, and installing late logs a warning saying so.
  public static func install(_ factory: ViewFactory) {
    installed = factory
    ViewEnvironment.noteSharedChange("ViewFactory.install(_:)")
  }
}
