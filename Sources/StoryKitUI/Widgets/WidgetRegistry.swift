import StoryKit

/// Which widgets a placement can render. Widget modules register their kind with one call; a kind
/// with no registration renders nothing (so a widget whose product is not linked does
/// not render), and the host says which product is missing.
///
/// Registering is explicit, so importing a module has no side effect:
///
/// ```swift
/// StoryBarWidget.register()                 // into WidgetRegistry.shared
/// let banner = BannerWidget.register()
/// banner.unregister()                       // banners render nothing again
/// ```
///
/// Registering a kind again replaces the earlier registration; a replaced registration's
/// ``WidgetRegistration/unregister()`` then does nothing. Hosts observe the registry, so a widget
/// registered after a placement loaded shows at once.
@MainActor
public final class WidgetRegistry {
  /// Makes a new widget each time a host needs one.
  public typealias Make = @MainActor () -> any PlacementWidget

  /// The registry hosts use unless they are given another.
  public static let shared = WidgetRegistry()

  private var entries: [WidgetKind: (id: Int, make: Make)] = [:]

  /// What opens the fullscreen player for the widgets made here (the story bar, the video feed);
  /// `nil` until StoryKitPlayer's `StoryPlayerPresenter.register(in:)` sets it. Without one, a
  /// tap that would open stories logs which product to link.
  public var storyPresenter: (any StoryPresenting)?
  private var observers: [Int: @MainActor (WidgetKind) -> Void] = [:]
  private var nextID = 0

  /// Creates an empty registry (tests and apps with several configurations make their own).
  public init() {}

  /// Registers `make` for `kind`, replacing any earlier registration; keep the returned token to
  /// unregister. Observers hear about the change.
  @discardableResult
  public func register(_ kind: WidgetKind, make: @escaping Make) -> WidgetRegistration {
    nextID += 1
    let id = nextID
    entries[kind] = (id, make)
    notify(kind)
    return WidgetRegistration(kind: kind) { [weak self] in self?.remove(kind, id: id) }
  }

  /// Whether a widget is registered for `kind`.
  public func isRegistered(_ kind: WidgetKind) -> Bool { entries[kind] != nil }

  /// A new widget for `kind`, or `nil` when none is registered.
  public func makeWidget(for kind: WidgetKind) -> (any PlacementWidget)? { entries[kind]?.make() }

  /// Calls `handler` with the kind each time a kind is registered or unregistered, until the
  /// returned observation is cancelled or released.
  public func observe(_ handler: @escaping @MainActor (WidgetKind) -> Void) -> Observation {
    nextID += 1
    let id = nextID
    observers[id] = handler
    return Observation { [weak self] in self?.observers[id] = nil }
  }

  /// The product an app links to render `kind`, for diagnostics.
  public nonisolated static func productName(for kind: WidgetKind) -> String {
    switch kind {
    case .storyBar: "StoryKitStoryBar (StoryBarWidget)"
    case .banner: "StoryKitBanner (BannerWidget)"
    case .swipeCard: "StoryKitSwipeCard (SwipeCardWidget)"
    case .canvas: "StoryKitCanvas (CanvasWidget)"
    case .videoFeed: "StoryKitVideoFeed (VideoFeedWidget)"
    case .unknown(let name): "a widget for the kind \"\(name)\", which this version of StoryKit does not know"
    }
  }

  /// The product an app links and registers to open stories fullscreen, for diagnostics.
  public nonisolated static let storyPresenterProductName = "StoryKitPlayer (StoryPlayerPresenter.register())"

  /// The presenter to open stories with, or `nil` after logging, once per registry, what to
  /// link and register.
  public func storyPresenterOrWarning(for kind: WidgetKind) -> (any StoryPresenting)? {
    if let storyPresenter { return storyPresenter }
    if !hasWarnedAboutPresenter {
      hasWarnedAboutPresenter = true
      StoryKitLog.warning(
        "a \(kind.name) widget opens stories, but no story player is registered; link and register "
          + Self.storyPresenterProductName)
    }
    return nil
  }

  private var hasWarnedAboutPresenter = false

  private func remove(_ kind: WidgetKind, id: Int) {
    guard entries[kind]?.id == id else { return }
    entries[kind] = nil
    notify(kind)
  }

  private func notify(_ kind: WidgetKind) {
    for handler in observers.values { handler(kind) }
  }
}

/// The token ``WidgetRegistry/register(_:make:)`` returns. Releasing it does not unregister: a
/// widget registered for the app's life needs no token kept.
@MainActor
public final class WidgetRegistration {
  /// The kind registered.
  public let kind: WidgetKind
  private var removal: (@MainActor () -> Void)?

  init(kind: WidgetKind, removal: @escaping @MainActor () -> Void) {
    self.kind = kind
    self.removal = removal
  }

  /// Removes the registration, unless another one replaced it since. Calling it twice is calling
  /// it once.
  public func unregister() {
    removal?()
    removal = nil
  }
}
