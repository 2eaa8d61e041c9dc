/// A styling value that may differ between the light and the dark theme.
///
/// A value given for one theme only never applies to the other: there, the next source in the
/// resolution order (the app over the server, then the appearance) decides.
///
/// ```swift
/// var styling = StoryBarStyling()
/// styling.text.colorNotSeen = Themed(light: "#1C1C1E")  // dark: the appearance's
/// styling.text.colorSeen = "#8E8E93"                                // both themes
/// ```
///
/// In a feed, a themed colour is a colour string (both themes) or an object with a `light`
/// and / or a `dark` member: `{"light": "#1C1C1E", "dark": "#F2F2F7"}`.
public struct Themed<Value: Sendable & Hashable>: Sendable, Hashable {
  /// The value in the light theme; `nil` leaves it to the next source.
  public var light: Value?
  /// The value in the dark theme; `nil` leaves it to the next source.
  public var dark: Value?

  /// The same value in both themes.
  public init(_ value: Value) {
    light = value
    dark = value
  }

  /// A value per theme; a theme left `nil` is not set here.
  public init(light: Value? = nil, dark: Value? = nil) {
    self.light = light
    self.dark = dark
  }

  /// The value for a theme, if this one sets it.
  public subscript(theme: Theme) -> Value? {
    get { theme == .dark ? dark : light }
    set {
      if theme == .dark { dark = newValue } else { light = newValue }
    }
  }

  /// Whether neither theme is set.
  public var isEmpty: Bool { light == nil && dark == nil }

  /// This value's themes over `base`'s, theme by theme: what is set here wins, the rest comes
  /// from `base`; `nil` when neither sets anything.
  public static func merge(_ value: Themed?, over base: Themed?) -> Themed? {
    let merged = Themed(light: value?.light ?? base?.light, dark: value?.dark ?? base?.dark)
    return merged.isEmpty ? nil : merged
  }
}

extension Themed: ExpressibleByUnicodeScalarLiteral, ExpressibleByExtendedGraphemeClusterLiteral,
  ExpressibleByStringLiteral
where Value == Color {
  /// A colour for both themes from a constant hex string (`"#FF2D55"`); see
  /// ``Color/init(stringLiteral:)`` for what an invalid string gives.
  public init(stringLiteral value: String) {
    self.init(Color(stringLiteral: value))
  }
}
