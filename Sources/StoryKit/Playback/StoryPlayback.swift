import Foundation

/// The player's state, as a value: which group and story show, how far the story has run, why it
/// is paused, and what happens when it ends. Pure: time passes only when the caller says so
/// (``update(now:)`` with its clock's time), so tests step a manual clock and never sleep.
///
/// ```swift
/// var playback = StoryPlayback(groups: feed.visibleStoryGroups(testMode: false), openingGroup: 2, now: clock.now)
/// playback.pause(.loading, now: clock.now)          // until the first picture arrives
/// playback.resume(.loading, now: clock.now)
/// for event in playback.update(now: clock.now) {    // every frame
///   if case .storyStarted(let position) = event { seenStore.markSeen(position) }
/// }
/// playback.next(by: .tap, now: clock.now)           // the trailing two thirds
/// ```
///
/// Rules:
/// - A group opens at its first story not seen (by the server or during this playback), or its
///   first story when every one is seen; ``init(groups:openingGroup:story:now:)`` can name one.
/// - A story runs for its ``Story/duration`` (5 s for an image without one; at least 0.1 s) while
///   there is no ``PauseReason``; then the next story starts, with progress 0 (a long stall
///   never skips stories). ``pacing`` can lengthen the durations, or hold each story at its end
///   until someone moves on (``StoryPacing``).
/// - A video story's time follows its video once the player reports it
///   (``followMedia(position:duration:hasEnded:now:)``): the progress is the video's position,
///   the story lasts as long as the video, and it ends when the video does.
/// - After a group's last story comes the next group after it with a story not seen, else the
///   next group; after the last group the player is dismissed (``DismissReason/endOfFeed``).
/// - Back from a group's first story goes to the previous group's last story; from the feed's
///   first story it restarts that story.
/// - A story whose media failed (``storyFailed(now:)``) is skipped forwards, so a group whose
///   stories all fail is passed over, story by story, each with an event.
/// - Pause reasons stack: playback runs only once every reason has ended. A pause survives a
///   change of story or group.
public struct StoryPlayback: Sendable, Hashable {
  /// The groups played, in order.
  public let groups: [StoryGroup]
  /// The group and story on screen.
  public internal(set) var position: Position
  /// Seconds the current story has run.
  public internal(set) var elapsed: Double = 0
  /// Why playback is paused; empty while it runs.
  public internal(set) var pauseReasons: Set<PauseReason> = []
  /// Why the player closed, once it has.
  public internal(set) var dismissReason: DismissReason?
  /// The stories shown during this playback, by group ID and story ID.
  public internal(set) var shownStories: Set<StoryKey> = []
  /// Whether the current story's time follows its video (``followMedia(position:duration:hasEnded:now:)``)
  /// rather than the clock.
  public internal(set) var isMediaTimed = false
  /// The current story's video's length, once the video has said.
  public internal(set) var mediaDuration: Double?
  /// How stories advance by themselves; ``StoryPacing/automatic`` unless the app or a screen
  /// reader asks otherwise. Changing it keeps the current story's progress.
  public var pacing: StoryPacing = .automatic
  /// The time of the last call, in the caller's clock.
  private var lastTime: Double

  /// A story by its group's and its own ID.
  public struct StoryKey: Sendable, Hashable {
    /// The group's ID.
    public var group: String
    /// The story's ID.
    public var story: String

    /// Creates a key.
    public init(group: String, story: String) {
      self.group = group
      self.story = story
    }
  }

  /// The shortest time a story runs, whatever its duration says.
  public static let minimumDuration = 0.1

  /// Opens `groups` at group `openingGroup` (clamped to the groups there are): at `story` if
  /// given (clamped), else at the group's first story not seen. Events of the opening are in
  /// ``openingEvents``.
  public init(groups: [StoryGroup], openingGroup: Int = 0, story: Int? = nil, now: Double) {
    self.groups = groups.filter { !$0.stories.isEmpty }
    lastTime = now.isFinite ? now : 0
    let group = min(max(0, openingGroup), max(0, self.groups.count - 1))
    position = Position(group: group, story: 0)
    guard !self.groups.isEmpty else {
      dismissReason = .endOfFeed
      return
    }
    let count = self.groups[group].stories.count
    position.story = story.map { min(max(0, $0), count - 1) } ?? firstUnseenStory(in: group)
    markShown()
  }

  /// The events of the opening: the group and its first story.
  public var openingEvents: [Event] {
    guard !groups.isEmpty else { return [.dismissed(.endOfFeed)] }
    return [.groupOpened(group: position.group), .storyStarted(position)]
  }

  // MARK: - Reading

  /// Whether the player has closed.
  public var isDismissed: Bool { dismissReason != nil }

  /// Whether the story's time runs now.
  public var isRunning: Bool { pauseReasons.isEmpty && !isDismissed }

  /// The group on screen.
  public var group: StoryGroup? { groups.indices.contains(position.group) ? groups[position.group] : nil }

  /// The story on screen.
  public var story: Story? {
    guard let group, group.stories.indices.contains(position.story) else { return nil }
    return group.stories[position.story]
  }

  /// How long the current story runs, in seconds: its video's length once the video has said
  /// (``mediaDuration``), else the story's ``Story/duration``.
  public var duration: Double {
    if isMediaTimed, let seconds = mediaDuration, seconds.isFinite, seconds > 0 {
      return max(Self.minimumDuration, seconds)
    }
    guard let seconds = story?.duration, seconds.isFinite, seconds > 0 else {
      return Story.defaultImageDuration * pacing.durationFactor
    }
    return max(Self.minimumDuration, seconds) * pacing.durationFactor
  }

  /// How far the current story has run, 0…1.
  public var progress: Double { min(1, max(0, elapsed / duration)) }

  /// The progress of story `index` of the current group: 1 before the current one, 0 after it.
  public func progress(ofStory index: Int) -> Double {
    index < position.story ? 1 : index > position.story ? 0 : progress
  }

  /// When the current story ends if nothing pauses it, in the caller's clock; `nil` while
  /// paused or closed (a host schedules its next tick by it).
  public var endTime: Double? {
    guard isRunning, pacing.advancesByItself || elapsed < duration else { return nil }
    return lastTime + (duration - elapsed)
  }

  // MARK: - Time

  /// Lets time run to `now`: the story's progress grows while nothing pauses it, and at its end
  /// the next story starts. Returns what happened.
  @discardableResult
  public mutating func update(now: Double) -> [Event] {
    let delta = advanceClock(to: now)
    guard isRunning else { return [] }
    if !isMediaTimed { elapsed = min(elapsed + delta, pacing.advancesByItself ? .infinity : duration) }
    guard elapsed >= duration, pacing.advancesByItself else { return [] }
    let finished = position
    var events: [Event] = [.storyCompleted(finished)]
    events += moveForward(by: .auto)
    return events
  }

  /// Moves the caller's time to `now` and returns the seconds that passed (none backwards).
  @discardableResult
  mutating func advanceClock(to now: Double) -> Double {
    guard now.isFinite else { return 0 }
    let delta = max(0, now - lastTime)
    lastTime = max(lastTime, now)
    return delta
  }

  // MARK: - Pausing

  /// Adds a reason to pause; the first reason stops the story's time.
  @discardableResult
  public mutating func pause(_ reason: PauseReason, now: Double) -> [Event] {
    var events = update(now: now)
    guard !isDismissed, !pauseReasons.contains(reason) else { return events }
    let wasRunning = pauseReasons.isEmpty
    pauseReasons.insert(reason)
    if wasRunning { events.append(.paused(reason)) }
    return events
  }

  /// Ends a reason to pause; the story's time runs again once no reason is left.
  @discardableResult
  public mutating func resume(_ reason: PauseReason, now: Double) -> [Event] {
    advanceClock(to: now)
    guard !isDismissed, pauseReasons.remove(reason) != nil, pauseReasons.isEmpty else { return [] }
    return [.resumed(reason)]
  }

  // MARK: - Moving

  /// The next story (a tap on the trailing part, →): after the group's last, the next group.
  @discardableResult
  public mutating func next(by trigger: Trigger, now: Double) -> [Event] {
    var events = update(now: now)
    guard !isDismissed else { return events }
    events += moveForward(by: trigger)
    return events
  }

  /// The previous story (a tap on the leading part, ←): from a group's first story, the
  /// previous group's last; from the feed's first story, that story again.
  @discardableResult
  public mutating func previous(by trigger: Trigger, now: Double) -> [Event] {
    var events = update(now: now)
    guard !isDismissed else { return events }
    let from = position
    if position.story > 0 {
      position.story -= 1
    } else if position.group > 0 {
      position = Position(group: position.group - 1, story: groups[position.group - 1].stories.count - 1)
    }
    events += arrive(from: from, trigger: trigger, forward: false)
    return events
  }

  /// The next group (⇧→, a swipe), at its first story not seen; after the last, dismissal.
  @discardableResult
  public mutating func nextGroup(by trigger: Trigger, now: Double) -> [Event] {
    moveGroup(by: 1, trigger: trigger, now: now)
  }

  /// The previous group (⇧←, a swipe), at its first story not seen; from the first group, its
  /// current story again.
  @discardableResult
  public mutating func previousGroup(by trigger: Trigger, now: Double) -> [Event] {
    moveGroup(by: -1, trigger: trigger, now: now)
  }

  /// The group `step` away, at its first story not seen; past the last, dismissal; before the
  /// first, the current story again.
  private mutating func moveGroup(by step: Int, trigger: Trigger, now: Double) -> [Event] {
    var events = update(now: now)
    guard !isDismissed else { return events }
    let from = position
    let target = position.group + step
    if target >= groups.count { return events + dismiss(.endOfFeed) }
    if target >= 0 { position = Position(group: target, story: firstUnseenStory(in: target)) }
    events += arrive(from: from, trigger: trigger, forward: step > 0)
    return events
  }

  /// The current story's media failed to load: it is skipped forwards.
  @discardableResult
  public mutating func storyFailed(now: Double) -> [Event] {
    var events = update(now: now)
    guard !isDismissed else { return events }
    events.append(.storyFailed(position))
    events += moveForward(by: .failure)
    return events
  }

  /// Closes the player.
  @discardableResult
  public mutating func dismiss(_ reason: DismissReason, now: Double) -> [Event] {
    advanceClock(to: now)
    guard !isDismissed else { return [] }
    return dismiss(reason)
  }
}
