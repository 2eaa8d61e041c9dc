/// Creates StoryKit's parts; subclass it and override one `make…` method to put your own view in
/// one place (seed 004). Each method defaults to the ``Components`` slot of the tree it builds
/// for, so the factory and the components are two doors into one path.
///
/// ```swift
/// final class MyFactory: ViewFactory {
///   override func makeLabel(for host: View) -> Label { ShoutingLabel() }
/// }
/// ViewFactory.install(MyFactory())   // for the app, before building views
/// storyBar.viewFactory = MyFactory() // or for one tree
/// ```
///
/// Widget modules add the `make…` methods of their own parts as a protocol refining this class
/// (the story bar's `StoryBarViewMaking`): adopt it in your subclass and implement the methods you
/// want; the others keep their defaults. (Swift cannot add overridable methods to a class from
/// another module, so a protocol is how a module extends the factory.)
///
/// A factory may also wire what it makes: set closures or listeners on the views it returns.
@MainActor
open class ViewFactory {
  public init() {}

  /// A label for `host` (text of parts that have no slot of their own).
  open func makeLabel(for host: View) -> Label {
    host.components.label.init()
  }

  /// An image view for `host`.
  open func makeImageView(for host: View) -> ImageView {
    host.components.imageView.init()
  }

  /// A loading placeholder for `host`.
  open func makeSkeleton(for host: View) -> SkeletonView {
    host.components.skeleton.init()
  }

  /// The gradient ring of a story group cell or a ``StoryRingButton``.
  open func makeStoryRing(for host: View) -> StoryRingView {
    host.components.storyRing.init()
  }

  /// The status badge of a ``StoryRingButton``.
  open func makeStatusBadge(for host: View) -> StatusBadgeView {
    host.components.statusBadge.init()
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
