import CGtk4
import StoryKitUI

/// One accessibility element of the hosted tree as GTK sees it: an invisible child widget of the
/// host area, at the element's frame, that AT-SPI reads and operates. GTK 4.8 exposes only
/// widgets, hence one widget per element.
///
/// Two kinds, by what the element does:
/// - **`StoryKitAccessibleButton`** (a `GtkButton` subclass): an element that can be activated
///   and has no custom actions, a bar cell. AT-SPI's role is "push button" and its one action
///   "click"; Return and Space work as on any button.
/// - **`StoryKitAccessibleElement`** (a plain `GtkWidget` subclass) with the role from its traits,
///   for everything else. Its actions are an action group `storykit`: `activate` when it can be
///   activated, `increment` and `decrement` when it is adjustable, and one per custom action,
///   named by ``StoryKitUI/AccessibilityElement/actionIdentifiers(for:)`` ("storykit.next-story").
///
/// Both have the CSS name `storykit-proxy`, which no theme styles, and never draw: the host's
/// snapshot draws the tree and no child. They take no pointer events (the host does).
@MainActor
final class GTKAccessibleProxy {
  /// Which widget type and role a proxy has; the role is fixed when the widget is made, so a
  /// change of kind makes a new proxy.
  enum Kind: Equatable {
    case button
    case element(role: AccessibilityRole)

    init(_ element: AccessibilityElement) {
      if element.role == .button, element.customActionNames.isEmpty {
        self = .button
      } else {
        self = .element(role: element.role)
      }
    }

    /// GTK's accessible role for an element proxy, from the platform-free role.
    var gtkRole: GtkAccessibleRole {
      switch self {
      case .button: return GTK_ACCESSIBLE_ROLE_BUTTON
      case .element(let role):
        switch role {
        // GTK 4.8 gives a custom widget no Value interface: the value goes into the description.
        case .adjustable: return GTK_ACCESSIBLE_ROLE_SLIDER
        case .button: return GTK_ACCESSIBLE_ROLE_BUTTON
        case .heading: return GTK_ACCESSIBLE_ROLE_HEADING
        case .image: return GTK_ACCESSIBLE_ROLE_IMG
        case .text: return GTK_ACCESSIBLE_ROLE_LABEL
        case .group: return GTK_ACCESSIBLE_ROLE_GROUP
        }
      }
    }
  }

  /// The proxy widget, a child of the host area while the proxy is alive.
  let widget: UnsafeMutablePointer<GtkWidget>
  let kind: Kind
  /// The element as last synced.
  private(set) var element: AccessibilityElement
  /// Where the widget is placed, in the host's coordinates: the element's frame rounded outward.
  private(set) var placement: (x: Int32, y: Int32, width: Int32, height: Int32) = (0, 0, 1, 1)
  /// The actions of the widget's `storykit` group, as last set.
  private var actionKey: [String]?

  /// Makes the proxy widget for `element` and adds it to `host` (at the end of its children);
  /// `onAction` hears the proxy's actions.
  init?(
    element: AccessibilityElement, host: UnsafeMutablePointer<GtkWidget>,
    onAction: @escaping @MainActor (ObjectIdentifier, GTKAccessibleProxy.Action) -> Void
  ) {
    let kind = Kind(element)
    let made: UnsafeMutablePointer<GtkWidget>?
    switch kind {
    case .button: made = storykit_proxy_new(GTKProxyTypes.button, -1)
    case .element: made = storykit_proxy_new(GTKProxyTypes.element, Int32(kind.gtkRole.rawValue))
    }
    guard let made else { return nil }
    widget = made
    self.kind = kind
    self.element = element
    self.onAction = onAction
    gtk_widget_set_can_target(widget, 0)
    gtk_widget_set_focus_on_click(widget, 0)
    gtk_widget_set_parent(widget, host)
    if kind == .button {
      let box = ActionBox(proxy: self, action: .activate)
      g_signal_connect_data(
        UnsafeMutableRawPointer(widget), "clicked", unsafeBitCast(clickedThunk, to: GCallback.self),
        Unmanaged.passRetained(box).toOpaque(), releaseBox, GConnectFlags(0))
    }
    apply(element, force: true)
  }

  /// What an assistive technology asked of the element.
  enum Action: Equatable {
    case activate
    case increment
    case decrement
    case custom(String)
  }

  let onAction: @MainActor (ObjectIdentifier, Action) -> Void

  /// Brings the widget up to `element`, touching GTK only for what changed (each change is a
  /// D-Bus event). Returns whether the placement changed (the host then allocates again).
  @discardableResult
  func apply(_ element: AccessibilityElement, force: Bool = false) -> Bool {
    let old = self.element
    self.element = element
    if force || old.label != element.label || old.value != element.value || old.hint != element.hint {
      let description = [element.value, element.hint].compactMap { text -> String? in
        guard let text, !text.isEmpty else { return nil }
        return text
      }.joined(separator: ". ")
      storykit_proxy_set_text(widget, element.label ?? "", description.isEmpty ? nil : description)
    }
    if force || old.isSelected != element.isSelected || old.isEnabled != element.isEnabled {
      storykit_proxy_set_states(widget, element.isSelected ? 1 : 0, element.isEnabled ? 0 : 1)
    }
    if case .element = kind { applyActions(element) }
    let frame = element.frame
    let placed = Self.placement(of: frame)
    guard force || placed != placement else { return false }
    placement = placed
    return true
  }

  /// The element's frame rounded outward to whole points (AT-SPI's extents are integers), at
  /// least 1 × 1; a frame that is not finite is placed at the origin.
  static func placement(of frame: Rect) -> (x: Int32, y: Int32, width: Int32, height: Int32) {
    guard frame.minX.isFinite, frame.minY.isFinite, frame.maxX.isFinite, frame.maxY.isFinite else {
      return (0, 0, 1, 1)
    }
    let limit = 1_000_000.0
    let minX = min(max(frame.minX.rounded(.down), -limit), limit)
    let minY = min(max(frame.minY.rounded(.down), -limit), limit)
    let maxX = min(max(frame.maxX.rounded(.up), -limit), limit)
    let maxY = min(max(frame.maxY.rounded(.up), -limit), limit)
    return (Int32(minX), Int32(minY), Int32(max(1, maxX - minX)), Int32(max(1, maxY - minY)))
  }

  /// Places the widget at its element's frame; from the host's `size_allocate`.
  func allocate() {
    guard gtk_widget_get_visible(widget) != 0 else { return }
    storykit_proxy_place(widget, placement.x, placement.y, placement.width, placement.height)
  }

  /// Removes the widget from the host.
  func remove() {
    gtk_widget_unparent(widget)
  }

  /// The `storykit` action group: rebuilt only when the set of actions changes.
  private func applyActions(_ element: AccessibilityElement) {
    var actions: [(identifier: String, action: Action)] = []
    if element.isActivatable { actions.append(("activate", .activate)) }
    if element.role == .adjustable { actions += [("increment", .increment), ("decrement", .decrement)] }
    let names = element.customActionNames
    // Distinct from the built-in names: a custom action called "Activate" stays a custom action.
    let identifiers = AccessibilityElement.actionIdentifiers(for: actions.map(\.identifier) + names)
    actions += zip(identifiers.dropFirst(actions.count), names).map { ($0, .custom($1)) }
    let key = actions.map(\.identifier) + names
    guard key != actionKey else { return }
    actionKey = key
    gtk_widget_set_focusable(widget, actions.isEmpty ? 0 : 1)
    guard !actions.isEmpty, let group = storykit_action_group_new() else {
      storykit_proxy_set_actions(widget, "storykit", nil)
      return
    }
    for (identifier, action) in actions {
      let box = ActionBox(proxy: self, action: action)
      storykit_action_group_add(
        group, identifier, unsafeBitCast(actionThunk, to: GCallback.self),
        Unmanaged.passRetained(box).toOpaque(), releaseBox)
    }
    storykit_proxy_set_actions(widget, "storykit", group)
  }

  func perform(_ action: Action) {
    onAction(element.viewIdentifier, action)
  }
}

/// What a GTK action or the button's `clicked` carries to Swift.
@MainActor
private final class ActionBox {
  weak var proxy: GTKAccessibleProxy?
  let action: GTKAccessibleProxy.Action

  init(proxy: GTKAccessibleProxy, action: GTKAccessibleProxy.Action) {
    self.proxy = proxy
    self.action = action
  }
}

private let releaseBox: @convention(c) (gpointer?, UnsafeMutablePointer<GClosure>?) -> Void = { data, _ in
  guard let data else { return }
  Unmanaged<ActionBox>.fromOpaque(data).release()
}

private let clickedThunk: @convention(c) (gpointer?, gpointer?) -> Void = { _, data in
  guard let data else { return }
  let box = Unmanaged<ActionBox>.fromOpaque(data).takeUnretainedValue()
  MainActor.assumeIsolated { box.proxy?.perform(box.action) }
}

private let actionThunk: @convention(c) (gpointer?, gpointer?, gpointer?) -> Void = { _, _, data in
  guard let data else { return }
  let box = Unmanaged<ActionBox>.fromOpaque(data).takeUnretainedValue()
  MainActor.assumeIsolated { box.proxy?.perform(box.action) }
}
