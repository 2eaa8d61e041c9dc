import Foundation
import StoryKit
import StoryKitUI

/// Opens the fullscreen story player from a video feed, through StoryKitUI's presenting seam:
/// each item becomes a group of one video story (``StoryKit/VideoFeedItem/storyGroup(index:)``),
/// and the player covers the topmost view above the feed at the item tapped, with the feed's
/// environment (theme, direction, locale, components).
///
/// ```swift
/// let presenter = VideoFeedPresenter(feed: feed, presenter: StoryPlayerPresenter())
/// presenter.request.makeVideoPlayer = { appVideoPlayer() }   // the player's video; nil: posters
/// feed.onItemSelected = { _, index in presenter.present(at: index) }
/// // every frame, before drawing:
/// presenter.tick()
/// ```
///
/// While the player shows, the feed's own players are stopped (the video budget goes to the
/// player); when it closes, the feed shows the item the player was on and plays again.
@MainActor
public final class VideoFeedPresenter {
  /// The feed the player opens from.
  public let feed: VideoFeedView
  /// What opens the player.
  public var presenter: (any StoryPresenting)?
  /// The request's settings each player opens with (styling, video player, action delivery,
  /// widget, variant); the presenter fills in the groups and the item.
  public var request = StoryPresentationRequest(groups: [], groupIndex: 0)
  /// Called when a player closes, after the feed moved to the item it showed.
  public var onDismiss: (@MainActor (StoryPlayback.DismissReason) -> Void)?

  /// The player on screen, if any.
  public private(set) var presentation: (any StoryPresentation)?

  /// Creates a presenter for `feed`.
  public init(feed: VideoFeedView, presenter: (any StoryPresenting)? = nil) {
    self.feed = feed
    self.presenter = presenter
  }

  /// Opens the player at item `index` over the topmost view above the feed; nothing happens
  /// while a player shows, without a presenter, or for an index out of range.
  public func present(at index: Int) {
    guard presentation == nil else { return }
    present(at: index, completion: nil)
  }

  /// Opens the player at item `index` as a tap does, and tells `completion` how it went; with a
  /// player on screen, the player moves to the item instead.
  public func present(at index: Int, completion: StoryOpenCompletion?) {
    let items = feed.items
    let groups = items.enumerated().map { $1.storyGroup(index: $0) }
    guard groups.indices.contains(index) else {
      let reason = "the feed has no item \(index) (it has \(groups.count))"
      return StoryOpenWaiter.finish(completion, .failure(.noContent(reason: reason)))
    }
    if let presentation, !presentation.isDismissed {
      presentation.show(groups, groupIndex: index, storyIndex: nil, serverStyling: request.serverStyling)
      return StoryOpenWaiter.finish(completion, .success(Self.opened(groups, at: index)))
    }
    guard let presenter else {
      return StoryOpenWaiter.finish(completion, .failure(.cannotPresent(reason: "no story presenter is set")))
    }
    var request = request
    request.groups = groups
    request.groupIndex = index
    request.storyIndex = nil
    feed.setCovered(true)
    guard let presented = presenter.present(request, from: feed, over: feed.rootView) else {
      feed.setCovered(false)
      return StoryOpenWaiter.finish(
        completion, .failure(.cannotPresent(reason: "the story presenter opened none")))
    }
    presented.onDismiss = { [weak self] reason in self?.dismissed(reason) }
    presentation = presented
    StoryOpenWaiter.finish(completion, .success(Self.opened(groups, at: index)))
  }

  /// Item `index`'s group and its one story.
  private static func opened(_ groups: [StoryGroup], at index: Int) -> OpenedStory {
    OpenedStory(
      groupID: groups[index].id, storyID: groups[index].stories.first?.id, groupIndex: index,
      storyIndex: groups[index].stories.isEmpty ? nil : 0)
  }

  /// Moves the player on to the clock's now. Call it before drawing each frame.
  public func tick() {
    presentation?.tick()
  }

  private func dismissed(_ reason: StoryPlayback.DismissReason) {
    let shown = presentation?.groupIndex
    presentation = nil
    if let shown { feed.scroll(to: shown, animated: false) }
    feed.setCovered(false)
    onDismiss?(reason)
  }
}
