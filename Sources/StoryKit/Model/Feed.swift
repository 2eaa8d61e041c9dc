/// A decoded feed: the placement with its widget variants, and the content they render.
///
/// ```swift
/// let result = FeedDecoder().decode(data)
/// if let feed = result.feed {
///   print(feed.placement.token, feed.storyGroups.count)
/// }
/// ```
public struct Feed: Sendable, Hashable {
  /// The wire format version the document declared.
  public var schemaVersion: Int
  /// The placement token and its widget variants.
  public var placement: Placement
  /// Story bar content.
  public var storyGroups: [StoryGroup]
  /// Banner content.
  public var banners: [BannerItem]
  /// Swipe-card content.
  public var swipeCards: [SwipeCard]
  /// Canvas content.
  public var canvas: CanvasContent?
  /// Video feed content.
  public var videoFeed: [VideoFeedItem]

  /// Creates a feed.
  public init(
    schemaVersion: Int = FeedDecoder.supportedSchemaVersion, placement: Placement,
    storyGroups: [StoryGroup] = [], banners: [BannerItem] = [], swipeCards: [SwipeCard] = [],
    canvas: CanvasContent? = nil, videoFeed: [VideoFeedItem] = []
  ) {
    self.schemaVersion = schemaVersion
    self.placement = placement
    self.storyGroups = storyGroups
    self.banners = banners
    self.swipeCards = swipeCards
    self.canvas = canvas
    self.videoFeed = videoFeed
  }

  /// The number of stories across all groups.
  public var storyCount: Int {
    storyGroups.reduce(0) { $0 + $1.stories.count }
  }
}

/// A server-driven placement: its token and the widgets it may show.
public struct Placement: Sendable, Hashable {
  /// The placement token.
  public var token: String
  /// The widget variants, in the server's order.
  public var variants: [WidgetVariant]

  /// Creates a placement.
  public init(token: String, variants: [WidgetVariant]) {
    self.token = token
    self.variants = variants
  }
}

/// One widget a placement may show, to whom, and how it is styled.
public struct WidgetVariant: Sendable, Hashable, Identifiable {
  /// Unique among the placement's variants.
  public var id: String
  /// Which widget renders it.
  public var kind: WidgetKind
  /// The widget's width-to-height ratio.
  public var ratio: Double
  /// Who may see it; `nil` means everyone.
  public var condition: TargetingCondition?
  /// Rollout weight among eligible variants.
  public var weight: Double
  /// Whether it is shown only in test mode.
  public var isTestOnly: Bool
  /// Server styling, overridden by app styling set in code.
  public var styling: WidgetStyling

  /// Creates a widget variant.
  public init(
    id: String, kind: WidgetKind, ratio: Double, condition: TargetingCondition? = nil, weight: Double = 1,
    isTestOnly: Bool = false, styling: WidgetStyling = WidgetStyling()
  ) {
    self.id = id
    self.kind = kind
    self.ratio = ratio
    self.condition = condition
    self.weight = weight
    self.isTestOnly = isTestOnly
    self.styling = styling
  }
}

/// The widget kinds a placement can show.
public enum WidgetKind: Sendable, Hashable {
  /// The story bar (`storyBar`).
  case storyBar
  /// The banner carousel (`banner`).
  case banner
  /// The swipe-card stack (`swipeCard`).
  case swipeCard
  /// The canvas (`canvas`).
  case canvas
  /// The video feed (`videoFeed`).
  case videoFeed
  /// A kind this version does not know, kept by name; nothing renders it.
  case unknown(String)

  /// Reads a wire name; unknown names become ``unknown(_:)``.
  public init(name: String) {
    self = Self.known.first { $0.name == name } ?? .unknown(name)
  }

  /// The wire name.
  public var name: String {
    switch self {
    case .storyBar: "storyBar"
    case .banner: "banner"
    case .swipeCard: "swipeCard"
    case .canvas: "canvas"
    case .videoFeed: "videoFeed"
    case .unknown(let name): name
    }
  }

  /// The kinds this version knows.
  public static let known: [WidgetKind] = [.storyBar, .banner, .swipeCard, .canvas, .videoFeed]
}

/// The styling a server sends with a widget variant.
public struct WidgetStyling: Sendable, Hashable {
  /// Story bar styling.
  public var storyBar: StoryBarStyling
  /// Story player styling.
  public var player: StoryPlayerStyling
  /// Canvas styling (`styling.canvas`).
  public var canvas = CanvasStyling()
  /// Banner styling (`styling.banner`).
  public var banner = BannerStyling()
  /// Swipe-card styling.
  public var swipeCard: SwipeCardStyling

  /// Creates widget styling; everything unset by default.
  public init(
    storyBar: StoryBarStyling = StoryBarStyling(), player: StoryPlayerStyling = StoryPlayerStyling(),
    swipeCard: SwipeCardStyling = SwipeCardStyling()
  ) {
    self.storyBar = storyBar
    self.player = player
    self.swipeCard = swipeCard
  }
}
