import CGtk4
import StoryKitUI

/// Keeps GTK's accessible tree in step with the hosted view tree's accessibility elements, so
/// that AT-SPI (a screen reader, `pyatspi`) sees and operates what StoryKit draws.
///
/// The view tree stays the one source: every name, description, state and action comes from
/// ``StoryKitUI/View/accessibilityElements()``, and the bridge adds no text of its own.
///
/// - **Proxies.** Each element has a ``GTKAccessibleProxy``, an invisible child widget of the host
///   area at the element's frame (GTK 4.8 exposes only widgets). Proxies are keyed by the
///   element's view, so a recycled bar cell keeps its proxy and only its label changes.
/// - **When.** ``setNeedsSync()`` (after every frame the host ticks, and whenever the tree asks to
///   be drawn) queues one sync on GLib's idle priority, after the frame is drawn and never inside
///   it; while something moves, at most ten a second.
/// - **Diffed.** A sync walks the tree once and touches GTK only for what changed, since every
///   change is a D-Bus event: new elements get a proxy, gone ones (hidden, off the tree, under an
///   open player) lose theirs, and the children are put in reading order only when it changed.
/// - **A screen appearing.** When a view with ``StoryKitUI/View/accessibilityViewIsModal`` (the
///   player) appears while a screen reader runs and nothing in the host has focus, focus moves to
///   its ``StoryKitUI/View/accessibilityPreferredFocus``: a screen reader speaks it, then each
///   new name it takes (GTK 4.8 has no announce call).
/// - **Placing.** Frames are applied in the host area's `size_allocate` (``allocate()``): a layout
///   manager on a drawing area would stop its `resize` signal, which the host relies on.
@MainActor
final class GTKAccessibilityBridge {
  /// The least time between two syncs, in seconds: a movement syncs at most this often.
  static let interval = 0.1

  /// Runs after an assistive technology's action changed the tree (the host draws it).
  var onAction: (@MainActor () -> Void)?

  /// How many syncs have run (tests, `bench host`).
  private(set) var syncCount = 0

  let host: UnsafeMutablePointer<GtkWidget>
  let root: View
  private(set) var proxies: [ObjectIdentifier: GTKAccessibleProxy] = [:]
  /// The proxies' elements in reading order: the host's children.
  private(set) var order: [ObjectIdentifier] = []
  /// The element activated last from its proxy: focus goes back to it when it returns (the
  /// cell that opened the player, once the player closes).
  var returnFocusTo: ObjectIdentifier?
  /// Per focus group, the element focused last in it: where Tab enters the group.
  var groupCursor: [ObjectIdentifier: ObjectIdentifier] = [:]
  /// Runs when the focused element may have changed (the host redraws the focus ring).
  var onFocusChange: (@MainActor () -> Void)?
  /// The focused element's view and its focus group, as last told to the group
  /// (``notifyFocusGroups()``).
  weak var noticedFocus: View?
  weak var noticedGroup: View?
  private var hostLabel: String?
  /// The modal view (``StoryKitUI/View/accessibilityModalView``) at the last sync.
  private var modal: ObjectIdentifier?
  private var syncSource: guint = 0
  private var lastSync = -Double.infinity
  private var isStopped = false

  init(host: UnsafeMutablePointer<GtkWidget>, root: View) {
    self.host = host
    self.root = root
  }

  /// The number of proxies, one per accessibility element on screen.
  var proxyCount: Int { proxies.count }

  /// Queues a sync, unless one is queued: at once on GLib's idle priority, or once
  /// ``interval`` has passed since the last.
  func setNeedsSync() {
    guard !isStopped, syncSource == 0 else { return }
    let now = Double(g_get_monotonic_time()) / 1_000_000
    let wait = lastSync + Self.interval - now
    let data = Unmanaged.passUnretained(self).toOpaque()
    if wait <= 0 {
      syncSource = g_idle_add_full(G_PRIORITY_DEFAULT_IDLE, syncThunk, data, nil)
    } else {
      syncSource = g_timeout_add_full(G_PRIORITY_DEFAULT_IDLE, guint(wait * 1_000) + 1, syncThunk, data, nil)
    }
  }

  /// Brings the proxies up to the tree's elements now.
  func sync() {
    syncSource = 0
    guard !isStopped else { return }
    lastSync = Double(g_get_monotonic_time()) / 1_000_000
    syncCount += 1
    root.layoutIfNeeded()
    if root.accessibilityLabel != hostLabel {
      hostLabel = root.accessibilityLabel
      storykit_proxy_set_text(host, hostLabel, nil)
    }
    let elements = root.accessibilityElements()
    let modalNow = root.accessibilityModalView.map(ObjectIdentifier.init)
    let modalAppeared = modalNow != nil && modalNow != modal
    modal = modalNow
    let focusedBefore = proxies.first { gtk_widget_is_focus($0.value.widget) != 0 }?.key
    let groupBefore = focusedBefore.flatMap { proxies[$0].flatMap { groupView(of: $0.element) } }
    var ids: [ObjectIdentifier] = []
    ids.reserveCapacity(elements.count)
    var live = Set<ObjectIdentifier>()
    var needsAllocation = false
    for element in elements {
      let id = element.viewIdentifier
      guard live.insert(id).inserted else { continue }
      if let proxy = proxies[id], proxy.kind == GTKAccessibleProxy.Kind(element) {
        if proxy.element != element, proxy.apply(element) { needsAllocation = true }
      } else {
        proxies[id]?.remove()
        proxies[id] = GTKAccessibleProxy(element: element, host: host) { [weak self] id, action in
          self?.perform(action, on: id)
        }
        needsAllocation = true
      }
      if proxies[id] != nil { ids.append(id) }
    }
    for id in Array(proxies.keys) where !live.contains(id) {
      proxies[id]?.remove()
      proxies[id] = nil
    }
    if ids != order {
      // Appending each in turn leaves the children in reading order: AT-SPI's child order.
      for id in ids {
        if let proxy = proxies[id] { gtk_widget_insert_before(proxy.widget, host, nil) }
      }
      order = ids
    }
    if needsAllocation { gtk_widget_queue_allocate(host) }
    if let focusedBefore, proxies[focusedBefore] == nil {
      restoreFocus(lostFocus: true, group: groupBefore)
    } else if focusedBefore != nil {
      followFocusGroup()
    } else if modalAppeared, root.isScreenReaderRunning {
      // Opened by the pointer or the app: a screen reader's focus goes to the new screen.
      focusFirstElement()
    }
    if needsAllocation || focusedBefore != nil || modalAppeared { onFocusChange?() }
  }

  /// Places every proxy at its element's frame; from the host area's `size_allocate`.
  func allocate() {
    for proxy in proxies.values { proxy.allocate() }
  }

  /// Removes every proxy and stops syncing: the host is going away.
  func stop() {
    isStopped = true
    if syncSource != 0 { g_source_remove(syncSource) }
    syncSource = 0
    for proxy in proxies.values { proxy.remove() }
    proxies = [:]
    order = []
  }

  /// The proxies' children in order, as (label, role) for tests.
  var proxyLabels: [String?] {
    order.compactMap { proxies[$0]?.element.label }
  }

  private func perform(_ action: GTKAccessibleProxy.Action, on id: ObjectIdentifier) {
    guard let element = proxies[id]?.element else { return }
    switch action {
    case .activate:
      returnFocusTo = id
      element.activate()
    case .increment: element.view?.accessibilityIncrement()
    case .decrement: element.view?.accessibilityDecrement()
    case .custom(let name): element.performCustomAction(named: name)
    }
    onAction?()
    setNeedsSync()
  }
}

private let syncThunk: @convention(c) (gpointer?) -> gboolean = { data in
  guard let data else { return 0 }
  let bridge = Unmanaged<GTKAccessibilityBridge>.fromOpaque(data).takeUnretainedValue()
  MainActor.assumeIsolated { bridge.sync() }
  return 0  // G_SOURCE_REMOVE
}
