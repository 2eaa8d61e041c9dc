import Foundation
import StoryKit

/// Turns the player's events into ``AnalyticsEvent``s for an ``AnalyticsQueue``: each with the
/// group, the story, its position (`groupIndex`, `storyIndex`) and the time.
///
/// | player event | analytics event | properties |
/// | --- | --- | --- |
/// | a group opens | `groupOpened` | |
/// | a group closes | `groupClosed` | `reason`: the trigger that left it, or why the player closed |
/// | a story starts | `storyImpression` | |
/// | a story's time runs out | `storyCompleted` | |
/// | next / previous by tap, key, swipe or the app | `storyNext` / `storyPrevious` | `trigger` |
/// | a swipe to another group | `groupSwiped` | `direction`: `next` or `previous` |
/// | a story's media fails | `storyFailed` | `reason` (a ``MediaFailureReason``), when the player knows it |
/// | a pause and its end (not for loading) | `storyPaused` / `storyResumed` | `reason` |
/// | an action opened | `ctaClicked` | `url`, `source` |
/// | the share button | `shared` | |
/// | the player closes | `closed` | `reason` |
///
/// The player adds its quality-of-experience events with ``record(_:group:story:in:properties:)``:
/// `storyMediaShown`, `storyStalled` and, when it closes, `groupSessionQuality` for each group
/// visit (see ``PlaybackQualityReport``).
///
/// Layer interactions (poll votes, quiz answers, reactions, products) are recorded with
/// ``record(_:in:properties:)``.
@MainActor
public final class StoryPlayerAnalytics {
  private let sink: @Sendable (AnalyticsEvent) -> Void
  private let now: @Sendable () -> Date
  /// The placement the player was opened from.
  public var placementToken: String?
  /// The widget variant the placement chose.
  public var widgetVariantID: String?

  /// Records into `queue`.
  public convenience init(
    queue: AnalyticsQueue, placementToken: String? = nil, widgetVariantID: String? = nil
  ) {
    self.init(placementToken: placementToken, widgetVariantID: widgetVariantID) { queue.record($0) }
  }

  /// Records through `sink`; `now` stamps each event (tests pass a fixed clock).
  public init(
    placementToken: String? = nil, widgetVariantID: String? = nil,
    now: @escaping @Sendable () -> Date = { Date() }, sink: @escaping @Sendable (AnalyticsEvent) -> Void
  ) {
    self.placementToken = placementToken
    self.widgetVariantID = widgetVariantID
    self.now = now
    self.sink = sink
  }

  /// Records a batch of playback events, as one transition returned them, with `playback` after
  /// that transition.
  public func record(_ events: [StoryPlayback.Event], in playback: StoryPlayback) {
    record(events, in: playback, failureReason: nil)
  }

  /// Records a batch of playback events, as ``record(_:in:)`` does; a `storyFailed` carries
  /// `failureReason` as its `reason`.
  public func record(
    _ events: [StoryPlayback.Event], in playback: StoryPlayback, failureReason: MediaFailureReason?
  ) {
    let dismissal = events.lazy.compactMap { event -> StoryPlayback.DismissReason? in
      if case .dismissed(let reason) = event { return reason }
      return nil
    }.first
    let trigger = events.lazy.compactMap { event -> StoryPlayback.Trigger? in
      if case .navigated(_, _, let trigger, _) = event { return trigger }
      return nil
    }.first
    for event in events {
      switch event {
      case .groupOpened(let group):
        emit(.groupOpened, playback, group: group, story: nil)
      case .groupClosed(let group):
        let reason = dismissal?.rawValue ?? trigger?.rawValue ?? "unknown"
        emit(.groupClosed, playback, group: group, story: nil, ["reason": .string(reason)])
      case .storyStarted(let position):
        emit(.storyImpression, playback, group: position.group, story: position.story)
      case .storyCompleted(let position):
        emit(.storyCompleted, playback, group: position.group, story: position.story)
      case .navigated(let from, let to, let trigger, let forward):
        navigated(from: from, to: to, trigger: trigger, forward: forward, playback)
      case .storyFailed(let position):
        let reason: JSONObject = failureReason.map { ["reason": .string($0.rawValue)] } ?? [:]
        emit(.storyFailed, playback, group: position.group, story: position.story, reason)
      case .paused(let reason) where reason != .loading:
        emit(.storyPaused, playback, at: playback.position, ["reason": .string(reason.rawValue)])
      case .resumed(let reason) where reason != .loading:
        emit(.storyResumed, playback, at: playback.position, ["reason": .string(reason.rawValue)])
      case .dismissed(let reason):
        emit(.closed, playback, at: playback.position, ["reason": .string(reason.rawValue)])
      default: break
      }
    }
  }

  /// Records `name` for the current story, with `properties`.
  public func record(_ name: AnalyticsEventName, in playback: StoryPlayback, properties: JSONObject = [:]) {
    emit(name, playback, at: playback.position, properties)
  }

  /// Records `name` for story `story` of group `group` (`nil`: the group itself), with
  /// `properties`.
  public func record(
    _ name: AnalyticsEventName, group: Int, story: Int?, in playback: StoryPlayback,
    properties: JSONObject = [:]
  ) {
    emit(name, playback, group: group, story: story, properties)
  }

  /// Records an opened action.
  public func recordAction(_ action: ContentAction, source: StoryActionSource, in playback: StoryPlayback) {
    record(
      .ctaClicked, in: playback,
      properties: ["url": .string(action.url.absoluteString), "source": .string(source.rawValue)])
  }

  private func navigated(
    from: StoryPlayback.Position, to: StoryPlayback.Position, trigger: StoryPlayback.Trigger, forward: Bool,
    _ playback: StoryPlayback
  ) {
    switch trigger {
    case .auto, .failure: return
    case .swipe where from.group != to.group:
      emit(.groupSwiped, playback, at: from, ["direction": .string(forward ? "next" : "previous")])
    default:
      emit(forward ? .storyNext : .storyPrevious, playback, at: from, ["trigger": .string(trigger.rawValue)])
    }
  }

  private func emit(
    _ name: AnalyticsEventName, _ playback: StoryPlayback, at position: StoryPlayback.Position,
    _ properties: JSONObject = [:]
  ) {
    emit(name, playback, group: position.group, story: position.story, properties)
  }

  private func emit(
    _ name: AnalyticsEventName, _ playback: StoryPlayback, group: Int, story: Int?, _ extra: JSONObject = [:]
  ) {
    let value = playback.groups.indices.contains(group) ? playback.groups[group] : nil
    var properties = extra
    properties["groupIndex"] = .number(Double(group))
    var storyID: String?
    if let story, let value, value.stories.indices.contains(story) {
      storyID = value.stories[story].id
      properties["storyIndex"] = .number(Double(story))
    }
    sink(
      AnalyticsEvent(
        name, time: now(), placementToken: placementToken, widgetVariantID: widgetVariantID,
        groupID: value?.id, storyID: storyID, properties: properties))
  }
}
