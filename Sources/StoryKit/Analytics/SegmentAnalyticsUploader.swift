import Foundation

#if canImport(FoundationNetworking)
  import FoundationNetworking
#endif

/// Uploads analytics batches in the batch format of Segment's HTTP Tracking API, so StoryKit's
/// events reach Segment, or a collector that speaks the same API (RudderStack, Jitsu), as `track`
/// calls with no glue code.
///
/// ```swift
/// let ids = FileAnonymousIDStore(directory: appSupport.appendingPathComponent("StoryKit"))
/// let uploader = try SegmentAnalyticsUploader(writeKey: writeKey, anonymousID: try ids.anonymousID())
/// let queue = try AnalyticsQueue(directory: caches.appendingPathComponent("analytics"), uploader: uploader)
/// queue.record(AnalyticsEvent(.groupOpened, placementToken: "home-top", groupID: "g1"))
/// ```
///
/// **The request.** `POST <endpoint>/v1/batch` with `Content-Type: application/json` and HTTP
/// Basic authentication, the write key as the user name and an empty password
/// (`Authorization: Basic base64("<writeKey>:")`), and `User-Agent: StoryKit/<version>`. The body is
/// `{"batch": [<message>, …], "sentAt": "2024-05-01T12:00:00.123Z"}`, one `track` message per event:
///
/// ```json
/// {
///   "type": "track",
///   "event": "Story Impression",
///   "messageId": "6F9619FF-8B86-4D01-B42D-00CF4FC964FF",
///   "timestamp": "2024-05-01T12:00:00.123Z",
///   "anonymousId": "0F2C…",
///   "userId": "user-42",
///   "properties": { "placement": "home-top", "widget_variant_id": "bar-a", "group_id": "g1", "story_id": "s3", "index": 2 },
///   "context": { "library": { "name": "StoryKit", "version": "0.1.0" } }
/// }
/// ```
///
/// - `event`: the event's name for people (see ``defaultEventName(for:)`` for the table), or the
///   app's own name for it from `eventNames`.
/// - `messageId`: the event's ``AnalyticsEvent/id``, so the collector drops the duplicates that
///   at-least-once delivery can send.
/// - `timestamp`, `sentAt`: ISO 8601 in UTC with milliseconds.
/// - `anonymousId`, `userId`: those given to the initializer; at least one is required.
/// - `properties`: the event's ``AnalyticsEvent/properties``, then its placement, widget variant,
///   group and story as `placement`, `widget_variant_id`, `group_id` and `story_id` (these win
///   over a property of the same name).
/// - `context`: the app's `context`, with `library` set to StoryKit's name and
///   ``libraryVersion``.
///
/// **Limits.** A message over ``maxMessageBytes`` (32 KB) is left out; a batch whose messages
/// together exceed ``maxBatchBytes`` (500 KB) is sent as several requests, one after another,
/// each within the limit.
///
/// **Outcomes.** Every request is bounded in real time (twice the `timeout`, at least 2 s), even
/// when the networking layer never answers.
///
/// | answer | outcome |
/// | --- | --- |
/// | 2xx | ``UploadOutcome/success`` |
/// | 400 (malformed or too large) | ``UploadOutcome/drop(reason:)``: sending it again fails again |
/// | 401, 403 (a wrong write key) | ``UploadOutcome/drop(reason:)`` saying the write key was refused |
/// | other 4xx than 408 and 429 | ``UploadOutcome/drop(reason:)`` |
/// | 408, 429, 5xx, no answer (network error, timeout), anything else | ``UploadOutcome/retry(after:)``, with `Retry-After` when given |
///
/// When a batch takes several requests they go in order and stop at the first that must be
/// retried: the whole batch comes back later and the collector drops the messages it already has
/// by their `messageId`. A request refused with 400 does not stop the others; a refused write key
/// (401, 403) drops the whole batch at once, since every request would be refused. When part of a
/// batch was delivered and part left out (a message over 32 KB, a request refused with 400), the
/// outcome is ``UploadOutcome/success`` and `onDrop` hears about the events left out; when
/// nothing was delivered, the outcome is ``UploadOutcome/drop(reason:)`` and the queue reports it.
///
/// The write key never appears in ``description`` or in a `dump`.
/// Thread safety: immutable and `Sendable`; one uploader can serve several queues.
public struct SegmentAnalyticsUploader: AnalyticsUploading {
  /// `https://api.segment.io`, Segment's collector in the US region (its EU workspaces use
  /// `https://events.eu1.segmentapis.com`).
  public static let defaultEndpoint = URL(string: "https://api.segment.io") ?? URL(fileURLWithPath: "/")
  /// `StoryKit`, the `context.library.name` of every message.
  public static let libraryName = "StoryKit"
  /// StoryKit's version, the `context.library.version` of every message and in the `User-Agent`
  /// (defined here while the package has no version constant of its own).
  public static let libraryVersion = "0.1.0"
  /// The largest message sent, in bytes of JSON: 32 KB, Segment's limit per call.
  public static let maxMessageBytes = 32 * 1_024
  /// The largest request body sent, in bytes: 500 KB, Segment's limit per batch request.
  public static let maxBatchBytes = 500_000

  /// The collector's base URL, as given.
  public let endpoint: URL
  /// Where batches are POSTed: ``endpoint`` followed by `/v1/batch` (unless it ends so already).
  public let batchURL: URL
  /// The `anonymousId` of every message, if one was given.
  public let anonymousID: String?
  /// The `userId` of every message, if one was given.
  public let userID: String?
  /// What the app adds to every message's `context` (`app`, `device`, `locale`, …).
  public let context: JSONObject
  /// The app's names for events, used instead of ``defaultEventName(for:)``.
  public let eventNames: [AnalyticsEventName: String]
  /// Seconds before a request without an answer fails (and is retried).
  public let timeout: Double

  let onDrop: (@Sendable (Drop) -> Void)?
  private let authorization: String
  private let session: URLSession

  /// Creates an uploader.
  ///
  /// - Parameters:
  ///   - writeKey: the source's write key (Segment, RudderStack and Jitsu all call it so).
  ///   - anonymousID: the device's stable anonymous ID, such as ``FileAnonymousIDStore``'s.
  ///   - userID: the signed-in user's ID. At least one of the two IDs is required; a blank one
  ///     counts as absent. To change them (a sign-in), make a new uploader and queue.
  ///   - endpoint: the collector's base URL (default ``defaultEndpoint``): `https`, or `http` on
  ///     a loopback host (`127.0.0.1`, `::1`, `localhost`) for tests. A path is kept
  ///     (`https://collector.example.com/segment` POSTs to `/segment/v1/batch`).
  ///   - context: added to every message's `context`; StoryKit's `library` replaces one given here.
  ///   - eventNames: the app's names for some events (its tracking plan); blank names are ignored.
  ///   - timeout: seconds to wait for an answer (default 10).
  ///   - session: the session to use (default: an ephemeral one, no cookies or cache).
  ///   - onDrop: told about events left out of a batch that was otherwise delivered; called on
  ///     the uploading task, so it must return quickly.
  /// - Throws: ``ConfigurationError`` for a blank write key, no ID, or an endpoint that is not
  ///   https (or http on a loopback host).
  public init(
    writeKey: String, anonymousID: String? = nil, userID: String? = nil,
    endpoint: URL = SegmentAnalyticsUploader.defaultEndpoint, context: JSONObject = [:],
    eventNames: [AnalyticsEventName: String] = [:], timeout: Double = 10, session: URLSession? = nil,
    onDrop: (@Sendable (Drop) -> Void)? = nil
  ) throws(ConfigurationError) {
    guard !Self.isBlank(writeKey) else { throw .missingWriteKey }
    let anonymousID = anonymousID.flatMap { Self.isBlank($0) ? nil : $0 }
    let userID = userID.flatMap { Self.isBlank($0) ? nil : $0 }
    guard anonymousID != nil || userID != nil else { throw .missingIdentity }
    guard FeedReader.isAllowedRemote(endpoint, scheme: endpoint.scheme?.lowercased() ?? "") else {
      throw .invalidEndpoint(endpoint.absoluteString)
    }
    self.endpoint = endpoint
    self.batchURL =
      endpoint.path.hasSuffix("/v1/batch")
      ? endpoint : endpoint.appendingPathComponent("v1").appendingPathComponent("batch")
    self.anonymousID = anonymousID
    self.userID = userID
    self.context = context
    self.eventNames = eventNames.filter { !Self.isBlank($0.value) }
    self.timeout = timeout.isFinite && timeout > 0 ? timeout : 10
    self.session = session ?? URLSession(configuration: .ephemeral)
    self.onDrop = onDrop
    self.authorization = "Basic " + Data((writeKey + ":").utf8).base64EncodedString()
  }

  /// Sends the batch in one request or more and maps the answers to an outcome; never throws.
  public func upload(_ batch: [AnalyticsEvent]) async -> UploadOutcome {
    guard !batch.isEmpty else { return .success }
    let plan = plan(for: batch, sentAt: Date())
    var delivered = 0
    var refused = plan.dropped
    for request in plan.requests {
      let (outcome, statusCode) = await send(request.body)
      switch outcome {
      case .success:
        delivered += request.events.count
      case .retry(let after):
        return .retry(after: after)
      case .drop(let reason):
        // A refused write key refuses every request: the batch is dropped without sending more.
        if statusCode == 401 || statusCode == 403 { return .drop(reason: reason) }
        refused.append(Drop(events: request.events, reason: reason))
      }
    }
    guard delivered > 0 else {
      let count = refused.reduce(0) { $0 + $1.events.count }
      return .drop(reason: refused.map(\.reason).uniqued().joined(separator: "; ") + " (\(count) events)")
    }
    if let onDrop { for drop in refused { onDrop(drop) } }
    return .success
  }

  /// POSTs one request body and maps the answer to an outcome; the status code, if one came.
  private func send(_ body: Data) async -> (UploadOutcome, Int?) {
    var request = URLRequest(url: batchURL, timeoutInterval: timeout)
    request.httpMethod = "POST"
    request.setValue("application/json", forHTTPHeaderField: "Content-Type")
    request.setValue(authorization, forHTTPHeaderField: "Authorization")
    request.setValue("\(Self.libraryName)/\(Self.libraryVersion)", forHTTPHeaderField: "User-Agent")
    request.httpBody = body
    // A request the networking layer never ends is retried after twice the answer timeout.
    let (session, sent) = (self.session, request)
    let answer = await withDeadline(seconds: 2 * max(1, timeout.rounded(.up))) {
      () -> (Data, URLResponse)? in try? await session.cancellableData(for: sent)
    }
    guard let (data, response) = answer ?? nil, let http = response as? HTTPURLResponse else {
      return (.retry(after: nil), nil)
    }
    let outcome = Self.outcome(
      statusCode: http.statusCode, retryAfter: http.value(forHTTPHeaderField: "Retry-After"), now: Date())
    if case .drop(let reason) = outcome {
      return (.drop(reason: reason + HTTPAnalyticsUploader.excerpt(of: data)), http.statusCode)
    }
    return (outcome, http.statusCode)
  }

  /// The outcome of one answer: 2xx succeeds; 400, 401, 403 and other 4xx than 408 and 429 drop,
  /// saying why; everything else retries, after `Retry-After` when given (seconds or an HTTP date).
  public static func outcome(statusCode: Int, retryAfter: String?, now: Date) -> UploadOutcome {
    switch statusCode {
    case 200...299:
      return .success
    case 400:
      return .drop(reason: "HTTP 400: the collector refused the batch as malformed or too large")
    case 401, 403:
      return .drop(
        reason: "HTTP \(statusCode): the collector refused the write key; check the source's write key")
    case 408, 429:
      return .retry(after: retryAfter.flatMap { HTTPAnalyticsUploader.retryAfterSeconds($0, now: now) })
    case 400...499:
      return .drop(reason: "HTTP \(statusCode)")
    default:
      return .retry(after: retryAfter.flatMap { HTTPAnalyticsUploader.retryAfterSeconds($0, now: now) })
    }
  }

  private static func isBlank(_ text: String) -> Bool {
    text.allSatisfy(\.isWhitespace)
  }
}

extension SegmentAnalyticsUploader: CustomStringConvertible, CustomReflectable {
  /// The endpoint and the IDs; never the write key.
  public var description: String {
    "SegmentAnalyticsUploader(batchURL: \(batchURL.absoluteString), anonymousID: "
      + "\(anonymousID.debugDescription), userID: \(userID.debugDescription))"
  }

  /// The public configuration, without the write key.
  public var customMirror: Mirror {
    Mirror(
      self,
      children: [
        "endpoint": endpoint, "batchURL": batchURL, "anonymousID": anonymousID as Any,
        "userID": userID as Any, "context": context, "eventNames": eventNames, "timeout": timeout,
      ], displayStyle: .struct)
  }
}

extension Array where Element: Hashable {
  /// The elements in order, each once.
  fileprivate func uniqued() -> [Element] {
    var seen = Set<Element>()
    return filter { seen.insert($0).inserted }
  }
}
