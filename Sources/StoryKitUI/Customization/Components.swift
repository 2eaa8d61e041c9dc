/// The replaceable view types of StoryKit, one slot per view; subclass a view and put your class
/// in its slot to change it everywhere (seed 003).
///
/// ```swift
/// final class BorderedImageView: ImageView {
///   override func setUpAppearance() {
///     super.setUpAppearance()
///     border = Border(width: 1, color: .white)
///   }
/// }
/// var components = Components.default
/// components.imageView = BorderedImageView.self
/// rootView.components = components  // this tree; or Components.default before building views
/// ```
///
/// Views create their children from the slots when they set up, so a slot changed later affects
/// views created later. Each widget adds its own slots in its module.
@MainActor
public struct Components {
  // MARK: - Basic views

  /// Text.
  public var label: Label.Type = Label.self
  /// Pictures.
  public var imageView: ImageView.Type = ImageView.self

  /// Slots added by widget modules, by name; a widget reads its slot with ``view(_:default:)``.
  public var extensionSlots: [String: View.Type] = [:]

  public init() {}

  /// The class in a widget's slot, or `fallback` when the app has not replaced it (or replaced it
  /// with a class that is not a `T`).
  public func view<T: View>(_ slot: String, default fallback: T.Type) -> T.Type {
    (extensionSlots[slot] as? T.Type) ?? fallback
  }

  /// The starting components. Trees capture them when they are prepared; change them before
  /// building views, or override ``View/components`` on a tree.
  public static var `default` = Components() {
    didSet { ViewEnvironment.noteSharedChange("Components.default") }
  }
}
