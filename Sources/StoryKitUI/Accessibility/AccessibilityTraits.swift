/// What kind of element an accessible view is.
public struct AccessibilityTraits: OptionSet, Sendable, Hashable {
  public let rawValue: Int
  public init(rawValue: Int) { self.rawValue = rawValue }

  /// A control that acts when activated; read "button".
  public static let button = AccessibilityTraits(rawValue: 1 << 0)
  /// A picture; read "image".
  public static let image = AccessibilityTraits(rawValue: 1 << 1)
  /// A heading that starts a section; read "heading".
  public static let header = AccessibilityTraits(rawValue: 1 << 2)
  /// A value the user changes with increment and decrement (a page indicator).
  public static let adjustable = AccessibilityTraits(rawValue: 1 << 3)
  /// The selected one of a set; read "selected".
  public static let selected = AccessibilityTraits(rawValue: 1 << 4)
  /// Text that does not change or act.
  public static let staticText = AccessibilityTraits(rawValue: 1 << 5)
  /// A control that does not respond now (a disabled button); read "dimmed".
  public static let notEnabled = AccessibilityTraits(rawValue: 1 << 6)
}
