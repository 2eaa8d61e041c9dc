import CGtk4
import StoryKitUI

/// Focus groups that know where focus belongs (``StoryKitUI/View/accessibilityFocusedElement``):
/// a widget whose own keys, clock or swipes change the element on screen (the banner's page, the
/// top swipe card, the video feed's current item, the canvas's focused layer) keeps the keyboard
/// focus, and the ring, on it; and it hears where focus went
/// (``StoryKitUI/View/accessibilityFocusDidMove(to:)``).
extension GTKAccessibilityBridge {
  /// The focus group view `element` is in, if it is still in the tree.
  func groupView(of element: AccessibilityElement) -> View? {
    guard let group = element.focusGroup else { return nil }
    var view = element.view?.superview
    while let current = view {
      if ObjectIdentifier(current) == group { return current }
      view = current.superview
    }
    return nil
  }

  /// Where focus goes in `group`: the element the group asks for, else its first focusable
  /// element; `nil` when it has none.
  func focusTarget(in group: View) -> GTKAccessibleProxy? {
    let id = ObjectIdentifier(group)
    if let wanted = group.accessibilityFocusedElement, let proxy = proxies[ObjectIdentifier(wanted)],
      proxy.element.focusGroup == id, gtk_widget_get_focusable(proxy.widget) != 0
    {
      return proxy
    }
    return order.lazy.compactMap { self.proxies[$0] }.first {
      $0.element.focusGroup == id && gtk_widget_get_focusable($0.widget) != 0
    }
  }

  /// After a sync that kept the focused element: when it is in a group that asks for another
  /// of its elements, focus moves there (a key command paged the banner, swiped the card).
  func followFocusGroup() {
    guard let focused = proxies.values.first(where: { gtk_widget_is_focus($0.widget) != 0 }),
      let group = groupView(of: focused.element), group.accessibilityFocusedElement != nil,
      let target = focusTarget(in: group), target !== focused
    else { return }
    _ = grab(target)
  }

  /// Tells the focused element's group that focus is on it, and the group focus left that it
  /// left; from the window's `notify::focus-widget` (through the focus ring's update).
  func notifyFocusGroups() {
    let focused = proxies.values.first { gtk_widget_is_focus($0.widget) != 0 }
    let view = focused?.element.view
    let group = focused.flatMap { groupView(of: $0.element) }
    guard view !== noticedFocus || group !== noticedGroup else { return }
    let left = noticedGroup
    noticedFocus = view
    noticedGroup = group
    if let left, left !== group { left.accessibilityFocusDidMove(to: nil) }
    if let group, let view { group.accessibilityFocusDidMove(to: view) }
  }
}
