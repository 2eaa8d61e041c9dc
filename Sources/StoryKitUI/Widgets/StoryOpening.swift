import Foundation
import StoryKit

/// A widget that opens stories by ID or by deep link, as a tap would: the story bar and the video
/// feed. `PlacementView` hands its requests to the widget it shows when it is one.
///
/// ```swift
/// widget.open(groupID: "spring-sale", storyID: "s2") { result in
///   if case .failure(let error) = result { log(error) }
/// }
/// widget.open(url: deepLink)   // myapp://stories?group=spring-sale&story=s2
/// ```
///
/// A request made before the widget has content waits for its first content, up to the widget's
/// opening timeout, then opens or fails with a ``StoryKit/StoryOpenError``; a later request
/// replaces a waiting one, which fails with ``StoryKit/StoryOpenError/superseded(by:)``. Once
/// opened, the player's analytics and the widget's events are those of a tap. With a player
/// already on screen, it moves to the story asked for.
@MainActor
public protocol StoryOpening: PlacementWidget, StoryLinkOpening {
  /// The groups the widget opens in the player, in the player's order; empty before content.
  var openableGroups: [StoryGroup] { get }
  /// Opens `link`'s story, waiting for content when there is none yet; `completion` hears how it
  /// ended (a failure is also logged as a warning).
  func open(_ link: StoryLink, completion: StoryOpenCompletion?)
}
