import Foundation
import StoryKit
import StoryKitUI

/// The story bar as a placement widget: the bar of the feed's story groups; a tap on a group
/// opens the fullscreen player over the whole view tree (the topmost view above the placement),
/// through the registry's story presenter.
///
/// ```swift
/// StoryBarWidget.register()                                 // once, at launch
/// StoryPlayerPresenter.register()                           // StoryKitPlayer: what a tap opens
/// StoryBarWidget.register(actionDelivery: .whilePlaying)   // actions while the player shows
/// ```
///
/// The player opens with the placement's theme, direction and locale (see
/// ``StoryKitUI/StoryPresentationRequest``). Actions from the player reach the placement's
/// delegate after the player is dismissed (so the app can navigate with nothing in front), unless
/// ``actionDelivery`` is ``StoryKitUI/StoryActionDelivery/whilePlaying``: the player then pauses
/// for the action and ``resume()`` lets it go on. ``pause()`` pauses an open player; the bar
/// itself does not move on its own.
public final class StoryBarWidget: PlacementWidget {
  public let kind = WidgetKind.storyBar
  /// The bar.
  public let bar = StoryBarView()
  public var view: View { container }
  public weak var events: (any WidgetEventHandling)?
  /// App styling of the bar, over the variant's server styling.
  public var styling = StoryBarStyling() {
    didSet { bar.styling = styling }
  }
  /// App styling of the player, over the variant's server styling.
  public var playerStyling = StoryPlayerStyling()
  /// When the player hands a story's action to the app.
  public var actionDelivery = StoryActionDelivery.afterDismissal
  /// Where stories are marked seen and the rings read back from.
  public var seenStore: SeenStore?
  /// Where the story presenter comes from (``StoryKitUI/WidgetRegistry/storyPresenter``): the
  /// registry the widget was registered in.
  public var registry: WidgetRegistry = .shared
  public private(set) var isPaused = false
  public private(set) var hasContent = false
  /// How long a request to open a story by ID or deep link waits for the widget's first content,
  /// in seconds, before it fails with ``StoryKit/StoryOpenError/timeout(seconds:)``.
  public var openingTimeout = 10.0
  /// The timer of that wait; tests set a ``StoryKitUI/ManualTimeoutScheduler``.
  public var openingTimer: any TimeoutScheduling = SystemTimeoutScheduler()

  /// The player on screen, if any.
  public var presentation: (any StoryPresentation)? { presenter?.presentation }

  private let container = StoryBarWidgetView()
  private var presenter: StoryBarPresenter?
  private var variantID: String?
  private var serverPlayerStyling = StoryPlayerStyling()
  package let openWaiter = StoryOpenWaiter()

  /// Creates a widget; ``register(in:styling:playerStyling:actionDelivery:seenStore:)`` makes one
  /// per placement.
  public init() {
    container.bar = bar
    container.addSubview(bar)
    container.onAdvance = { [weak self] in self?.presenter?.tick() }
    bar.onStoryGroupSelected = { [weak self] group in self?.open(group) }
  }

  /// Registers the story bar for placements; each placement gets its own widget with these
  /// settings. Keep the token to unregister.
  @discardableResult
  public static func register(
    in registry: WidgetRegistry = .shared, styling: StoryBarStyling = StoryBarStyling(),
    playerStyling: StoryPlayerStyling = StoryPlayerStyling(),
    actionDelivery: StoryActionDelivery = .afterDismissal, seenStore: SeenStore? = nil
  ) -> WidgetRegistration {
    registry.register(.storyBar) { [weak registry] in
      let widget = StoryBarWidget()
      if let registry { widget.registry = registry }
      widget.styling = styling
      widget.playerStyling = playerStyling
      widget.actionDelivery = actionDelivery
      widget.seenStore = seenStore
      return widget
    }
  }

  public func show(_ content: PlacementWidgetContent) {
    variantID = content.variant.id
    bar.serverStyling = content.variant.styling.storyBar
    bar.styling = styling
    serverPlayerStyling = content.variant.styling.player
    let groups = seenStore?.applying(to: content.feed.storyGroups) ?? content.feed.storyGroups
    hasContent = !groups.isEmpty
    bar.content = .init(storyGroups: groups)
    reopenPlayer()
    openWaitingRequest()
  }

  /// Gives an open player the new groups, at the group and story it showed where they still
  /// exist (a feed refreshed while the user watches); it closes when no group is left.
  private func reopenPlayer() {
    guard let presentation, !presentation.isDismissed else { return }
    let groups = bar.displayedGroups
    guard !groups.isEmpty else {
      presentation.close()
      return
    }
    let index =
      presentation.group.flatMap { group in groups.firstIndex { $0.id == group.id } }
      ?? min(presentation.groupIndex ?? 0, groups.count - 1)
    let storyCount = groups[index].stories.count
    let story = storyCount > 0 ? min(presentation.storyIndex ?? 0, storyCount - 1) : nil
    presentation.show(groups, groupIndex: index, storyIndex: story, serverStyling: serverPlayerStyling)
  }

  public func pause() {
    isPaused = true
    presentation?.pause()
  }

  public func resume() {
    isPaused = false
    presentation?.resume()
  }

  // MARK: - The player

  /// Opens `group` over the topmost view above the bar: a tap, or (with a completion) a request
  /// to open story `storyIndex` of it.
  func open(_ group: StoryGroup, storyIndex: Int? = nil, completion: StoryOpenCompletion? = nil) {
    let isRequest = completion != nil || storyIndex != nil
    var root: View = container
    while let parent = root.superview { root = parent }
    if presenter?.container !== root || presenter == nil {
      if presenter?.presentation == nil {
        presenter = StoryBarPresenter(bar: bar, container: root, seenStore: seenStore)
        bar.onStoryGroupSelected = { [weak self] group in self?.open(group) }
      } else if !isRequest {
        return  // a tap while the player shows; a request moves the player instead
      }
    }
    guard let presenter, let storyPresenter = registry.storyPresenterOrWarning(for: kind) else {
      let reason =
        "no story player is registered; link and register \(WidgetRegistry.storyPresenterProductName)"
      return StoryOpenWaiter.finish(completion, .failure(.cannotPresent(reason: reason)))
    }
    presenter.presenter = storyPresenter
    presenter.request = StoryPresentationRequest(
      groups: [], groupIndex: 0, styling: playerStyling, serverStyling: serverPlayerStyling,
      actionDelivery: actionDelivery, startsPaused: isPaused, widget: self, variantID: variantID)
    if isRequest {
      presenter.open(group, storyIndex: storyIndex, completion: completion)
    } else {
      presenter.select(group)
    }
  }
}

/// The story bar widget's view: the bar at its full bounds, and the presenter moved on each frame.
final class StoryBarWidgetView: View {
  var bar: StoryBarView?
  var onAdvance: (@MainActor () -> Void)?

  override func layoutSubviews() {
    super.layoutSubviews()
    bar?.frame = bounds
  }

  override func advanceFrame(to now: Double) {
    onAdvance?()
  }
}
