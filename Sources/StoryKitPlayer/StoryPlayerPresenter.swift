import Foundation
import StoryKit
import StoryKitUI

/// Opens ``StoryPlayerView``s for the widgets that open stories (the story bar, the video feed):
/// StoryKitPlayer's side of StoryKitUI's presenting seam.
///
/// ```swift
/// StoryBarWidget.register()
/// StoryPlayerPresenter.register { player in player.delegate = router }   // the app's own settings
/// ```
///
/// Each player it opens covers the container the widget names, with the environment of the
/// view it was opened from: its appearance and theme, its layout direction, its locale, its
/// components and view factory. A placement configured dark and right to left therefore opens a
/// dark, mirrored player, with dark polls and product cards. It gets the request's styling,
/// action delivery and seen store; its analytics, actions and commerce events go to the
/// request's widget, stamped with the variant.
@MainActor
public final class StoryPlayerPresenter: StoryPresenting {
  /// Sets up each player after the request's settings, before it opens (the app's delegate,
  /// analytics, a loading view).
  public var configurePlayer: (@MainActor (StoryPlayerView) -> Void)?

  /// Creates a presenter.
  public init(configurePlayer: (@MainActor (StoryPlayerView) -> Void)? = nil) {
    self.configurePlayer = configurePlayer
  }

  /// Makes this presenter open the stories of the widgets made by `registry`.
  @discardableResult
  public static func register(
    in registry: WidgetRegistry = .shared, configurePlayer: (@MainActor (StoryPlayerView) -> Void)? = nil
  ) -> StoryPlayerPresenter {
    let presenter = StoryPlayerPresenter(configurePlayer: configurePlayer)
    registry.storyPresenter = presenter
    return presenter
  }

  public func present(
    _ request: StoryPresentationRequest, from source: View, over container: View
  ) -> (any StoryPresentation)? {
    guard request.groups.indices.contains(request.groupIndex) else { return nil }
    let player = StoryPlayerView(frame: container.bounds)
    Self.adopt(environmentOf: source, in: player)
    let link = WidgetPlayerLink(widget: request.widget)
    link.styling = request.styling
    link.serverStyling = request.serverStyling
    link.actionDelivery = request.actionDelivery
    link.variantID = request.variantID
    link.isPaused = request.startsPaused
    link.configurePlayer = configurePlayer
    player.seenStore = request.seenStore
    player.dismissTarget = request.dismissTarget
    if let makeVideoPlayer = request.makeVideoPlayer {
      player.mediaPlayer = VideoStoryMediaPlayer(makePlayer: makeVideoPlayer)
    }
    link.configure(player)
    player.ownedDelegate = link
    let presentation = PresentedStoryPlayer(player: player, link: link)
    container.addSubview(player)
    player.pin()
    player.layoutIfNeeded()
    player.open(request.groups, at: request.groupIndex, story: request.storyIndex)
    return presentation
  }

  /// Gives `player` what is in effect at `source`: the placement's or the app's theme,
  /// direction, locale, components, view factory and story pacing, though it sits above them in
  /// the tree (or, for a share picture, outside it).
  static func adopt(environmentOf source: View, in player: View) {
    player.appearance = source.appearance
    player.layoutDirection = source.effectiveLayoutDirection
    player.locale = source.locale
    player.components = source.components
    player.viewFactory = source.viewFactory
    player.isReduceMotionEnabled = source.isReduceMotionEnabled
    player.isClosedCaptioningEnabled = source.isClosedCaptioningEnabled
    player.storyPacing = source.storyPacing
    player.prefetchPolicy = source.prefetchPolicy
    player.storySharing = source.storySharing
    // A screen reader's state is not copied: the player inherits it live from the host's root.
  }
}

/// A player ``StoryPlayerPresenter`` opened: the seam's view of it.
@MainActor
final class PresentedStoryPlayer: StoryPresentation {
  let player: StoryPlayerView
  /// The player's delegate (the player keeps it as long as it lives).
  private let link: WidgetPlayerLink
  var onDismiss: (@MainActor (StoryPlayback.DismissReason) -> Void)?

  init(player: StoryPlayerView, link: WidgetPlayerLink) {
    self.player = player
    self.link = link
    let appDismiss = player.onDismiss
    player.onDismiss = { [weak self] reason in
      appDismiss?(reason)
      self?.dismissed(reason)
    }
  }

  var view: View { player }
  var isDismissed: Bool { player.playback?.isDismissed ?? true }
  var groupIndex: Int? { player.playback?.position.group }
  var storyIndex: Int? { player.playback?.position.story }
  var group: StoryGroup? { player.playback?.group }

  func tick() { player.tick() }

  func pause() {
    link.isPaused = true
    player.pause(.app)
  }

  func resume() {
    link.isPaused = false
    player.resume(.app)
    player.resume(.action)
  }

  func close() { player.close(.closed) }

  func show(_ groups: [StoryGroup], groupIndex: Int, storyIndex: Int?, serverStyling: StoryPlayerStyling) {
    guard !isDismissed, groups.indices.contains(groupIndex) else { return }
    link.serverStyling = serverStyling
    player.serverStyling = serverStyling
    player.open(groups, at: groupIndex, story: storyIndex)
  }

  func waitForSeenWrites() async {
    await player.waitForSeenWrites()
  }

  private func dismissed(_ reason: StoryPlayback.DismissReason) {
    player.removeFromSuperview()
    onDismiss?(reason)
  }
}
