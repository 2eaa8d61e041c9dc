import Foundation

extension StoryPlayback {
  /// The next story, else the next group with a story not seen (else the next group), else
  /// dismissal at the end of the feed.
  mutating func moveForward(by trigger: Trigger) -> [Event] {
    let from = position
    if position.story + 1 < groups[position.group].stories.count {
      position.story += 1
      return arrive(from: from, trigger: trigger, forward: true)
    }
    guard let target = nextGroupAfterEnd(of: position.group) else { return dismiss(.endOfFeed) }
    position = Position(group: target, story: firstUnseenStory(in: target))
    return arrive(from: from, trigger: trigger, forward: true)
  }

  /// The group after `group` ends: the first later group with a story not seen, else the next.
  func nextGroupAfterEnd(of group: Int) -> Int? {
    guard group + 1 < groups.count else { return nil }
    return (group + 1..<groups.count).first { hasUnseenStory(in: $0) } ?? group + 1
  }

  /// The events of arriving at ``position`` from `from`: closing and opening groups, the new
  /// story starting (at progress 0, even when it is the same story again).
  mutating func arrive(from: Position, trigger: Trigger, forward: Bool) -> [Event] {
    elapsed = 0
    isMediaTimed = false
    mediaDuration = nil
    var events: [Event] = []
    if from != position {
      events.append(.navigated(from: from, to: position, trigger: trigger, forward: forward))
    }
    if from.group != position.group {
      events.append(.groupClosed(group: from.group))
      events.append(.groupOpened(group: position.group))
    }
    events.append(.storyStarted(position))
    markShown()
    return events
  }

  mutating func dismiss(_ reason: DismissReason) -> [Event] {
    dismissReason = reason
    return [.groupClosed(group: position.group), .dismissed(reason)]
  }

  mutating func markShown() {
    guard let group, let story else { return }
    shownStories.insert(StoryKey(group: group.id, story: story.id))
  }

  /// Whether `story` of `group` was seen: by the server, or shown during this playback.
  func isSeen(group: Int, story: Int) -> Bool {
    let value = groups[group]
    let item = value.stories[story]
    return value.isSeen || item.isSeen || shownStories.contains(StoryKey(group: value.id, story: item.id))
  }

  func hasUnseenStory(in group: Int) -> Bool {
    groups[group].stories.indices.contains { !isSeen(group: group, story: $0) }
  }

  /// The story a move to `group` would open at: its first story not seen, or 0 when all are (0
  /// for a group index out of range).
  public func openingStory(ofGroup group: Int) -> Int {
    groups.indices.contains(group) ? firstUnseenStory(in: group) : 0
  }

  /// The first story of `group` not seen, or 0 when all are.
  func firstUnseenStory(in group: Int) -> Int {
    groups[group].stories.indices.first { !isSeen(group: group, story: $0) } ?? 0
  }
}
