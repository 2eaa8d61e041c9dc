import Foundation

extension SegmentAnalyticsUploader {
  /// The `event` of a `track` message for a StoryKit event: Segment's "Object Action" convention,
  /// in Title Case.
  ///
  /// | ``AnalyticsEventName`` | `event` |
  /// | --- | --- |
  /// | ``AnalyticsEventName/widgetViewed`` | `Widget Viewed` |
  /// | ``AnalyticsEventName/groupOpened`` | `Story Group Opened` |
  /// | ``AnalyticsEventName/storyImpression`` | `Story Impression` |
  /// | ``AnalyticsEventName/storyCompleted`` | `Story Completed` |
  /// | ``AnalyticsEventName/storyPaused`` | `Story Paused` |
  /// | ``AnalyticsEventName/storyResumed`` | `Story Resumed` |
  /// | ``AnalyticsEventName/ctaClicked`` | `Story CTA Clicked` |
  /// | ``AnalyticsEventName/shared`` | `Story Shared` |
  /// | ``AnalyticsEventName/pollAnswered`` | `Story Poll Answered` |
  /// | ``AnalyticsEventName/quizAnswered`` | `Story Quiz Answered` |
  /// | ``AnalyticsEventName/ratingAnswered`` | `Story Rating Answered` |
  /// | ``AnalyticsEventName/productViewed`` | `Product Viewed` |
  /// | ``AnalyticsEventName/groupSwiped`` | `Story Group Swiped` |
  /// | ``AnalyticsEventName/closed`` | `Story Player Closed` |
  /// | ``AnalyticsEventName/groupClosed`` | `Story Group Closed` |
  /// | ``AnalyticsEventName/storyNext`` | `Story Next` |
  /// | ``AnalyticsEventName/storyPrevious`` | `Story Previous` |
  /// | ``AnalyticsEventName/storyFailed`` | `Story Failed` |
  /// | ``AnalyticsEventName/reacted`` | `Story Reacted` |
  /// | ``AnalyticsEventName/reminderRequested`` | `Story Reminder Requested` |
  /// | ``AnalyticsEventName/reminderCancelled`` | `Story Reminder Cancelled` |
  /// | ``AnalyticsEventName/promoCodeCopied`` | `Promo Code Copied` |
  /// | ``AnalyticsEventName/storyLiked`` | `Story Liked` |
  /// | ``AnalyticsEventName/storyUnliked`` | `Story Unliked` |
  /// | ``AnalyticsEventName/productSelected`` | `Product Clicked` |
  /// | ``AnalyticsEventName/addedToCart`` | `Product Added` |
  /// | ``AnalyticsEventName/cardSwiped`` | `Card Swiped` |
  /// | ``AnalyticsEventName/videoStarted`` | `Video Playback Started` |
  /// | ``AnalyticsEventName/videoQuartile`` | `Video Quartile Reached` |
  /// | ``AnalyticsEventName/videoMuted`` | `Video Muted` |
  /// | ``AnalyticsEventName/videoUnmuted`` | `Video Unmuted` |
  /// | ``AnalyticsEventName/videoBuffered`` | `Video Playback Buffer Completed` |
  /// | ``AnalyticsEventName/storyMediaShown`` | `Story Media Shown` |
  /// | ``AnalyticsEventName/storyStalled`` | `Story Playback Stalled` |
  /// | ``AnalyticsEventName/groupSessionQuality`` | `Story Group Session Quality` |
  /// | ``AnalyticsEventName/unknown(_:)`` | the name unchanged |
  ///
  /// `Product Viewed`, `Product Clicked` and `Product Added` are also the names Segment's
  /// e-commerce spec gives those events.
  public static func defaultEventName(for name: AnalyticsEventName) -> String {
    switch name {
    case .widgetViewed: "Widget Viewed"
    case .groupOpened: "Story Group Opened"
    case .storyImpression: "Story Impression"
    case .storyCompleted: "Story Completed"
    case .storyPaused: "Story Paused"
    case .storyResumed: "Story Resumed"
    case .ctaClicked: "Story CTA Clicked"
    case .shared: "Story Shared"
    case .pollAnswered: "Story Poll Answered"
    case .quizAnswered: "Story Quiz Answered"
    case .ratingAnswered: "Story Rating Answered"
    case .productViewed: "Product Viewed"
    case .groupSwiped: "Story Group Swiped"
    case .closed: "Story Player Closed"
    case .groupClosed: "Story Group Closed"
    case .storyNext: "Story Next"
    case .storyPrevious: "Story Previous"
    case .storyFailed: "Story Failed"
    case .reacted: "Story Reacted"
    case .reminderRequested: "Story Reminder Requested"
    case .reminderCancelled: "Story Reminder Cancelled"
    case .promoCodeCopied: "Promo Code Copied"
    case .storyLiked: "Story Liked"
    case .storyUnliked: "Story Unliked"
    case .productSelected: "Product Clicked"
    case .addedToCart: "Product Added"
    case .cardSwiped: "Card Swiped"
    case .videoStarted: "Video Playback Started"
    case .videoQuartile: "Video Quartile Reached"
    case .videoMuted: "Video Muted"
    case .videoUnmuted: "Video Unmuted"
    case .videoBuffered: "Video Playback Buffer Completed"
    case .storyMediaShown: "Story Media Shown"
    case .storyStalled: "Story Playback Stalled"
    case .groupSessionQuality: "Story Group Session Quality"
    case .unknown(let name): name
    }
  }

  /// The `event` this uploader sends for a name: the app's from ``eventNames``, else
  /// ``defaultEventName(for:)``.
  public func eventName(for name: AnalyticsEventName) -> String {
    eventNames[name] ?? Self.defaultEventName(for: name)
  }

  /// The `track` message for an event, as described on ``SegmentAnalyticsUploader``.
  public func message(for event: AnalyticsEvent) -> JSONObject {
    var properties = event.properties
    if let token = event.placementToken { properties["placement"] = .string(token) }
    if let variant = event.widgetVariantID { properties["widget_variant_id"] = .string(variant) }
    if let group = event.groupID { properties["group_id"] = .string(group) }
    if let story = event.storyID { properties["story_id"] = .string(story) }
    var context = self.context
    context["library"] = ["name": .string(Self.libraryName), "version": .string(Self.libraryVersion)]
    var message: JSONObject = [
      "type": "track",
      "event": .string(eventName(for: event.name)),
      "messageId": .string(event.id.uuidString),
      "timestamp": .string(
        ISO8601Timestamp.millisecondString(millisecondsSince1970: event.millisecondsSince1970)),
    ]
    if let anonymousID { message["anonymousId"] = .string(anonymousID) }
    if let userID { message["userId"] = .string(userID) }
    message["properties"] = .object(properties)
    message["context"] = .object(context)
    return message
  }

  /// One request body and the events in it.
  struct Request {
    var events: [AnalyticsEvent]
    var body: Data
  }

  /// A batch as requests, and the events left out of them.
  struct Plan {
    var requests: [Request] = []
    var dropped: [Drop] = []
  }

  /// The batch's requests, in order, each body at most `maxBatchBytes` long; messages over
  /// ``maxMessageBytes``, with an empty `event`, or that cannot be encoded are left out, each
  /// with its reason.
  func plan(for batch: [AnalyticsEvent], sentAt: Date, maxBatchBytes: Int = Self.maxBatchBytes) -> Plan {
    var plan = Plan()
    var messages: [(event: AnalyticsEvent, json: Data)] = []
    for event in batch {
      guard !eventName(for: event.name).isEmpty else {
        plan.dropped.append(Drop(events: [event], reason: "the event has an empty name"))
        continue
      }
      let json: Data
      do {
        json = try AnalyticsEvent.jsonWriter.data(.object(message(for: event)))
      } catch {
        plan.dropped.append(Drop(events: [event], reason: "the message cannot be encoded as JSON: \(error)"))
        continue
      }
      guard json.count <= Self.maxMessageBytes else {
        let reason = "the message is \(json.count) bytes of JSON, over the limit of \(Self.maxMessageBytes)"
        plan.dropped.append(Drop(events: [event], reason: reason))
        continue
      }
      messages.append((event, json))
    }
    guard !messages.isEmpty else { return plan }
    // The envelope is written around the encoded messages, so each body's size is known exactly.
    let sentAtJSON = JSONWriter.quoted(
      ISO8601Timestamp.millisecondString(millisecondsSince1970: AnalyticsEvent.milliseconds(sentAt)))
    let head = Data(#"{"batch":["#.utf8)
    let tail = Data(#"],"sentAt":"#.utf8) + sentAtJSON + Data("}".utf8)
    var current: [(event: AnalyticsEvent, json: Data)] = []
    var size = head.count + tail.count
    func close() {
      guard !current.isEmpty else { return }
      var body = head
      for (index, message) in current.enumerated() {
        if index > 0 { body.append(UInt8(ascii: ",")) }
        body.append(message.json)
      }
      body.append(tail)
      plan.requests.append(Request(events: current.map(\.event), body: body))
      current = []
      size = head.count + tail.count
    }
    for message in messages {
      // A comma before every message but the first.
      if !current.isEmpty, size + 1 + message.json.count > maxBatchBytes { close() }
      size += (current.isEmpty ? 0 : 1) + message.json.count
      current.append(message)
    }
    close()
    return plan
  }
}
