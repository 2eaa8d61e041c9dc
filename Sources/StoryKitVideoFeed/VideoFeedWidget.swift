import Foundation
import StoryKit
import StoryKitUI

/// The video feed as a placement widget: a ``VideoFeedView`` of the feed's `videoFeed`; a tap
/// opens the fullscreen story player at that item over the whole view tree.
///
/// Register it once, at launch, with the app's video player (GStreamer on Linux, AVPlayer on
/// Apple platforms); without one the feed shows posters. A tap opens the player through the
/// registry's story presenter (StoryKitPlayer's `StoryPlayerPresenter.register()`), with the
/// placement's theme, direction and locale:
///
/// ```swift
/// VideoFeedWidget.register(makeVideoPlayer: { GStreamerVideoPlayer(isMuted: true) })
/// VideoFeedWidget.register(styling: VideoFeedStyling(cornerRadius: 20))   // without video: posters
/// ```
///
/// What it reports through ``events``:
///
/// | the user | event |
/// | --- | --- |
/// | brings an item most on screen (the first once the widget has a size) | `record` a ``StoryKit/AnalyticsEventName/storyImpression`` with `storyID` = the item's ID and `index`; `didView` each of its products |
/// | taps a product chip | `didSelect` the product, and `record` ``StoryKit/AnalyticsEventName/productSelected`` with `productID` |
/// | an item's video fails | `record` ``StoryKit/AnalyticsEventName/storyFailed`` with `reason` ``StoryKit/MediaFailureReason/videoFailed``, as the player reports a video that fails (the error is logged) |
/// | in the player: an action, a product, add to cart | `didActivate` (after the player closes, unless ``actionDelivery`` is `whilePlaying`), `didSelect`, `didAddToCart` |
/// | in the player: its playback | the player's analytics events (`groupOpened`, `storyImpression`, …) |
///
/// The host stamps each analytics event with the placement token, the variant and the bucket.
/// ``pause()`` pauses the feed's video and an open player until ``resume()``.
@MainActor
public final class VideoFeedWidget: PlacementWidget {
  /// The feed.
  public let feedView: VideoFeedView
  /// Opens the fullscreen player from the feed.
  public let presenter: VideoFeedPresenter
  /// Where actions, commerce events and analytics go; held weakly.
  public weak var events: (any WidgetEventHandling)?
  /// App styling of the player, over the variant's server styling.
  public var playerStyling = StoryPlayerStyling()
  /// When the player hands a story's action to the app.
  public var actionDelivery = StoryActionDelivery.afterDismissal
  /// Makes the fullscreen player's video player for its video stories; `nil` shows posters.
  public var makeStoryVideoPlayer: (@MainActor () -> any VideoPlayer)?
  /// Where the story presenter comes from (``StoryKitUI/WidgetRegistry/storyPresenter``): the
  /// registry the widget was registered in.
  public var registry: WidgetRegistry = .shared
  /// Whether ``pause()`` holds it.
  public private(set) var isPaused = false
  /// Stamps the analytics events; tests pass a fixed date.
  public var now: @MainActor () -> Date = { Date() }

  /// How long a request to open an item by ID or deep link waits for the widget's first content,
  /// in seconds, before it fails with ``StoryKit/StoryOpenError/timeout(seconds:)``.
  public var openingTimeout = 10.0
  /// The timer of that wait; tests set a ``StoryKitUI/ManualTimeoutScheduler``.
  public var openingTimer: any TimeoutScheduling = SystemTimeoutScheduler()

  package let openWaiter = StoryOpenWaiter()
  private let container = VideoFeedWidgetView()
  private var variantID: String?
  private var serverPlayerStyling = StoryPlayerStyling()

  /// Creates a widget.
  /// - Parameters:
  ///   - styling: App styling of the feed.
  ///   - makeVideoPlayer: Makes the feed's video players (at most two alive); `nil` shows posters.
  ///   - makeStoryVideoPlayer: Makes the fullscreen player's video player for video stories;
  ///     `nil` shows their posters there.
  public init(
    styling: VideoFeedStyling? = nil, makeVideoPlayer: (@MainActor () -> any VideoPlayer)? = nil,
    makeStoryVideoPlayer: (@MainActor () -> any VideoPlayer)? = nil
  ) {
    feedView = VideoFeedView()
    presenter = VideoFeedPresenter(feed: feedView)
    self.makeStoryVideoPlayer = makeStoryVideoPlayer
    if let styling { feedView.styling = styling }
    feedView.makeVideoPlayer = makeVideoPlayer
    container.feed = feedView
    container.addSubview(feedView)
    container.onAdvance = { [weak self] in self?.presenter.tick() }
    feedView.onItemSelected = { [weak self] _, index in self?.open(at: index) }
    feedView.onProductSelected = { [weak self] product, item in self?.select(product, in: item) }
    feedView.onCurrentItemChanged = { [weak self] index in self?.cameOnScreen(index) }
    feedView.onVideoFailed = { [weak self] item, error in self?.failed(item, error) }
  }

  /// Registers the video feed for ``StoryKit/WidgetKind/videoFeed``, replacing an earlier
  /// registration; each placement gets its own widget with these settings.
  /// - Parameters:
  ///   - registry: Where to register; the shared registry by default.
  ///   - styling: App styling every feed gets.
  ///   - makeVideoPlayer: Makes the feeds' video players; `nil` shows posters.
  ///   - makeStoryVideoPlayer: Makes the fullscreen player's video player for video stories.
  ///   - actionDelivery: When the player hands a story's action to the app.
  /// - Returns: The registration, to unregister later.
  @discardableResult
  public static func register(
    in registry: WidgetRegistry = .shared, styling: VideoFeedStyling? = nil,
    makeVideoPlayer: (@MainActor () -> any VideoPlayer)? = nil,
    makeStoryVideoPlayer: (@MainActor () -> any VideoPlayer)? = nil,
    actionDelivery: StoryActionDelivery = .afterDismissal
  ) -> WidgetRegistration {
    registry.register(.videoFeed) { [weak registry] in
      let widget = VideoFeedWidget(
        styling: styling, makeVideoPlayer: makeVideoPlayer, makeStoryVideoPlayer: makeStoryVideoPlayer)
      if let registry { widget.registry = registry }
      widget.actionDelivery = actionDelivery
      return widget
    }
  }

  /// ``StoryKit/WidgetKind/videoFeed``.
  public var kind: WidgetKind { .videoFeed }

  /// The widget's view: the feed, and the player's clock.
  public var view: View { container }

  /// ↑ and ↓ move between items, Return opens the item on screen.
  public var keyCommands: KeyCommandRouter? { feedView.keyCommands }

  /// Whether the feed has at least one item.
  public var hasContent: Bool { !feedView.items.isEmpty }

  /// The player on screen, if any.
  public var presentation: (any StoryPresentation)? { presenter.presentation }

  /// Shows the feed's videos; the item on top stays when it comes again. The variant's player
  /// styling reaches the fullscreen player.
  public func show(_ content: PlacementWidgetContent) {
    variantID = content.variant.id
    serverPlayerStyling = content.variant.styling.player
    feedView.content = VideoFeedView.Content(items: content.feed.videoFeed)
    openWaitingRequest()
  }

  /// Pauses the feed's video and an open player.
  public func pause() {
    isPaused = true
    feedView.pausePlayback()
    presentation?.pause()
  }

  /// Lets them play again.
  public func resume() {
    isPaused = false
    feedView.resumePlayback()
    presentation?.resume()
  }

  /// Opens the player at item `index` through the registry's story presenter: a tap, or (with a
  /// completion) a request to open the item.
  func open(at index: Int, completion: StoryOpenCompletion? = nil) {
    guard let storyPresenter = registry.storyPresenterOrWarning(for: kind) else {
      let reason =
        "no story player is registered; link and register \(WidgetRegistry.storyPresenterProductName)"
      return StoryOpenWaiter.finish(completion, .failure(.cannotPresent(reason: reason)))
    }
    presenter.presenter = storyPresenter
    presenter.request = StoryPresentationRequest(
      groups: [], groupIndex: 0, styling: playerStyling, serverStyling: serverPlayerStyling,
      actionDelivery: actionDelivery, makeVideoPlayer: makeStoryVideoPlayer, startsPaused: isPaused,
      widget: self, variantID: variantID)
    if let completion {
      presenter.present(at: index, completion: completion)
    } else {
      presenter.present(at: index)
    }
  }

  // MARK: - Events

  private func cameOnScreen(_ index: Int) {
    let items = feedView.items
    guard items.indices.contains(index) else { return }
    let item = items[index]
    record(.storyImpression, item: item, ["index": .number(Double(index))])
    for product in item.products { events?.widget(self, didView: product) }
  }

  private func select(_ product: Product, in item: VideoFeedItem) {
    events?.widget(self, didSelect: product)
    record(.productSelected, item: item, ["productID": .string(product.id)])
  }

  /// Reported as the player reports a video that fails: `reason` `videoFailed`, whatever the
  /// error; the error itself goes to the log.
  private func failed(_ item: VideoFeedItem, _ error: VideoPlayerError) {
    StoryKitLog.warning("video feed item \(item.id): its video failed (\(error))")
    record(.storyFailed, item: item, ["reason": .string(MediaFailureReason.videoFailed.rawValue)])
  }

  private func record(_ name: AnalyticsEventName, item: VideoFeedItem, _ properties: JSONObject) {
    events?.widget(self, record: AnalyticsEvent(name, time: now(), storyID: item.id, properties: properties))
  }

}
