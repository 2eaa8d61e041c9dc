import Foundation
import StoryKit
import StoryKitStoryBar
import StoryKitUI

/// The story bar as a placement widget: the bar of the feed's story groups, and a tap on a group
/// opens the fullscreen player over the whole view tree (the topmost view above the placement).
///
/// ```swift
/// StoryBarWidget.register()                         // once, at launch
/// StoryBarWidget.register(actionDelivery: .whilePlaying)   // actions while the player shows
/// ```
///
/// Actions from the player reach the placement's delegate after the player is dismissed (seed
/// 001: navigate with nothing in front), unless ``actionDelivery`` is
/// ``StoryActionDelivery/whilePlaying``: the player then pauses for the action and ``resume()``
/// lets it go on. ``pause()`` pauses an open player; the bar itself does not move on its own.
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
  public var playerStyling: StoryPlayerStyling {
    get { playerLink.styling }
    set { playerLink.styling = newValue }
  }
  /// When the player hands a story's action to the app.
  public var actionDelivery: StoryActionDelivery {
    get { playerLink.actionDelivery }
    set { playerLink.actionDelivery = newValue }
  }
  /// Where stories are marked seen and the rings read back from.
  public var seenStore: SeenStore?
  /// Sets up each player before it opens (after the widget's own settings).
  public var configurePlayer: (@MainActor (StoryPlayerView) -> Void)? {
    get { playerLink.configurePlayer }
    set { playerLink.configurePlayer = newValue }
  }
  public var isPaused: Bool { playerLink.isPaused }
  public private(set) var hasContent = false

  /// The player on screen, if any.
  public var player: StoryPlayerView? { presenter?.player }

  private let container = StoryBarWidgetView()
  private var presenter: StoryBarPlayerPresenter?
  /// What each player opened here gets: styling, analytics, the widget's events.
  private let playerLink = WidgetPlayerLink()

  /// Creates a widget; ``register(in:styling:playerStyling:actionDelivery:seenStore:)`` makes one
  /// per placement.
  public init() {
    playerLink.widget = self
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
    registry.register(.storyBar) {
      let widget = StoryBarWidget()
      widget.styling = styling
      widget.playerStyling = playerStyling
      widget.actionDelivery = actionDelivery
      widget.seenStore = seenStore
      return widget
    }
  }

  public func show(_ content: PlacementWidgetContent) {
    playerLink.variantID = content.variant.id
    bar.serverStyling = content.variant.styling.storyBar
    bar.styling = styling
    playerLink.serverStyling = content.variant.styling.player
    let groups = seenStore?.applying(to: content.feed.storyGroups) ?? content.feed.storyGroups
    hasContent = !groups.isEmpty
    bar.content = .init(storyGroups: groups)
    reopenPlayer()
  }

  /// Gives an open player the new groups, at the group and story it showed where they still
  /// exist (a feed refreshed while the user watches); it closes when no group is left.
  private func reopenPlayer() {
    guard let player, let playback = player.playback, !playback.isDismissed else { return }
    player.serverStyling = playerLink.serverStyling
    let groups = bar.displayedGroups
    guard !groups.isEmpty else {
      player.close(.closed)
      return
    }
    let index =
      playback.group.flatMap { group in groups.firstIndex { $0.id == group.id } }
      ?? min(playback.position.group, groups.count - 1)
    let storyCount = groups[index].stories.count
    player.open(groups, at: index, story: storyCount > 0 ? min(playback.position.story, storyCount - 1) : nil)
  }

  public func pause() {
    playerLink.isPaused = true
    player?.pause(.app)
  }

  public func resume() {
    playerLink.isPaused = false
    player?.resume(.app)
    player?.resume(.action)
  }

  // MARK: - The player

  /// Opens `group` over the topmost view above the bar.
  private func open(_ group: StoryGroup) {
    var root: View = container
    while let parent = root.superview { root = parent }
    if presenter?.container !== root || presenter == nil {
      guard presenter?.player == nil else { return }
      let made = StoryBarPlayerPresenter(bar: bar, container: root, seenStore: seenStore)
      made.configurePlayer = { [weak self] player in self?.playerLink.configure(player) }
      presenter = made
      bar.onStoryGroupSelected = { [weak self] group in self?.open(group) }
    }
    presenter?.select(group)
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
