/// A replaceable part of StoryKit: a type that names one slot of ``Components`` and the view class
/// the slot holds until an app replaces it.
///
/// Each module declares its slots as public key types and exposes them as typed ``Components``
/// properties, so an app sets a slot by name and a ``ViewFactory`` recognises one by its type:
///
/// ```swift
/// public enum BadgeSlot: ComponentSlot {
///   public static var defaultType: BadgeView.Type { BadgeView.self }
/// }
/// extension Components {
///   public var badge: BadgeView.Type {
///     get { self[BadgeSlot.self] }
///     set { self[BadgeSlot.self] = newValue }
///   }
/// }
/// ```
@MainActor
public protocol ComponentSlot {
  /// The base class of the views the slot holds.
  associatedtype Part: View
  /// The class the slot holds until it is replaced, when it follows no other slot.
  static var defaultType: Part.Type { get }
  /// The slot this one follows while it is not set: a widget's title follows
  /// ``Components/label``, so one label class (or one factory's labels) reaches every title,
  /// and setting the title's own slot changes that part alone. `nil` for none.
  static var follows: (any ComponentSlot.Type)? { get }
}

extension ComponentSlot {
  public static var follows: (any ComponentSlot.Type)? { nil }

  /// In an override of ``ViewFactory/makePart(_:for:)``: the view `make` returns when this slot is
  /// `slot`, else `nil`, so a factory replaces one part with a typed closure and no cast:
  ///
  /// ```swift
  /// override func makePart<Slot: ComponentSlot>(_ slot: Slot.Type, for host: View) -> Slot.Part {
  ///   if let ring = slot.part(for: StoryRingSlot.self, { ThickRing() }) { return ring }
  ///   return super.makePart(slot, for: host)
  /// }
  /// ```
  public static func part<Other: ComponentSlot>(for slot: Other.Type, _ make: () -> Other.Part) -> Part? {
    guard Self.self == Other.self else { return nil }
    return make() as? Part
  }

  /// Whether this slot is `slot`.
  public static func `is`<Other: ComponentSlot>(_ slot: Other.Type) -> Bool { Self.self == Other.self }
}

/// A slot whose default is the ``Components/label`` slot's class: the titles and captions of the
/// widgets, so one label class set for the app reaches them all, and one set here reaches one part.
@MainActor
public protocol LabelComponentSlot: ComponentSlot where Part == Label {}

extension LabelComponentSlot {
  /// ``Label``, unless the ``LabelSlot`` it follows says otherwise.
  public static var defaultType: Label.Type { Label.self }
  public static var follows: (any ComponentSlot.Type)? { LabelSlot.self }
}

/// A slot whose default is the ``Components/imageView`` slot's class: the widgets' pictures.
@MainActor
public protocol ImageComponentSlot: ComponentSlot where Part == ImageView {}

extension ImageComponentSlot {
  /// ``ImageView``, unless the ``ImageViewSlot`` it follows says otherwise.
  public static var defaultType: ImageView.Type { ImageView.self }
  public static var follows: (any ComponentSlot.Type)? { ImageViewSlot.self }
}
