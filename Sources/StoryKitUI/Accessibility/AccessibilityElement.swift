import StoryKit

/// One thing a screen reader stops on: a snapshot of an accessible view's label, value, hint,
/// traits and on-screen rectangle, taken by ``View/accessibilityElements()``.
///
/// ```swift
/// let element = storyBar.accessibilityElements()[0]
/// element.spokenDescription  // "New in, button, new stories"
/// element.frame              // in the root view's coordinates
/// ```
///
/// Two elements are equal when they describe the same view with the same label, value, hint,
/// traits, frame and custom action names: a host compares snapshots to update only what changed.
public struct AccessibilityElement: Sendable, Hashable, CustomStringConvertible {
  /// What the element is called ("New in").
  public var label: String?
  /// Its current value ("new stories").
  public var value: String?
  /// What activating it does ("Opens the stories").
  public var hint: String?
  /// What kind of element it is.
  public var traits: AccessibilityTraits
  /// The bounding box of the view's bounds, after every transform, in the coordinates of the
  /// view's ``View/rootView``.
  public var frame: Rect
  /// The names of the view's custom actions when the snapshot was taken, in order
  /// (``View/accessibilityCustomActions``): "Next story", "Close".
  public var customActionNames: [String]
  /// The nearest enclosing view with ``View/isAccessibilityFocusGroup`` (the story bar), whose
  /// elements the keyboard treats as one stop; `nil` outside any.
  public var focusGroup: ObjectIdentifier?
  /// The layout direction in effect at the element's view, when known: a row of elements that
  /// all share one is read in it (a right-to-left bar in a left-to-right screen reads from its
  /// right end); `nil` follows the direction of the walk.
  public var layoutDirection: LayoutDirection?
  /// The view the element describes, while it is alive.
  public weak var view: View?
  /// The identity of the view the element describes; stable for as long as the view is alive.
  public let viewIdentifier: ObjectIdentifier

  /// Creates an element that describes `view`.
  public init(
    view: View, label: String?, value: String?, hint: String?, traits: AccessibilityTraits,
    frame: Rect, customActionNames: [String] = []
  ) {
    self.customActionNames = customActionNames
    self.label = label
    self.value = value
    self.hint = hint
    self.traits = traits
    self.frame = frame
    self.view = view
    self.viewIdentifier = ObjectIdentifier(view)
  }

  /// What a screen reader says on reaching the element: the label, the trait words
  /// (``AccessibilityTraits/spokenWords``), then the value, joined by ", ". Empty parts are left
  /// out; the hint is not included (see ``spokenDescription(includingHint:)``).
  ///
  /// ```swift
  /// // label "New in", traits [.button], value "new stories"
  /// element.spokenDescription  // "New in, button, new stories"
  /// ```
  public var spokenDescription: String {
    Self.spokenDescription(label: label, value: value, traits: traits)
  }

  /// The spoken description, followed by the hint when `includingHint` is `true` and there is one.
  public func spokenDescription(includingHint: Bool) -> String {
    let description = spokenDescription
    guard includingHint, let hint = Self.nonEmpty(hint) else { return description }
    return description.isEmpty ? hint : description + ", " + hint
  }

  /// What a screen reader says for a label, traits and value: `"label, trait words…, value"`,
  /// leaving out empty parts.
  ///
  /// ```swift
  /// AccessibilityElement.spokenDescription(label: "Volume", value: "50%", traits: .adjustable)
  /// // "Volume, adjustable, 50%"
  /// ```
  public static func spokenDescription(
    label: String?, value: String?, traits: AccessibilityTraits
  ) -> String {
    var parts: [String] = []
    if let label = nonEmpty(label) { parts.append(label) }
    parts += traits.spokenWords
    if let value = nonEmpty(value) { parts.append(value) }
    return parts.joined(separator: ", ")
  }

  /// A short form for test failures: `"New in, button, new stories" @ (0, 0, 40×40)`.
  public var description: String {
    "\"\(spokenDescription)\" @ \(frame)"
  }

  public static func == (lhs: AccessibilityElement, rhs: AccessibilityElement) -> Bool {
    lhs.viewIdentifier == rhs.viewIdentifier && lhs.label == rhs.label && lhs.value == rhs.value
      && lhs.hint == rhs.hint && lhs.traits == rhs.traits && lhs.frame == rhs.frame
      && lhs.customActionNames == rhs.customActionNames && lhs.focusGroup == rhs.focusGroup
      && lhs.layoutDirection == rhs.layoutDirection
  }

  public func hash(into hasher: inout Hasher) {
    hasher.combine(viewIdentifier)
    hasher.combine(label)
    hasher.combine(value)
    hasher.combine(hint)
    hasher.combine(traits)
    hasher.combine(frame)
    hasher.combine(customActionNames)
    hasher.combine(focusGroup)
    hasher.combine(layoutDirection)
  }

  private static func nonEmpty(_ text: String?) -> String? {
    guard let text, !text.isEmpty else { return nil }
    return text
  }
}
