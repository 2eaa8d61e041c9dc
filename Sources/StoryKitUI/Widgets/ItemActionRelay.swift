/// How an item view of a widget reports what the user does with its controls (its view
/// listener): the item view calls `send(_:)`; its ``listener`` (set by a factory or the app) hears
/// the action first, then the widget, which acts on it (opens the group, the link, the product).
///
/// Every item view — a story group cell, a banner page, a swipe card and the stack's end state, a
/// video-feed item — has the same two members over one of these:
///
/// ```swift
/// cell.onAction = { cell, action in analytics.track(action) }   // listen, from a factory
/// page.send(.select)                                             // report, from a custom part
/// ```
@MainActor
public final class ItemActionRelay<Item: AnyObject, Action> {
  /// Hears each action before the widget does.
  public var listener: (@MainActor (Item, Action) -> Void)?
  /// The widget's own handler, after the listener.
  public var widgetHandler: (@MainActor (Item, Action) -> Void)?

  /// An empty relay.
  public init() {}

  /// Hands `action` from `item` to the listener, then the widget.
  public func send(_ action: Action, from item: Item) {
    listener?(item, action)
    widgetHandler?(item, action)
  }
}

/// An item view that reports its controls through an ``ItemActionRelay``: the shape every
/// widget's item view shares.
@MainActor
public protocol ItemActionSending: View {
  /// What the user can do with the item.
  associatedtype Action: Sendable & Hashable
  /// Reports `action`: the listener hears it, then the widget.
  func send(_ action: Action)
}
