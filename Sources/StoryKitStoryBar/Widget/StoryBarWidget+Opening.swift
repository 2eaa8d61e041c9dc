import Foundation
import StoryKit
import StoryKitUI

/// Opening a story by ID or by deep link: the path of a tap on the group's cell, at the story
/// asked for.
extension StoryBarWidget: WaitingStoryOpening {
  /// The bar's groups, in its order (seen groups last when the bar moves them); empty before
  /// content.
  public var openableGroups: [StoryGroup] { hasContent ? bar.displayedGroups : [] }

  /// Opens `link`'s story as a tap on its group would: the player opens once the story's picture
  /// is there (at most ``StoryBarPresenter/maximumOpeningDelay``), with a tap's analytics. Before
  /// the widget has content the request waits up to ``openingTimeout``.
  public func open(_ link: StoryLink, completion: StoryOpenCompletion?) {
    requestOpening(link, completion: completion)
  }

  package var noOpenableContentReason: String { "the content has no story groups" }

  package func openLocated(
    _ group: StoryGroup, at groupIndex: Int, storyIndex: Int?, completion: @escaping StoryOpenCompletion
  ) {
    open(group, storyIndex: storyIndex, completion: completion)
  }
}
