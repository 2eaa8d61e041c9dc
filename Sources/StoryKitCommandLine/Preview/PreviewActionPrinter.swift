import Foundation
import StoryKit
import StoryKitPlayer

/// The preview's side of the player: each story action is printed on standard output as
/// ``PreviewActionLine`` says, and flushed at once for the script reading it.
@MainActor
package final class PreviewActionPrinter: StoryPlayerDelegate {
  /// Where lines go; standard output unless a test catches them.
  package var write: @MainActor (String) -> Void = { line in
    print(line)
    fflush(nil)  // every stream: `stdout` is not concurrency-safe to name
  }

  package func storyPlayer(
    _ player: StoryPlayerView, didClickAction action: ContentAction, in story: Story
  )
    -> StoryActionResult
  {
    write(PreviewActionLine.format(action))
    return .handled
  }
}
