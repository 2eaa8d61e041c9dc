import Foundation
import StoryKit
import StoryKitCairo
import StoryKitLayers
import StoryKitSnapshotTesting
import StoryKitTestSupport
import StoryKitUI
import Testing

@testable import StoryKitPlayer

/// The picture the share button hands the app, as a user would post it: a story with a caption
/// and a poll the user answered, drawn without the chrome, in the player's light and dark
/// appearance, right to left with the app's logo in the bottom corner (at the left), and an
/// Arabic story with the logo.
@MainActor
@Suite struct StoryPlayerSharePictureSnapshotTests {
  let clock = ManualClock()
  static let size = Size(width: 390, height: 844)
  static let logoURL = URL(string: "https://cdn.example.com/brand/logo.png")

  /// The story's pictures, and the app's logo (a transparent PNG of the example feed) by its URL.
  final class Pictures: ImageLoading, @unchecked Sendable {
    let pictures = SyntheticPictures()
    let logo = try? ImageDecoder().decode(
      contentsOf: Fixtures.root.appendingPathComponent("Examples/feeds/images/icon-new-in.png"))

    func cachedImage(for request: ImageRequest) -> (any CanvasImage)? {
      request.url.lastPathComponent == "logo.png" ? logo : pictures.cachedImage(for: request)
    }

    func image(for request: ImageRequest) async throws(ImageLoadingError) -> any CanvasImage {
      guard let image = cachedImage(for: request) else { throw .decodingFailed(request.url, reason: "none") }
      return image
    }
  }

  static let arabicCaption = LayerFixtures.layer(
    "caption", 0.08, 0.1, 0.84, 0.1,
    .text(TextLayer(text: "تخفيضات الصيف", color: .white, fontSize: 30, alignment: .leading)))
  static let arabicPoll = LayerFixtures.layer(
    "poll", 0.12, 0.3, 0.76, 0.26, .poll(question: "أي لون؟", options: ["برتقالي", "أزرق"]))

  /// The share picture of the player's story, set up as `configure` says, shown full size.
  func sharePicture(
    arabic: Bool = false, logo: Bool = false, configure: (StoryPlayerView) -> Void
  ) async throws -> View {
    let store = InMemoryStoryInteractionStore()
    store.setSelectedOption(1, for: StoryInteractionKey(userID: "u1", storyID: "s0", layerID: "poll"))
    let layers =
      arabic ? [Self.arabicCaption, Self.arabicPoll] : [LayerFixtures.caption, LayerFixtures.poll]
    let group = StoryGroup(
      id: "g", title: arabic ? "عروض" : "Offers", stories: [LayerFixtures.story(layers, id: "s0")])
    let player = PlayerFixture.makePlayer([group], clock: clock, size: Self.size) { player in
      player.imageLoader = Pictures()
      player.interactionStore = store
      player.userID = "u1"
      player.textEngine = PangoTextEngine.shared
      configure(player)
    }
    player.layoutIfNeeded()
    let options = StoryShareOptions(
      includesImage: true, imagePixelWidth: 780, imagePixelHeight: 1_688, logoURL: logo ? Self.logoURL : nil)
    let shared = try #require(await player.shareImage(options))
    let view = ImageView(frame: Rect(origin: .zero, size: Self.size))
    view.contentMode = .aspectFit
    view.image = try ImageDecoder().decode(shared.pngData, scale: 2)
    return view
  }

  @Test func theSharedPictureInEachAppearance() async throws {
    let light = try await sharePicture { $0.appearance = SnapshotVariant.light.appearance() }
    await assertSnapshot(of: light, scale: 1, named: "light")
    let dark = try await sharePicture { $0.appearance = SnapshotVariant.dark.appearance() }
    await assertSnapshot(of: dark, scale: 1, named: "dark")
  }

  @Test func theLogoSitsInTheBottomTrailingCorner() async throws {
    let logo = try await sharePicture(logo: true) { _ in }
    await assertSnapshot(of: logo, scale: 1, named: "logo")
  }

  @Test func rightToLeftTheLogoIsAtTheLeft() async throws {
    let mirrored = try await sharePicture(logo: true) { $0.layoutDirection = .rightToLeft }
    await assertSnapshot(of: mirrored, scale: 1, named: "rtl-logo")
    let arabic = try await sharePicture(arabic: true, logo: true) {
      $0.layoutDirection = .rightToLeft
      $0.locale = Locale(identifier: "ar")
    }
    await assertSnapshot(of: arabic, scale: 1, named: "ar-logo")
  }
}
