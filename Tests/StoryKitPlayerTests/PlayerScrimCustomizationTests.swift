import Foundation
import StoryKit
import StoryKitCairo
import StoryKitUI
import Testing

@testable import StoryKitPlayer
@testable import StoryKitStoryBar

/// An app's own shade behind the player's chrome, set where an app sets it: a `PlayerScrimView`
/// subclass in the `storyScrim` slot of the `Components` of the tree the story bar is in. A tap
/// on the bar opens the player with the bar's environment, and the whole screen is rendered.
@MainActor
@Suite struct PlayerScrimCustomizationTests {
  let clock = ManualClock()
  static let size = PlayerChromeContrastTests.size

  /// A lighter shade: black at 30 %, not 60 %.
  final class LighterScrim: PlayerScrimView {
    static let alpha = 0.3

    required init(frame: Rect) {
      super.init(frame: frame)
      topAlpha = Self.alpha
    }
  }

  /// The screen after a tap on the bar's first group (its first story a white picture), with the
  /// app's `components`, rendered at 2 px per point.
  func screen(components: Components?) throws -> Bitmap {
    let root = View(frame: Rect(origin: .zero, size: Self.size))
    root.clock = clock
    root.imageLoader = PlayerChromeContrastTests.PlainPictures()
    root.textEngine = PangoTextEngine.shared
    if let components { root.components = components }
    let bar = StoryBarView(frame: Rect(x: 0, y: 40, width: Self.size.width, height: 110))
    bar.content = .init(storyGroups: try PlayerChromeContrastTests.groups())
    root.addSubview(bar)
    root.prepareIfNeeded()
    root.layoutIfNeeded()
    let presenter = StoryBarPresenter(bar: bar, container: root, presenter: StoryPlayerPresenter())
    bar.visibleCells[0]?.send(.select)
    _ = try #require(presenter.player, "the white picture is there: the player opens at once")
    root.layoutIfNeeded()
    let bitmap = Bitmap(size: Self.size, scale: 2, background: .black)
    bitmap.render(root)
    return bitmap
  }

  /// The white picture's grey at `y` points, 2 pt from the left edge: left of the header's icon,
  /// where only the picture and the shade are.
  static func grey(_ bitmap: Bitmap, atY y: Double) -> Double {
    Double(bitmap.pixel(x: 4, y: Int(y * 2)).green)
  }

  @Test func anAppsScrimSubclassInComponentsSetsTheShadeAboveTheHeader() throws {
    var components = Components.default
    components.storyScrim = LighterScrim.self
    let custom = try screen(components: components)
    let standard = try screen(components: nil)
    for y in [4.0, 30] {
      // The white picture under black at `alpha`: 255 × (1 − alpha).
      #expect(abs(Self.grey(custom, atY: y) - 255 * (1 - LighterScrim.alpha)) < 4, "at \(y) pt")
      #expect(
        abs(Self.grey(standard, atY: y) - 255 * (1 - PlayerScrimView.defaultTopAlpha)) < 4, "at \(y) pt")
    }
    #expect(Self.grey(custom, atY: Self.size.height - 20) == 255, "below the shade the picture is untouched")
  }
}
