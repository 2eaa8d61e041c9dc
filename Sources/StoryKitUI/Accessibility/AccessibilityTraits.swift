/// What kind of element an accessible view is.
public struct AccessibilityTraits: OptionSet, Sendable, Hashable {
  public let rawValue: Int
  public init(rawValue: Int) { self.rawValue = rawValue }

  public static let button = AccessibilityTraits(rawValue: 1 << 0)
  public static let image = AccessibilityTraits(rawValue: 1 << 1)
  public static let header = AccessibilityTraits(rawValue: 1 << 2)
  public static let adjustable = AccessibilityTraits(rawValue: 1 << 3)
  public static let selected = AccessibilityTraits(rawValue: 1 << 4)
  public static let staticText = AccessibilityTraits(rawValue: 1 << 5)
  /// A control that does not respond now (a disabled button); read "dimmed".
  public static let notEnabled = AccessibilityTraits(rawValue: 1 << 6)
}
