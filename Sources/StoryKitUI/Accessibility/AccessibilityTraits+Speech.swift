extension AccessibilityTraits {
  /// The words a screen reader speaks for these traits, in a fixed order: "button", "image",
  /// "heading", "adjustable", "selected", "dimmed".
  ///
  /// ``staticText`` is not spoken: plain text is announced by its label alone.
  ///
  /// The words are English and are not part of StoryKit's string table: StoryKit hands a host
  /// the traits as roles and states (an AT-SPI role in the live window), and the screen reader
  /// speaks those in the user's language. These words serve tests and logs that read a tree as
  /// a screen reader would.
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
