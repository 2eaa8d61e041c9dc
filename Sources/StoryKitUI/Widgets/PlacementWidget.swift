import StoryKit

/// What the app can do with the widget a placement shows (its widget controller): pause
/// it while the app covers it or navigates, and resume it after.
///
/// Pausing stops everything that moves on its own: the story player's progress, a banner's
/// auto-advance, a video. The delegate callbacks hand the app this controller with each event.
///
/// ```swift
/// func onActionClicked(widget: any WidgetController, url: URL, payload: JSONObject) {
///   widget.pause()
///   router.open(url) { widget.resume() }
/// }
/// ```
@MainActor
public protocol WidgetController: AnyObject {
  /// Which widget this is.
  var kind: WidgetKind { get }
  /// Whether ``pause()`` holds it.
  var isPaused: Bool { get }
  /// Stops what moves on its own until ``resume()``. Pausing twice is pausing once.
  func pause()
  /// Lets it move again after ``pause()``.
  func resume()
}

/// A widget a placement can host: a view that shows the placement's content for one
/// ``WidgetKind``, reports what users do through ``events``, and can be paused.
///
/// A widget module implements one and registers it with ``WidgetRegistry``:
///
/// ```swift
/// let registration = BannerWidget.register()      // in WidgetRegistry.shared
/// // …
/// registration.unregister()
/// ```
///
/// The host calls ``show(_:)`` once it attaches the widget and again for each new feed of the
/// same kind; a new feed of another kind gets a new widget. It sets ``events`` before the first
/// ``show(_:)``, sizes ``view`` to its own bounds, and applies the config's theme and layout
/// direction above it.
@MainActor
public protocol PlacementWidget: WidgetController {
  /// The widget's view; the host adds it as a subview and gives it its whole bounds.
  var view: View { get }
  /// Where actions, commerce events and analytics go; set by the host and held weakly.
  var events: (any WidgetEventHandling)? { get set }
  /// Shows `content`; the view keeps what it can (the scroll position, the page) when the same
  /// items come again.
  func show(_ content: PlacementWidgetContent)
  /// Whether the content last shown has anything to show; a widget without it is hidden
  /// (`onVisibilityChange(nil, false)`) rather than drawn empty.
  var hasContent: Bool { get }
  /// The widget's keys (arrows page a banner, swipe a card), for the host to route hardware
  /// keys to; `nil` (the default) when it takes none.
  var keyCommands: KeyCommandRouter? { get }
}

extension PlacementWidget {
  public var keyCommands: KeyCommandRouter? { nil }
}
