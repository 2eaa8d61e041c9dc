// docs/player.md's examples, compiled by the tests.
import Foundation
import StoryKit
import StoryKitLayers
import StoryKitPlayer
import StoryKitStoryBar
import StoryKitUI

@MainActor
func presentPlayer(
  groups: [StoryGroup], at index: Int, in root: View, styling: StoryPlayerStyling
)
  -> StoryPlayerView
{
  let player = StoryPlayerView(frame: root.bounds)
  player.styling = styling  // the app's, over the feed's `player` styling
  player.onEvent = { event in print(event) }  // seen state, analytics
  player.onDismiss = { _ in player.removeFromSuperview() }
  root.addSubview(player)
  player.open(groups, at: index)
  return player
}

@MainActor
func connectPlayer(
  to bar: StoryBarView, in root: View, seenStore: SeenStore, app: StoryPlayerDelegate
)
  -> StoryBarPresenter
{
  let player = StoryPlayerPresenter { player in player.delegate = app }
  let presenter = StoryBarPresenter(bar: bar, container: root, seenStore: seenStore, presenter: player)
  presenter.request.styling.headerTextColor = Themed(.white)
  return presenter  // call presenter.tick() before drawing each frame
}

final class BrandSpinner: View {}

@MainActor
func installBrandLoader(on player: StoryPlayerView) {
  final class BrandLoader: StoryLoadingView {
    let view: View = BrandSpinner()
    func show() { view.isHidden = false }
    func hide() { view.isHidden = true }
  }
  player.loadingView = BrandLoader()
}

final class AppRouter: StoryPlayerDelegate {
  func storyPlayer(
    _ player: StoryPlayerView, didClickAction action: ContentAction, in story: Story
  )
    -> StoryActionResult
  {
    guard action.url.scheme == "myapp" else { return .rejected }
    print("open", action.url, action.payload)
    return .handled
  }

  func storyPlayer(_ player: StoryPlayerView, didAddToCart product: Product, quantity: Int, in story: Story) {
    print("cart +", quantity, product.id)
  }
}

@MainActor
func recordPlayerAnalytics(_ player: StoryPlayerView, into queue: AnalyticsQueue) {
  player.analytics = StoryPlayerAnalytics(queue: queue, placementToken: "home-top", widgetVariantID: "bar-a")
}

// docs/analytics.md's quality-of-experience example.
@MainActor
func watchQuality(_ player: StoryPlayerView) {
  player.onQualityReport = { report in
    print("first frame, median:", report.medianMillisecondsToFirstFrame ?? 0, "ms")
    print(
      "stalls:", report.stallCount, "failed:", report.failureCount, "wasted:", report.bytesPrefetchedUnshown)
  }
}

@MainActor
func choosePrefetching(placementView: View, player: StoryPlayerView) {
  ViewEnvironment.shared.prefetchPolicy = .constrained  // every player: the next story only
  placementView.prefetchPolicy = PrefetchPolicy(byteBudget: 2_000_000)  // players opened from here
  player.prefetchPolicy = .none  // one player: fetch nothing ahead
}

final class ShareRouter: StoryPlayerDelegate {
  var present: (([Any]) -> Void)?

  func storyPlayer(_ player: StoryPlayerView, didShare share: StoryShare) {
    var items: [Any] = []
    if let url = share.url { items.append(url) }
    if let image = share.image { items.append(image.pngData) }
    present?(items)  // the app's own share sheet
  }
}

@MainActor
func enableSharing(on player: StoryPlayerView, logo: URL?) {
  player.storySharing = StoryShareOptions(
    urlTemplate: "https://acme.example/stories/{groupId}/{storyId}", includesImage: true, logoURL: logo)
}

@MainActor
func showLikes(on player: StoryPlayerView, votesURL: URL) {
  player.styling.footer.isLikeButtonVisible = true
  player.interactionStore = FileStoryInteractionStore(fileURL: votesURL)
  player.userID = "user-42"
}
