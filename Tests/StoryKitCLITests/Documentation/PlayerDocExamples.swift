// docs/player.md's examples, compiled by the tests.
import StoryKit
import StoryKitPlayer
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
