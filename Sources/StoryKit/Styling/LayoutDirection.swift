/// The direction text and lists run in.
public enum LayoutDirection: String, Sendable, Hashable, CaseIterable {
  /// Left to right (the default).
  case leftToRight = "ltr"
  /// Right to left: the first item is at the right, leading and trailing swap.
  case rightToLeft = "rtl"
}

/// The colour theme of a widget.
public enum Theme: String, Sendable, Hashable, CaseIterable {
  /// The light theme (the default).
  case light
  /// The dark theme.
  case dark
}
