// docs/player-cli.md's examples, compiled by the tests.
import StoryKit
import StoryKitCairo
import StoryKitPlayer
import StoryKitUI

@MainActor
func renderMoment(
  of groups: [StoryGroup], at index: Int, story: Int, seconds: Double, loader: any ImageLoading,
  timeout: Double = 5
) async -> Bitmap {
  let clock = ManualClock()
  let player = StoryPlayerView(frame: Rect(x: 0, y: 0, width: 390, height: 844))
  player.clock = clock  // time moves only when told
  player.imageLoader = loader
  player.displayScale = 2
  player.open(groups, at: index, story: story)
  _ = await player.waitForVisibleImages(timeout: timeout)
  player.tick()  // the picture is here: the story's time starts
  clock.advance(by: seconds)
  player.tick()  // the progress moves to `seconds`
  let bitmap = Bitmap(size: player.frame.size, scale: 2, background: .black)
  bitmap.render(player)
  return bitmap
}
