/// What happened, in an ``AnalyticsEvent``.
///
/// The wire name of each case is the case's name (`"storyImpression"`); a name this version does
/// not know is kept as ``unknown(_:)`` so it is delivered unchanged.
public enum AnalyticsEventName: Sendable, Hashable, CustomStringConvertible {
  /// A widget (the story bar, a banner) became visible in a placement.
  case widgetViewed
  /// The user opened a story group.
  case groupOpened
  /// A story was shown.
  case storyImpression
  /// A story played to its end.
  case storyCompleted
  /// The user paused a story (long press, app in background).
  case storyPaused
  /// A paused story resumed.
  case storyResumed
  /// The user tapped a call to action (swipe-up, button).
  case ctaClicked
  /// The user shared a story.
  case shared
  /// The user answered a poll.
  case pollAnswered
  /// The user answered a quiz.
  case quizAnswered
  /// The user rated with a rating slider (`layerID`, `value` from 0 to 1).
  case ratingAnswered
  /// A product was shown in detail.
  case productViewed
  /// The user swiped to the next or previous group.
  case groupSwiped
  /// The player was closed.
  case closed
  /// A story group left the screen (another group, or the player closed).
  case groupClosed
  /// The user went to the next story (tap, key, swipe).
  case storyNext
  /// The user went back a story (tap, key, swipe).
  case storyPrevious
  /// A story's media could not be loaded and it was skipped.
  case storyFailed
  /// The user reacted to a story with an emoji.
  case reacted
  /// The user asked to be reminded when a countdown ends.
  case reminderRequested
  /// The user cancelled a countdown reminder they had set (`layerID`).
  case reminderCancelled
  /// The user copied a promo code (`layerID`, `code`).
  case promoCodeCopied
  /// The user liked a story.
  case storyLiked
  /// The user took back their like of a story.
  case storyUnliked
  /// The user tapped a product tag.
  case productSelected
  /// The user added a product to the cart.
  case addedToCart
  /// The user swiped a card of a swipe-card widget away (`direction`: `left` or `right`,
  /// `cardID`).
  case cardSwiped
  /// A video story's video started playing, once per showing of the story.
  case videoStarted
  /// A video story's video reached a quarter of its length (`quartile`: 25, 50, 75 or 100), each
  /// once per showing of the story.
  case videoQuartile
  /// The user turned a video's sound off.
  case videoMuted
  /// The user turned a video's sound on.
  case videoUnmuted
  /// A video that had started stopped to buffer and went on (`seconds`: how long it waited).
  case videoBuffered
  /// A story's media was first on screen (`milliseconds` from the story's start, its tap, swipe
  /// or auto-advance, to its first presented frame; `trigger`; `media`: `image` or `video`).
  case storyMediaShown
  /// A story whose video stalled after its first frame was left (`count`: the stalls,
  /// `milliseconds`: their total length).
  case storyStalled
  /// One group's time in the player, summed when the player closes (`bytesDownloaded`,
  /// `bytesPrefetched`, `bytesPrefetchedUnshown`, `prefetchesSkippedByBudget`,
  /// `storiesAdvancedUnpresented`, `storiesShown`, `stallCount`,
  /// `stallMilliseconds`, `failures`).
  case groupSessionQuality
  /// A name this version does not know, kept as it was.
  case unknown(String)

  /// Reads a wire name; unknown names become ``unknown(_:)``.
  public init(name: String) {
    self = Self.known.first { $0.name == name } ?? .unknown(name)
  }

  /// The wire name.
  public var name: String {
    switch self {
    case .widgetViewed: "widgetViewed"
    case .groupOpened: "groupOpened"
    case .storyImpression: "storyImpression"
    case .storyCompleted: "storyCompleted"
    case .storyPaused: "storyPaused"
    case .storyResumed: "storyResumed"
    case .ctaClicked: "ctaClicked"
    case .shared: "shared"
    case .pollAnswered: "pollAnswered"
    case .quizAnswered: "quizAnswered"
    case .ratingAnswered: "ratingAnswered"
    case .productViewed: "productViewed"
    case .groupSwiped: "groupSwiped"
    case .closed: "closed"
    case .groupClosed: "groupClosed"
    case .storyNext: "storyNext"
    case .storyPrevious: "storyPrevious"
    case .storyFailed: "storyFailed"
    case .reacted: "reacted"
    case .reminderRequested: "reminderRequested"
    case .reminderCancelled: "reminderCancelled"
    case .promoCodeCopied: "promoCodeCopied"
    case .storyLiked: "storyLiked"
    case .storyUnliked: "storyUnliked"
    case .productSelected: "productSelected"
    case .addedToCart: "addedToCart"
    case .cardSwiped: "cardSwiped"
    case .videoStarted: "videoStarted"
    case .videoQuartile: "videoQuartile"
    case .videoMuted: "videoMuted"
    case .videoUnmuted: "videoUnmuted"
    case .videoBuffered: "videoBuffered"
    case .storyMediaShown: "storyMediaShown"
    case .storyStalled: "storyStalled"
    case .groupSessionQuality: "groupSessionQuality"
    case .unknown(let name): name
    }
  }

  /// The wire name.
  public var description: String { name }

  /// The names this version knows.
  public static let known: [AnalyticsEventName] = [
    .widgetViewed, .groupOpened, .storyImpression, .storyCompleted, .storyPaused, .storyResumed,
    .ctaClicked, .shared, .pollAnswered, .quizAnswered, .ratingAnswered, .productViewed, .groupSwiped,
    .closed,
    .groupClosed, .storyNext, .storyPrevious, .storyFailed, .reacted, .reminderRequested, .productSelected,
    .addedToCart, .cardSwiped, .videoStarted, .videoQuartile, .videoMuted, .videoUnmuted, .videoBuffered,
    .storyMediaShown, .storyStalled, .groupSessionQuality, .reminderCancelled, .promoCodeCopied, .storyLiked,
    .storyUnliked,
  ]
}
