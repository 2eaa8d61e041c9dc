import Foundation
import StoryKit
import StoryKitSnapshotTesting
import StoryKitUI
import Testing

@testable import StoryKitPlayer

/// The player's moments in pixels: the cube between groups at several points, the crossfade
/// under Reduce Motion, the swipe down, the loading view, and the notices for a failed story and
/// for a video this build cannot play.
@MainActor
@Suite struct StoryPlayerMomentSnapshotTests {
  let clock = ManualClock()
  static let size = Size(width: 240, height: 420)

  func player(
    _ groups: [StoryGroup] = [PlayerFixture.group("a", 3), PlayerFixture.group("b", 2)]
  )
    -> StoryPlayerView
  {
    PlayerFixture.makePlayer(groups, clock: clock, size: Self.size)
  }

  @Test(arguments: [0.25, 0.5, 0.75])
  func theCubeBetweenGroups(fraction: Double) async {
    await assertSnapshot(size: Self.size, variants: [.light, .rtl], named: "\(Int(fraction * 100))") {
      let player = player()
      player.setGroupTransition(forward: true, fraction: fraction)
      return player
    }
  }

  @Test func underReduceMotionACrossfade() async {
    await assertSnapshot(size: Self.size, variants: [.light]) {
      let player = player()
      player.isReduceMotionEnabled = true
      player.setGroupTransition(forward: true, fraction: 0.5)
      return player
    }
  }

  @Test func halfWayThroughASwipeDown() async {
    await assertSnapshot(size: Self.size, variants: [.light, .dark]) {
      let player = player()
      player.dismissTarget = { _ in Rect(x: 16, y: 16, width: 64, height: 64) }
      player.setDismissDrag(fraction: 0.5)
      return player
    }
  }

  @Test func theLoadingView() async {
    let slow = StoryGroup(
      id: "s", title: "Arriving",
      stories: [Story(id: "s0", media: .image(url: URL(fileURLWithPath: "/cdn/slow.jpg")))])
    await assertSnapshot(size: Self.size, variants: [.light]) {
      let player = player([slow])
      clock.advance(by: 0.3)
      return player
    }
  }

  /// An app's loading view (a custom loading view): a pill with the brand's text.
  final class PaddedLabel: Label {
    override func sizeThatFits(_ proposal: Size) -> Size {
      let text = super.sizeThatFits(Size(width: max(0, proposal.width - 32), height: proposal.height))
      return Size(width: text.width + 32, height: text.height + 16)
    }
  }

  final class BrandLoader: StoryLoadingView {
    let label = PaddedLabel()
    var view: View { label }
    init() {
      label.text = "Loading…"
      label.textColor = .white
      label.textAlignment = .center
      label.backgroundColor = Color(red8: 0xE0, green8: 0x2D, blue8: 0x6A)
      label.cornerRadius = 18
    }
    func show() { label.isHidden = false }
    func hide() { label.isHidden = true }
  }

  @Test func anAppsLoadingView() async {
    let slow = StoryGroup(
      id: "s", title: "Arriving",
      stories: [Story(id: "s0", media: .image(url: URL(fileURLWithPath: "/cdn/slow.jpg")))])
    await assertSnapshot(size: Self.size, variants: [.light, .largeText]) {
      let player = player([PlayerFixture.group("a", 1)])
      let loader = BrandLoader()
      player.loadingView = loader
      player.open([slow], at: 0)
      return player
    }
  }

  @Test func aStoryThatFailedToLoad() async throws {
    let player = player([PlayerFixture.group("a", 2, broken: [0])])
    for _ in 0..<2_000
    where player.mediaView.loadState == .loading(player.mediaView.url ?? URL(fileURLWithPath: "/")) {
      try await Task.sleep(for: .milliseconds(5))
    }
    player.tick()
    await assertSnapshot(size: Self.size, variants: [.light, .largeText]) { player }
  }

  @Test func aVideoThisBuildCannotPlay() async {
    let video = PlayerFixture.videoGroup()
    await assertSnapshot(size: Self.size, variants: [.light]) {
      let (player, _) = StoryKitLog.collectingWarnings { self.player([video]) }
      return player
    }
  }
}
