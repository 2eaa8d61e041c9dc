extension AccessibilityTraits {
  /// The words a screen reader speaks for these traits, in a fixed order: "button", "image",
  /// "heading", "adjustable", "selected", "dimmed".
  ///
  /// ``staticText`` is not spoken: plain text is announced by its label alone.
  ///
  /// ```swift
  /// AccessibilityTraits([.selected, .button]).spokenWords  // ["button", "selected"]
  /// ```
  public var spokenWords: [String] {
    let vocabulary: [(AccessibilityTraits, String)] = [
      (.button, "button"),
      (.image, "image"),
      (.header, "heading"),
      (.adjustable, "adjustable"),
      (.selected, "selected"),
      (.notEnabled, "dimmed"),
    ]
    return vocabulary.compactMap { trait, word in contains(trait) ? word : nil }
  }
}
