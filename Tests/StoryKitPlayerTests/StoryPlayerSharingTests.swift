import Foundation
import StoryKit
import StoryKitCairo
import StoryKitSnapshotTesting
import StoryKitUI
import Testing

@testable import StoryKitPlayer

/// The share button: the delegate gets the story with the link and the picture the sharing
/// options ask for; the picture is the story as shown, without the chrome.
@MainActor @Suite struct StoryPlayerSharingTests {
  let clock = ManualClock()

  @MainActor final class Delegate: StoryPlayerDelegate {
    var shares: [StoryShare] = []
    var waiters: [CheckedContinuation<Void, Never>] = []
    func storyPlayer(_ player: StoryPlayerView, didShare share: StoryShare) {
      shares.append(share)
      for waiter in waiters { waiter.resume() }
      waiters = []
    }
    /// The first share, once it has arrived (the picture is drawn first); `nil` if none comes
    /// within 300 s. The picture is drawn on a main-actor task, queued behind the other suites'
    /// main-actor work in a full run: with two other processes loading both cores it came after
    /// more than 60 s once, though it takes milliseconds alone.
    func share() async -> StoryShare? {
      if let first = shares.first { return first }
      _ = await withDeadline(seconds: 300) { await self.arrival() }
      return shares.first
    }

    private func arrival() async {
      guard shares.isEmpty else { return }
      await withCheckedContinuation { waiters.append($0) }
    }
  }

  /// A player at scale 2 on group "a", story 2 of 3, sharing with `sharing`.
  func player(sharing: StoryShareOptions?) -> (StoryPlayerView, Delegate) {
    let group = PlayerFixture.group("a", 3)
    let player = PlayerFixture.makePlayer([group], clock: clock) {
      $0.storySharing = sharing
      $0.displayScale = 2
    }
    player.next()
    player.layoutIfNeeded()
    player.tick()
    let delegate = Delegate()
    player.delegate = delegate
    return (player, delegate)
  }

  /// Taps the header's share button, as a user does.
  func tapShare(_ player: StoryPlayerView) {
    let button = player.currentPage.headerView.shareButton
    let centre = button.convert(Point(x: button.bounds.midX, y: button.bounds.midY), to: player)
    let dispatcher = PointerDispatcher(root: player)
    dispatcher.dispatch(PointerEvent(.down, at: centre, time: clock.now))
    dispatcher.dispatch(PointerEvent(.up, at: centre, time: clock.now + 0.05))
  }

  @Test func theLinkIsBuiltFromTheTemplate() async throws {
    let options = StoryShareOptions(urlTemplate: "https://acme.example/s/{groupId}/{storyId}?ref=share")
    let (player, delegate) = player(sharing: options)
    tapShare(player)
    let share = try #require(await delegate.share())
    #expect(share.story.id == "a1" && share.group.id == "a")
    #expect(share.url?.absoluteString == "https://acme.example/s/a/a1?ref=share")
    #expect(share.image == nil, "no picture unless asked for")
    #expect(
      options.url(groupID: "new in", storyID: "x/y")?.absoluteString
        == "https://acme.example/s/new%20in/x%2Fy?ref=share")
  }

  @Test func thePictureIsTheStoryAsShownWithoutTheChrome() async throws {
    let options = StoryShareOptions(includesImage: true, imagePixelWidth: 780, imagePixelHeight: 1_688)
    let (player, delegate) = player(sharing: options)
    tapShare(player)
    let image = try #require(await delegate.share()?.image)
    #expect(image.pixelWidth == 780 && image.pixelHeight == 1_688)
    let shared = PixelBuffer(try ImageDecoder().decode(image.pngData))

    // The story's own render, at the same scale, with its chrome hidden: the same pixels.
    player.currentPage.isChromeHidden = true
    let bitmap = Bitmap(size: player.frame.size, scale: 2, background: .black)
    bitmap.render(player)
    let own = PixelBuffer(bitmap)
    let comparison = SnapshotComparison.compare(shared, own, tolerance: SnapshotTolerance())
    #expect(comparison.matches(SnapshotTolerance()), "differing: \(comparison.differingFraction)")

    // And the chrome really is left out: with it, the header's area differs.
    player.currentPage.isChromeHidden = false
    let withChrome = Bitmap(size: player.frame.size, scale: 2, background: .black)
    withChrome.render(player)
    let chromed = SnapshotComparison.compare(shared, PixelBuffer(withChrome), tolerance: SnapshotTolerance())
    #expect(chromed.differingFraction > 0.01)
  }

  @Test func withoutOptionsADelegateWrittenForTheStoryAloneStillHearsIt() async throws {
    @MainActor final class OldDelegate: StoryPlayerDelegate {
      var shared: [String] = []
      func storyPlayer(_ player: StoryPlayerView, didShare story: Story, in group: StoryGroup) {
        shared.append("\(group.id)/\(story.id)")
      }
    }
    let (player, _) = player(sharing: nil)
    let old = OldDelegate()
    player.delegate = old
    tapShare(player)
    #expect(old.shared == ["a/a1"])
  }

  @Test func aTemplateThatGivesNoWebLinkIsRefusedByTheConfig() {
    for template in ["acme://s/{storyId}", "not a url {storyId}", "https:///{storyId}"] {
      #expect(throws: PlacementConfigError.self) {
        try PlacementConfig.Builder().share(StoryShareOptions(urlTemplate: template)).build(token: "home")
      }
    }
    #expect(StoryShareOptions(imagePixelWidth: 1, imagePixelHeight: 100_000).imagePixelHeight == 4_096)
  }
}
