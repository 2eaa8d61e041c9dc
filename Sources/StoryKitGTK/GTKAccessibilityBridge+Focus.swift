import CGtk4
import StoryKitUI

/// Keyboard focus over the proxies, in StoryKit's reading order rather than GTK's geometric one.
///
/// - **Tab stops.** Each focusable element is a Tab stop, except that the elements of a focus
///   group (``StoryKitUI/View/isAccessibilityFocusGroup``: the story bar's cells) are one stop
///   together: Tab enters the group at the element last focused in it (else its first on screen
///   in the group's direction) and leaves it at the next stop. Past the last stop, focus leaves
///   the host.
/// - **Arrows.** Left and right move between the elements of the focused group as they are on
///   screen, so right to left they are mirrored relative to the reading order; at either end
///   focus stays.
/// - **Continuity.** When the focused element leaves the tree (a cell under the player that it
///   opened, a closed player's story, a banner page that slid away), focus goes to the element
///   activated last if it is back (the cell, once the player closes), else into the same focus
///   group if it is still there (the banner's new page), else to the open player's preferred
///   element (its title, whose name then speaks each story), else to the first focusable
///   element, else to the host.
/// - **Groups that lead.** A group with ``StoryKitUI/View/accessibilityFocusedElement`` (the
///   banner, the swipe cards, the video feed, the canvas) is entered there, and focus inside it
///   follows it (``followFocusGroup()``); the group hears where focus went
///   (``notifyFocusGroups()``).
extension GTKAccessibilityBridge {
  /// GTK asks the host to move focus (Tab, Shift-Tab, the arrows); returns whether focus stays
  /// in the host. `nil` when no proxy can take focus: the host's own default applies.
  func moveFocus(_ direction: GtkDirectionType) -> Bool? {
    let focusable = order.compactMap { id -> GTKAccessibleProxy? in
      guard let proxy = proxies[id], gtk_widget_get_focusable(proxy.widget) != 0 else { return nil }
      return proxy
    }
    guard !focusable.isEmpty else { return nil }
    let current = focusable.firstIndex { gtk_widget_is_focus($0.widget) != 0 }
    let stops = tabStops(focusable)
    switch direction {
    case GTK_DIR_TAB_FORWARD, GTK_DIR_TAB_BACKWARD:
      let forward = direction == GTK_DIR_TAB_FORWARD
      let stop = current.flatMap { index in stops.firstIndex { $0.members.contains(index) } }
      let next: Int
      if let stop {
        next = forward ? stop + 1 : stop - 1
      } else {
        next = forward ? 0 : stops.count - 1
      }
      guard stops.indices.contains(next) else { return false }
      return grab(focusable[entry(of: stops[next], in: focusable)])
    case GTK_DIR_LEFT, GTK_DIR_RIGHT:
      guard let current, let stop = stops.first(where: { $0.members.contains(current) }), stop.group != nil
      else { return false }
      // On screen, left to right: → goes to the cell on the right, which in a right-to-left bar
      // is the previous one.
      let onScreen = stop.members.sorted {
        focusable[$0].element.frame.midX < focusable[$1].element.frame.midX
      }
      guard let position = onScreen.firstIndex(of: current) else { return false }
      let target = position + (direction == GTK_DIR_RIGHT ? 1 : -1)
      guard onScreen.indices.contains(target) else { return true }
      return grab(focusable[onScreen[target]])
    default:
      return false
    }
  }

  /// Runs after a sync: keeps focus when the focused element has gone, in its focus `group`
  /// when that is still there (a banner's next page, the next swipe card).
  func restoreFocus(lostFocus: Bool, group: View? = nil) {
    guard lostFocus else { return }
    if let id = returnFocusTo, let proxy = proxies[id], gtk_widget_get_focusable(proxy.widget) != 0 {
      returnFocusTo = nil
      _ = grab(proxy)
      return
    }
    if let group, let proxy = focusTarget(in: group) {
      _ = grab(proxy)
      return
    }
    if !focusFirstElement() { gtk_widget_grab_focus(host) }
  }

  /// Moves focus to the modal view's preferred element
  /// (``StoryKitUI/View/accessibilityPreferredFocus``), else the first focusable element in
  /// reading order; returns whether there was one.
  /// When a screen (the player) appears over the rest while a screen reader runs, focus goes
  /// there this way, so the screen reader speaks it ("New in, story 1 of 4") however it was
  /// opened, and then each story's name as it changes.
  @discardableResult
  func focusFirstElement() -> Bool {
    if let preferred = root.accessibilityModalView?.accessibilityPreferredFocus,
      let proxy = proxies[ObjectIdentifier(preferred)], gtk_widget_get_focusable(proxy.widget) != 0
    {
      return grab(proxy)
    }
    guard
      let first = order.lazy.compactMap({ self.proxies[$0] }).first(where: {
        gtk_widget_get_focusable($0.widget) != 0
      })
    else { return false }
    return grab(first)
  }

  /// Activates the focused element's proxy (Return or Space that no key command took); returns
  /// whether there was one to activate.
  func activateFocused() -> Bool {
    guard let proxy = proxies.values.first(where: { gtk_widget_is_focus($0.widget) != 0 }),
      proxy.element.isActivatable
    else { return false }
    proxy.perform(.activate)
    return true
  }

  /// The view whose element has focus, for the focus ring.
  var focusedView: View? {
    proxies.values.first { gtk_widget_is_focus($0.widget) != 0 }?.element.view
  }

  func grab(_ proxy: GTKAccessibleProxy) -> Bool {
    if let group = proxy.element.focusGroup { groupCursor[group] = proxy.element.viewIdentifier }
    return gtk_widget_grab_focus(proxy.widget) != 0
  }

  /// Consecutive focusable elements of one group make one stop; any other element is a stop.
  private func tabStops(_ focusable: [GTKAccessibleProxy]) -> [(group: ObjectIdentifier?, members: [Int])] {
    var stops: [(group: ObjectIdentifier?, members: [Int])] = []
    for (index, proxy) in focusable.enumerated() {
      let group = proxy.element.focusGroup
      if let group, let last = stops.last, last.group == group {
        stops[stops.count - 1].members.append(index)
      } else {
        stops.append((group, [index]))
      }
    }
    return stops
  }

  /// Where Tab enters a stop: the group's element focused last, if it is still there, else its
  /// first on screen in the group's own direction (the rightmost in a right-to-left bar, which
  /// may sit in a left-to-right root).
  private func entry(
    of stop: (group: ObjectIdentifier?, members: [Int]), in focusable: [GTKAccessibleProxy]
  ) -> Int {
    let first = stop.members.first ?? 0
    guard let group = stop.group else { return first }
    if let target = groupView(of: focusable[first].element)?.accessibilityFocusedElement,
      let member = stop.members.first(where: {
        focusable[$0].element.viewIdentifier == ObjectIdentifier(target)
      })
    {
      return member
    }
    if let cursor = groupCursor[group],
      let member = stop.members.first(where: { focusable[$0].element.viewIdentifier == cursor })
    {
      return member
    }
    let width = Double(gtk_widget_get_width(host))
    let shown = stop.members.filter { member in
      let frame = focusable[member].element.frame
      return frame.minX >= 0 && frame.maxX <= width
    }
    let candidates = shown.isEmpty ? stop.members : shown
    let direction = focusable[first].element.view?.effectiveLayoutDirection ?? root.effectiveLayoutDirection
    let byX = candidates.sorted { focusable[$0].element.frame.midX < focusable[$1].element.frame.midX }
    return (direction == .rightToLeft ? byX.last : byX.first) ?? first
  }
}
