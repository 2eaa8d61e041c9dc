/// What an element is to a platform's accessibility API: the one mapping from
/// ``AccessibilityTraits`` that every host uses (GTK's AT-SPI bridge maps it to its roles).
///
/// | traits | role |
/// | --- | --- |
/// | ``AccessibilityTraits/adjustable`` | ``adjustable`` (a slider) |
/// | ``AccessibilityTraits/button`` | ``button`` |
/// | ``AccessibilityTraits/header`` | ``heading`` |
/// | ``AccessibilityTraits/image`` | ``image`` |
/// | ``AccessibilityTraits/staticText`` | ``text`` |
/// | none of those | ``group`` |
///
/// The first row that matches wins: a banner page (adjustable and a button) is adjustable.
/// ``AccessibilityTraits/selected`` and ``AccessibilityTraits/notEnabled`` are states, not roles
/// (``AccessibilityElement/isSelected``, ``AccessibilityElement/isEnabled``).
public enum AccessibilityRole: String, Sendable, Hashable, CaseIterable {
  /// A value that goes up and down: banner pages, the top swipe card, a video feed item.
  case adjustable
  /// Something that does one thing when activated: a bar cell, a close button.
  case button
  /// A heading.
  case heading
  /// A picture: the story on screen.
  case image
  /// Text that is only read.
  case text
  /// Anything else: a container of other elements.
  case group

  /// The role for `traits`.
  public init(traits: AccessibilityTraits) {
    if traits.contains(.adjustable) {
      self = .adjustable
    } else if traits.contains(.button) {
      self = .button
    } else if traits.contains(.header) {
      self = .heading
    } else if traits.contains(.image) {
      self = .image
    } else if traits.contains(.staticText) {
      self = .text
    } else {
      self = .group
    }
  }
}

extension AccessibilityElement {
  /// The element's role, from its traits (``AccessibilityRole/init(traits:)``).
  public var role: AccessibilityRole { AccessibilityRole(traits: traits) }

  /// Whether the element is selected (``AccessibilityTraits/selected``).
  public var isSelected: Bool { traits.contains(.selected) }

  /// Whether the element responds now (not ``AccessibilityTraits/notEnabled``).
  public var isEnabled: Bool { !traits.contains(.notEnabled) }

  /// Whether activating the element does something an assistive technology should offer: a
  /// button, or an adjustable element that is also a button (a banner page opens its link).
  public var isActivatable: Bool { traits.contains(.button) && isEnabled }
}
