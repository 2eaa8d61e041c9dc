// docs/placement.md's examples, compiled by the tests.
import Foundation
import StoryKit
import StoryKitPlacement
import StoryKitPlayer
import StoryKitStoryBar
import StoryKitUI

@MainActor
func registerWidgets() -> WidgetRegistration {
  StoryBarWidget.register()  // the story bar
  StoryPlayerPresenter.register()  // the player its taps open (StoryKitPlayer)
  return StoryBarWidget.register(actionDelivery: .whilePlaying)  // registering again replaces it
}

@MainActor
final class HomePlacementStore {
  let provider: PlacementDataProvider

  init(caches: URL) throws {
    let config = try PlacementConfig.Builder()
      .feedEndpoint(URL(string: "https://cdn.example.com/feeds"))
      .userID("user-42")
      .labels(["vip"])
      .theme(.dark)  // the app's appearance by default
      .layoutDirection(.rightToLeft)
      .build(token: "home-top")
    provider = PlacementDataProvider(config: config, cache: FeedCache(directory: caches))
  }
}

/// Keeps the placement's reports and sizes it: from the ratio it showed last until a widget is
/// ready, then from the widget's; zero height when there is neither, or when it hides.
@MainActor
final class PlacementSizer: PlacementDelegate {
  let placement: PlacementView
  private(set) var ratio: Double?
  private(set) var isVisible = true
  var width = 390.0

  init(provider: PlacementDataProvider) {
    placement = PlacementView(dataProvider: provider)
    placement.delegate = self  // weak: the sizer keeps itself alive through its owner
  }

  func onWidgetExpected(ratio: Double) {
    self.ratio = ratio  // the last launch's widget: reserve its height before the feed arrives
    resize()
  }

  func onWidgetReady(widget: any WidgetController, ratio: Double) {
    self.ratio = ratio
    resize()
  }

  func onVisibilityChange(widget: (any WidgetController)?, isVisible: Bool) {
    self.isVisible = isVisible
    if !isVisible { ratio = nil }
    resize()
  }

  private func resize() {
    let height = isVisible ? ratio.map { width / $0 } ?? 0 : 0
    placement.frame = Rect(x: 0, y: 0, width: width, height: height.rounded())
  }
}

@MainActor
final class PlacementRouter: PlacementDelegate, PlacementCommerceDelegate {
  var open: (URL) -> Void = { _ in }
  var cart: [(product: Product, quantity: Int)] = []

  func onActionClicked(widget: any WidgetController, url: URL, payload: JSONObject) {
    widget.pause()  // nothing moves while the app navigates
    open(url)
    widget.resume()
  }

  func onAddToCart(widget: any WidgetController, product: Product, quantity: Int, price: Decimal) {
    cart.append((product, quantity))
  }
}

/// Opens the story a push notification or a shared link names, even before the feed arrives.
@MainActor
final class StoryLinkRouter: PlacementDelegate {
  let placement: PlacementView
  private(set) var lastFailure: StoryOpenError?

  init(placement: PlacementView) {
    self.placement = placement
    placement.openingTimeout = 8  // seconds a request waits for the feed
    placement.delegate = self
  }

  /// myapp://stories?group=spring-sale&story=s2
  func handle(_ url: URL) {
    placement.open(url: url)
  }

  func onStoryOpened(widget: any WidgetController, story: OpenedStory) {
    lastFailure = nil
  }

  func onStoryOpenFailed(link: StoryLink?, error: StoryOpenError) {
    lastFailure = error  // an unknown group or story, the timeout, no content, a malformed URL
  }
}
