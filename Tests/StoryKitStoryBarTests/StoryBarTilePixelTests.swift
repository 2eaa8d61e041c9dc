import Foundation
import StoryKit
import StoryKitStoryBar
import StoryKitUI
import Testing

@testable import StoryKitCairo

/// The story bar drawn with the Cairo canvas's gradient tiles looks as drawn without them: rings
/// wholly in view come from shape tiles, rings cut by the bar's edges take their paint from paint
/// tiles. Cairo's gradients differ by 1 in a channel here and there from one position to another,
/// so that much is allowed, on at most 0.1 % of the pixels.
@MainActor
@Suite struct StoryBarTilePixelTests {
  @Test func scrollingWithTilesLooksAsWithout() {
    let titles = ["New in", "Today's headlines", "🔥 Hot deals", "عروض اليوم", "Weekend brunch spots"]
    let story = Story(id: "s", media: .image(url: URL(fileURLWithPath: "/dev/null")))
    let groups = (0..<12).map { index in
      StoryGroup(
        id: "g\(index)", title: titles[index % titles.count], iconURL: nil, index: index,
        isSeen: index % 3 == 0,
        stories: [story], isPinned: index % 7 == 1, type: index % 11 == 2 ? .live : .default)
    }
    let bar = StoryBarView()
    bar.content = .init(storyGroups: groups)
    let height = bar.fittingSize(for: Size(width: 390, height: .infinity)).height
    bar.frame = Rect(x: 0, y: 0, width: 390, height: height)
    let tiles = ShapeTileCache()
    // 13 pt steps keep cells on the same fractions of a pixel, so later frames reuse tiles.
    for offset in [0.0, 13, 26, 39, 52, 65] {
      bar.contentOffset = offset
      bar.layoutIfNeeded()
      let direct = render(bar, tiles: nil)
      for _ in 0..<2 { _ = render(bar, tiles: tiles) }
      let tiled = render(bar, tiles: tiles)
      var differing = 0
      var largest = 0
      for index in direct.rgba.indices where direct.rgba[index] != tiled.rgba[index] {
        differing += 1
        largest = max(largest, abs(Int(direct.rgba[index]) - Int(tiled.rgba[index])))
      }
      #expect(largest <= 1, "offset \(offset)")
      #expect(differing * 1_000 <= direct.width * direct.height, "offset \(offset): \(differing) channels")
    }
    #expect(tiles.statistics.hits > 0)
  }

  private func render(_ bar: StoryBarView, tiles: ShapeTileCache?) -> PixelBuffer {
    let bitmap = Bitmap(size: bar.frame.size, scale: 3, background: .white)
    do {
      let canvas = bitmap.makeCanvas(textEngine: bar.textEngine)
      canvas.shapeTiles = tiles
      bar.render(in: canvas)
    }
    return PixelBuffer(bitmap)
  }
}
