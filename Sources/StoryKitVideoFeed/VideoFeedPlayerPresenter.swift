import Foundation
import StoryKit
import StoryKitPlayer
import StoryKitUI

/// Opens the fullscreen story player from a video feed: each item becomes a group of one video
/// story (``StoryKit/VideoFeedItem/storyGroup(index:)``), and the player covers the topmost view
/// above the feed at the item tapped.
///
/// ```swift
/// let presenter = VideoFeedPlayerPresenter(feed: feed)
/// presenter.makeMediaPlayer = { appVideoStoryPlayer() }   // the app's video StoryMediaPlayer
/// presenter.configurePlayer = { player in player.delegate = self }
/// feed.onItemSelected = { _, index in presenter.present(at: index) }
/// // every frame, before drawing:
/// presenter.tick()
/// ```
///
/// While the player shows, the feed's own players are stopped (the video budget goes to the
/// player); when it closes, the feed shows the item the player was on and plays again.
@MainActor
public final class VideoFeedPlayerPresenter {
  /// The feed the player opens from.
  public let feed: VideoFeedView
  /// Makes the player's ``StoryKitPlayer/StoryMediaPlayer`` for video stories; `nil` keeps the
  /// player's default, which shows the posters.
  public var makeMediaPlayer: (@MainActor () -> any StoryMediaPlayer)?
  /// Sets up each new player (delegate, styling, analytics) before it opens.
  public var configurePlayer: (@MainActor (StoryPlayerView) -> Void)?
  /// Called when a player closes, after the feed moved to the item it showed.
  public var onDismiss: (@MainActor (StoryPlayback.DismissReason) -> Void)?

  /// The player on screen, if any.
  public private(set) var player: StoryPlayerView?

  /// Creates a presenter for `feed`.
  public init(feed: VideoFeedView) {
    self.feed = feed
  }

  /// Opens the player at item `index` over the topmost view above the feed; nothing happens
  /// while a player shows or for an index out of range.
  public func present(at index: Int) {
    let items = feed.items
    guard player == nil, items.indices.contains(index) else { return }
    let container = feed.rootView
    let groups = items.enumerated().map { $1.storyGroup(index: $0) }
    feed.setCovered(true)
    let player = StoryPlayerView(frame: container.bounds)
    if let makeMediaPlayer { player.mediaPlayer = makeMediaPlayer() }
    configurePlayer?(player)
    let onDismiss = player.onDismiss
    player.onDismiss = { [weak self] reason in
      onDismiss?(reason)
      self?.dismissed(reason)
    }
    container.addSubview(player)
    player.pin()
    player.layoutIfNeeded()
    self.player = player
    player.open(groups, at: index)
  }

  /// Moves the player on to the clock's now. Call it before drawing each frame.
  public func tick() {
    player?.tick()
  }

  private func dismissed(_ reason: StoryPlayback.DismissReason) {
    guard let player else { return }
    let shown = player.playback?.position.group
    player.removeFromSuperview()
    self.player = nil
    if let shown { feed.scroll(to: shown, animated: false) }
    feed.setCovered(false)
    onDismiss?(reason)
  }
}
