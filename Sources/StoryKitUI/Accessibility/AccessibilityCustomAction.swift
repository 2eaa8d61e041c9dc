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
  /// The names of the view's custom actions, in order (empty once the view is gone).
  @MainActor public var customActionNames: [String] {
    view?.accessibilityCustomActions.map(\.name) ?? []
  }

  /// Performs the custom action called `name`; `false` when there is none, or the view is gone.
  @MainActor @discardableResult
  public func performCustomAction(named name: String) -> Bool {
    guard let action = view?.accessibilityCustomActions.first(where: { $0.name == name }) else {
      return false
    }
    return action.handler()
  }
}
