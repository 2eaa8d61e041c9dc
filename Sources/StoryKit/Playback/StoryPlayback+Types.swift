import Foundation

extension StoryPlayback {
  /// Where playback is: a group of the feed and a story of that group, both counted from 0.
  public struct Position: Sendable, Hashable, Comparable, CustomStringConvertible {
    /// The group's index in the feed.
    public var group: Int
    /// The story's index in its group.
    public var story: Int

    /// Creates a position.
    public init(group: Int, story: Int) {
      self.group = group
      self.story = story
    }

    public static func < (lhs: Position, rhs: Position) -> Bool {
      (lhs.group, lhs.story) < (rhs.group, rhs.story)
    }

    public var description: String { "group \(group) story \(story)" }
  }

  /// Why playback is paused. Playback runs only while there is no reason at all, so an app pause
  /// and a hold can overlap, and each ends on its own.
  public enum PauseReason: String, Sendable, Hashable, CaseIterable {
    /// The user holds a finger on the story.
    case hold
    /// The app asked (`pause()`), for example while it navigates after an action.
    case app
    /// The story's media is not ready yet.
    case loading
    /// An action the story opened is in front of it.
    case action
    /// A sheet (a product card, a share sheet) covers the story.
    case sheet
    /// The host went to the background.
    case background
  }

  /// What moved playback from one story to another.
  public enum Trigger: String, Sendable, Hashable, CaseIterable {
    /// The story's time ran out.
    case auto
    /// A tap on the leading or trailing part of the story.
    case tap
    /// A horizontal swipe between groups.
    case swipe
    /// A key (arrows).
    case key
    /// The app or an assistive technology (an accessibility action).
    case program
    /// The story's media failed to load and was skipped.
    case failure
  }

  /// Why the player closed.
  public enum DismissReason: String, Sendable, Hashable, CaseIterable {
    /// The last story of the last group ended.
    case endOfFeed
    /// The close button, Esc, or the app.
    case closed
    /// The user swiped the player down.
    case swipedDown
    /// Going back from the very first story.
    case backFromStart
    /// The player closed to open a story's action (a button, a swipe-up), delivered to the app
    /// once the player has gone.
    case action
  }

  /// What a transition did, in order, for the player to act on (draw, mark seen, record
  /// analytics).
  public enum Event: Sendable, Hashable {
    /// A group came on screen.
    case groupOpened(group: Int)
    /// A group left the screen.
    case groupClosed(group: Int)
    /// A story began (its progress is 0): mark it seen, record an impression.
    case storyStarted(Position)
    /// A story's time ran out.
    case storyCompleted(Position)
    /// A story was left for another, by `trigger`; `forward` says which way.
    case navigated(from: Position, to: Position, trigger: Trigger, forward: Bool)
    /// A story's media failed and it was skipped.
    case storyFailed(Position)
    /// Playback stopped running for `reason` (the first reason to arrive).
    case paused(PauseReason)
    /// Playback runs again after `reason`, the last one, ended.
    case resumed(PauseReason)
    /// The player closed.
    case dismissed(DismissReason)
  }
}
