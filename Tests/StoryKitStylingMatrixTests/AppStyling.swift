import StoryKit
import StoryKitVideoFeed

/// A value set on a widget's Swift styling type, as an app sets it in code.
enum AppStyling: Sendable {
  case storyBar(@Sendable (inout StoryBarStyling) -> Void)
  case player(@Sendable (inout StoryPlayerStyling) -> Void)
  case banner(@Sendable (inout BannerStyling) -> Void)
  case swipeCard(@Sendable (inout SwipeCardStyling) -> Void)
  case canvas(@Sendable (inout CanvasStyling) -> Void)
  case videoFeed(@Sendable (inout VideoFeedStyling) -> Void)

  /// The widget whose styling it sets.
  var widget: MatrixWidget {
    switch self {
    case .storyBar: .storyBar
    case .player: .player
    case .banner: .banner
    case .swipeCard: .swipeCard
    case .canvas: .canvas
    case .videoFeed: .videoFeed
    }
  }
}

/// A widget's Swift styling type: where to start, and the setter of an ``AppStyling`` for it.
protocol AppStylable: Sendable {
  /// Everything unset.
  static var unset: Self { get }
  /// The setter `value` carries for this type, if it is for this type.
  static func setter(in value: AppStyling) -> (@Sendable (inout Self) -> Void)?
}

extension AppStylable {
  /// This styling type with every value of `app` meant for it set.
  static func styled(_ app: [AppStyling]) -> Self {
    var styling = unset
    for value in app { setter(in: value)?(&styling) }
    return styling
  }
}

extension StoryBarStyling: AppStylable {
  static var unset: Self { Self() }
  static func setter(in value: AppStyling) -> (@Sendable (inout Self) -> Void)? {
    if case .storyBar(let set) = value { set } else { nil }
  }
}

extension StoryPlayerStyling: AppStylable {
  static var unset: Self { Self() }
  static func setter(in value: AppStyling) -> (@Sendable (inout Self) -> Void)? {
    if case .player(let set) = value { set } else { nil }
  }
}

extension BannerStyling: AppStylable {
  static var unset: Self { Self() }
  static func setter(in value: AppStyling) -> (@Sendable (inout Self) -> Void)? {
    if case .banner(let set) = value { set } else { nil }
  }
}

extension SwipeCardStyling: AppStylable {
  static var unset: Self { Self() }
  static func setter(in value: AppStyling) -> (@Sendable (inout Self) -> Void)? {
    if case .swipeCard(let set) = value { set } else { nil }
  }
}

extension CanvasStyling: AppStylable {
  static var unset: Self { Self() }
  static func setter(in value: AppStyling) -> (@Sendable (inout Self) -> Void)? {
    if case .canvas(let set) = value { set } else { nil }
  }
}

extension VideoFeedStyling: AppStylable {
  static var unset: Self { Self() }
  static func setter(in value: AppStyling) -> (@Sendable (inout Self) -> Void)? {
    if case .videoFeed(let set) = value { set } else { nil }
  }
}
