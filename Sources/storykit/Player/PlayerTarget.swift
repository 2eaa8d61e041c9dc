import Foundation
import StoryKit

/// The groups a player render opens and the group it opens at, checked against the feed, with
/// every moment asked for checked against that group.
///
/// The player shows the groups an app shows (``Feed/visibleStoryGroups(testMode:)`` without test
/// mode), so the groups before and after are the app's; a test-only group is opened as test mode
/// shows it, among every group.
struct PlayerTarget {
  /// The groups the player opens, in the order it plays them.
  let groups: [StoryGroup]
  /// The index of the requested group in ``groups``.
  let groupIndex: Int

  /// The requested group.
  var group: StoryGroup { groups[groupIndex] }

  /// The ID of the group at `index` of ``groups``, `?` outside them.
  func groupID(at index: Int) -> String { groups.indices.contains(index) ? groups[index].id : "?" }

  /// Finds `groupID` and checks each moment: its story exists and its time is before the
  /// story's end.
  init(feed: Feed, groupID: String, moments: [PlayerMoment]) throws(PlayerRenderError) {
    let visible = feed.visibleStoryGroups(testMode: false)
    let all = feed.visibleStoryGroups(testMode: true)
    if let index = visible.firstIndex(where: { $0.id == groupID }) {
      (groups, groupIndex) = (visible, index)
    } else if let index = all.firstIndex(where: { $0.id == groupID }) {
      (groups, groupIndex) = (all, index)
    } else {
      throw .unknownGroup(groupID, known: feed.storyGroups.map(\.id))
    }
    let group = groups[groupIndex]
    for moment in moments {
      guard moment.story >= 1, moment.story <= group.stories.count else {
        throw .storyOutOfRange(moment.story, group: group.id, count: group.stories.count)
      }
      let duration = group.stories[moment.story - 1].duration
      guard moment.time.isFinite, moment.time >= 0, moment.time < duration else {
        throw .timePastEnd(moment.time, story: moment.story, group: group.id, duration: duration)
      }
    }
  }
}
