/// A replaceable part of StoryKit: a type that names one slot of ``Components`` and the view class
/// the slot holds until an app replaces it.
///
/// Each module declares its slots as key types and exposes them as typed ``Components``
/// properties, so an app never spells a key:
///
/// ```swift
/// enum BadgeSlot: ComponentSlot {
///   static var defaultType: BadgeView.Type { BadgeView.self }
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
  /// The class the slot holds until it is replaced.
  static var defaultType: Part.Type { get }
}
