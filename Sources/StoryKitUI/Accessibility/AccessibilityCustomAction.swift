import StoryKit

/// An action an assistive technology offers on an element besides activating it, such as "Next
/// story" on a story player (VoiceOver's actions rotor).
///
/// ```swift
/// player.accessibilityCustomActions = [
///   AccessibilityCustomAction(name: "Next story") { player.next(); return true }
/// ]
/// ```
public struct AccessibilityCustomAction {
  /// What the assistive technology announces.
  public var name: String
  /// Performs the action; returns whether it did anything.
  public var handler: @MainActor () -> Bool

  /// Creates an action.
  public init(name: String, handler: @escaping @MainActor () -> Bool) {
    self.name = name
    self.handler = handler
  }
}

extension AccessibilityElement {
  /// Performs the custom action called `name`; `false` when there is none, or the view is gone.
  @MainActor @discardableResult
  public func performCustomAction(named name: String) -> Bool {
    guard let action = view?.accessibilityCustomActions.first(where: { $0.name == name }) else {
      return false
    }
    return action.handler()
  }

  /// Activates the element (``View/accessibilityActivate()``); `false` when the view is gone or
  /// nothing happened.
  @MainActor @discardableResult
  public func activate() -> Bool {
    view?.accessibilityActivate() ?? false
  }

  /// One identifier per custom action, in order, made of the name for platforms whose action
  /// names cannot hold spaces (GTK's actions): lowercase letters and digits, every other run of
  /// characters a "-", and "-2", "-3"… after a repeat. "Next story" → "next-story"; a name with
  /// no letter or digit → "action".
  ///
  /// ```swift
  /// AccessibilityElement.actionIdentifiers(for: ["Next story", "Open link", "Open link!"])
  /// // ["next-story", "open-link", "open-link-2"]
  /// ```
  public static func actionIdentifiers(for names: [String]) -> [String] {
    var used: Set<String> = []
    return names.map { name in
      var slug = ""
      var pendingDash = false
      for scalar in name.lowercased().unicodeScalars {
        if ("a"..."z").contains(scalar) || ("0"..."9").contains(scalar) {
          if pendingDash, !slug.isEmpty { slug.append("-") }
          pendingDash = false
          slug.unicodeScalars.append(scalar)
        } else {
          pendingDash = true
        }
      }
      if slug.isEmpty { slug = "action" }
      var unique = slug
      var counter = 2
      while used.contains(unique) {
        unique = "\(slug)-\(counter)"
        counter += 1
      }
      used.insert(unique)
      return unique
    }
  }
}
