/// The replaceable view types of StoryKit, one typed slot per part: subclass a part
/// and put your class in its slot to change it everywhere, or in one tree.
///
/// ```swift
/// final class BorderedImageView: ImageView {
///   override func setUpAppearance() {
///     super.setUpAppearance()
///     border = Border(width: 1, color: .white)
///   }
/// }
/// Components.default.imageView = BorderedImageView.self  // the app, before building views
///
/// var components = Components()
/// components.imageView = BorderedImageView.self
/// rootView.components = components                       // or one tree
/// ```
///
/// Views create their parts from the slots when they set up, so a slot changed later affects
/// views created later. StoryKitUI's slots are below; each module above it adds its own (the story
/// bar's `storyGroupView`, `storyGroupTitle`, badges; StoryKitLayers' `productCard`). A slot never set holds its default class.
/// Every part is made through the ``ViewFactory`` door, whose ``ViewFactory/makePart(_:for:)``
/// defaults to the slot.
@MainActor
public struct Components {
  private var types: [ObjectIdentifier: View.Type] = [:]

  /// Every slot at its default class.
  public init() {}

  /// The class in a slot: the one set, else the class of the slot it follows, else its default.
  public subscript<Slot: ComponentSlot>(slot: Slot.Type) -> Slot.Part.Type {
    get {
      if let set = types[ObjectIdentifier(slot)] as? Slot.Part.Type { return set }
      if let followed = Slot.follows, let type = self.type(in: followed) as? Slot.Part.Type { return type }
      return Slot.defaultType
    }
    set { types[ObjectIdentifier(slot)] = newValue }
  }

  private func type<Followed: ComponentSlot>(in slot: Followed.Type) -> View.Type { self[slot] }

  /// The class set in a slot, or `nil` while it holds its default.
  public func setType<Slot: ComponentSlot>(of slot: Slot.Type) -> Slot.Part.Type? {
    types[ObjectIdentifier(slot)] as? Slot.Part.Type
  }

  /// The app's components, shared by every tree. Trees capture them when they are
  /// prepared; change them before building views, or override ``View/components`` on a tree.
  public static var `default` = Components() {
    didSet { ViewEnvironment.noteSharedChange("Components.default") }
  }

  // MARK: - Basic views

  /// Text, wherever a part has no slot of its own.
  public var label: Label.Type {
    get { self[LabelSlot.self] }
    set { self[LabelSlot.self] = newValue }
  }

  /// Pictures: story group icons, the ring button's picture.
  public var imageView: ImageView.Type {
    get { self[ImageViewSlot.self] }
    set { self[ImageViewSlot.self] = newValue }
  }

  /// The placeholder shown while content loads (skeleton titles).
  public var skeleton: SkeletonView.Type {
    get { self[SkeletonSlot.self] }
    set { self[SkeletonSlot.self] = newValue }
  }

  // MARK: - Controls

  /// The gradient ring of story group cells and of ``StoryRingButton``.
  public var storyRing: StoryRingView.Type {
    get { self[StoryRingSlot.self] }
    set { self[StoryRingSlot.self] = newValue }
  }

  /// Buttons: the player's header buttons, the layers' buttons, the product card's.
  public var button: Button.Type {
    get { self[ButtonSlot.self] }
    set { self[ButtonSlot.self] = newValue }
  }

  /// The status badge of ``StoryRingButton``.
  public var statusBadge: StatusBadgeView.Type {
    get { self[StatusBadgeSlot.self] }
    set { self[StatusBadgeSlot.self] = newValue }
  }
}

/// The slot of ``Components/label``.
public enum LabelSlot: ComponentSlot {
  public static var defaultType: Label.Type { Label.self }
}

/// The slot of ``Components/imageView``.
public enum ImageViewSlot: ComponentSlot {
  public static var defaultType: ImageView.Type { ImageView.self }
}

/// The slot of ``Components/skeleton``.
public enum SkeletonSlot: ComponentSlot {
  public static var defaultType: SkeletonView.Type { SkeletonView.self }
}

/// The slot of ``Components/storyRing``.
public enum StoryRingSlot: ComponentSlot {
  public static var defaultType: StoryRingView.Type { StoryRingView.self }
}

/// The slot of ``Components/statusBadge``.
public enum StatusBadgeSlot: ComponentSlot {
  public static var defaultType: StatusBadgeView.Type { StatusBadgeView.self }
}

/// The slot of ``Components/button``.
public enum ButtonSlot: ComponentSlot {
  public static var defaultType: Button.Type { Button.self }
}
