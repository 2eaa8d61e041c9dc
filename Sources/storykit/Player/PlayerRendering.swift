import Foundation
import StoryKit
import StoryKitCairo
import StoryKitCommandLine
import StoryKitPlayer
import StoryKitUI

/// Renders moments of a feed's story player: what `storykit render --widget player` and
/// `storykit demo` draw.
///
/// Each moment gets its own `StoryPlayerView` on its own ``ManualClock``: the player opens at the
/// group and story, its pictures are waited for (up to ``imageTimeout``), a tick lets the story
/// start, the clock moves on by the moment's time and a second tick brings the progress there.
/// A video story (with ``makeVideoPlayer``) is held at its moment instead: its video is sought
/// there and the frame waited for (``PlayerVideoStill``). ``isPaused`` then holds the story with a long press, which hides the chrome, as a finger does,
/// and ``transition`` turns the cube towards the next or previous group
/// (`StoryPlayerView.setGroupTransition(forward:fraction:)`).
///
/// ```swift
/// var rendering = PlayerRendering()
/// rendering.theme = .dark
/// let shot = await rendering.player(target, at: PlayerMoment(story: 2, time: 1.5), feed: feed, loader: pipeline)
/// let bitmap = rendering.bitmap(of: shot.player)
/// ```
@MainActor
struct PlayerRendering {
  /// The player's size in points.
  var size = Size(width: 390, height: 844)
  /// Pixels per point.
  var scale = 2.0
  var theme: Theme = .light
  /// The player's direction (`--direction`); `nil`: the feed's, else the language's.
  var direction: LayoutDirection?
  /// The player's locale (`--locale`): the language of the SDK's strings, the digits and the
  /// time since posting; `nil`: the system's.
  var locale: Locale?
  /// The text-size multiplier (the Dynamic Type analogue); 1 is the default size.
  var textSize = 1.0
  /// Held with a long press: paused, chrome hidden.
  var isPaused = false
  /// The story's picture withheld: the loading view, before the picture arrives.
  var isLoading = false
  /// The cube swipe between groups, this far (0…1) towards the next group, or the previous one
  /// when negative; `nil` for none.
  var transition: Double?
  /// Seconds to wait for the pictures on screen (`--image-timeout`).
  var imageTimeout = 5.0
  /// The app's styling, over the feed's `player` styling.
  var styling = StoryPlayerStyling()
  /// Makes the video players of video stories; `nil` shows their posters.
  var makeVideoPlayer: (@MainActor () -> any VideoPlayer)?
  /// Whether captions show (`--captions on|off`); `nil` leaves the player's default.
  var captions: Bool?
  /// Seconds to wait for a video to open and show the moment's frame (`--video-timeout`).
  var videoTimeout = 15.0
  /// The wall-clock date when the story opens (the time since it was posted, countdowns); `nil`
  /// for now. It moves on with the player's clock.
  var date: Date?

  /// The appearance of every player drawn: the theme and the text size.
  var appearance: Appearance {
    var appearance = Appearance.default
    appearance.theme = theme
    appearance.fonts.sizeMultiplier = textSize
    return appearance
  }

  /// A player at one moment, and what happened on the way there.
  struct Shot {
    let player: StoryPlayerView
    /// The pictures on screen that did not arrive.
    let report: VisibleImagesReport
    /// The playback's events, in order.
    let events: [StoryPlayback.Event]
    /// Where the playback is: the moment asked for, unless a picture failed and was skipped.
    let position: StoryPlayback.Position?
    /// What a video story could not show as asked.
    var videoNotes: [String] = []
  }

  /// The feed's player styling (of its first story-bar variant), the server's layer.
  static func serverStyling(of feed: Feed) -> StoryPlayerStyling {
    StoryBarRendering.playerStyling(of: feed)
  }

  /// The player of `target` at `moment`, laid out and ready to draw.
  func player(
    _ target: PlayerTarget, at moment: PlayerMoment, feed: Feed, loader: any ImageLoading
  ) async -> Shot {
    let clock = ManualClock()
    let player = StoryPlayerView(frame: Rect(origin: .zero, size: size))
    player.clock = clock
    player.displayScale = scale
    player.appearance = appearance
    player.layoutDirection = direction
    if let locale { player.locale = locale }
    let storyIndex = moment.story - 1
    let story = target.group.stories.indices.contains(storyIndex) ? target.group.stories[storyIndex] : nil
    let picture = story.flatMap(Self.pictureURL)
    player.imageLoader =
      isLoading ? WithheldMediaLoader(base: loader, withholding: Set([picture].compactMap { $0 })) : loader
    player.serverStyling = Self.serverStyling(of: feed)
    player.styling = styling
    if let makeVideoPlayer {
      player.mediaPlayer = VideoStoryMediaPlayer(makePlayer: makeVideoPlayer)
    }
    if let captions { player.captionsEnabled = captions }
    let opened = date ?? Date()
    player.currentDate = { opened.addingTimeInterval(clock.now) }
    player.prepareIfNeeded()
    player.layoutIfNeeded()
    var events: [StoryPlayback.Event] = []
    player.onEvent = { events.append($0) }
    player.open(target.groups, at: target.groupIndex, story: storyIndex)
    player.layoutIfNeeded()
    // While loading, the withheld picture would only run the timeout out: wait for the rest.
    var report =
      isLoading
      ? await player.headerView.waitForVisibleImages(timeout: imageTimeout)
      : await player.waitForVisibleImages(timeout: imageTimeout)
    let videoNotes =
      isLoading ? [] : await PlayerVideoStill(timeout: videoTimeout).prepare(player, at: moment.time)
    player.tick()
    clock.advance(by: moment.time)
    player.tick()
    if isPaused { hold(player, at: clock.now) }
    if let transition {
      player.setGroupTransition(forward: transition >= 0, fraction: abs(transition))
      player.layoutIfNeeded()
      // The page turning in shows the other group's story: wait for its picture too.
      let turning = await player.neighbourPage.waitForVisibleImages(timeout: imageTimeout)
      report.missing += turning.missing
    }
    player.layoutIfNeeded()
    return Shot(
      player: player, report: report, events: events, position: player.playback?.position,
      videoNotes: videoNotes)
  }

  /// Presses and holds the middle of the player past the long-press duration, through the
  /// pointer dispatcher, as a finger does: the story pauses and the chrome hides.
  private func hold(_ player: StoryPlayerView, at time: Double) {
    let dispatcher = PointerDispatcher(root: player)
    let point = Point(x: size.width / 2, y: size.height / 2)
    dispatcher.dispatch(PointerEvent(.down, at: point, time: time))
    dispatcher.advanceTime(to: time + 0.5)
  }

  /// The player drawn into a bitmap of its size, on black (a player covers the screen).
  func bitmap(of view: View) -> Bitmap {
    let bitmap = Bitmap(size: view.frame.size, scale: scale, background: .black)
    bitmap.render(view)
    return bitmap
  }

  /// The picture a story shows first: its image, or its video's poster (as the player loads it).
  static func pictureURL(_ story: Story) -> URL? { StoryPageView.pictureURL(of: story) }
}
