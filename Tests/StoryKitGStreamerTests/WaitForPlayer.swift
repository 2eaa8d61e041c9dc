import Foundation
import StoryKitGStreamer
import StoryKitTestSupport
import StoryKitUI
import Testing

/// Waits, on the main actor, until `condition` holds for `player`, checking after each change
/// it reports; `false` when `seconds` pass first. The change reports arrive on the main actor,
/// where the snapshot suites only render (their comparisons run off it); a test that needs
/// longer than the default passes its bound and says why.
@MainActor
func wait(
  for player: GStreamerVideoPlayer, upTo seconds: Double = 60,
  until condition: @MainActor (GStreamerVideoPlayer) -> Bool
) async -> Bool {
  if condition(player) { return true }
  let (changes, continuation) = AsyncStream<Void>.makeStream(bufferingPolicy: .bufferingNewest(1))
  let previous = player.onChange
  player.onChange = { change in
    previous?(change)
    continuation.yield()
  }
  let timeout = Task {
    try? await Task.sleep(for: .seconds(seconds))
    continuation.finish()
  }
  defer {
    timeout.cancel()
    player.onChange = previous
  }
  var seen: [String] = []
  for await _ in changes {
    if condition(player) { return true }
    if seen.count < 40 { seen.append(player.state.description) }
  }
  if condition(player) { return true }
  // Says where the player stood, so a failure in a full run can be told from a slow machine.
  print(
    "wait(for:) gave up after \(seconds) s: state \(player.state), position \(player.position), "
      + "frame \(player.currentFrame == nil ? "none" : "present"), states seen \(seen)")
  return false
}

/// Keeps the main actor busy, without draining anything (no report is taken, no watchdog runs),
/// until `condition` holds or `seconds` pass: a busy app's main thread.
@MainActor
func holdMainActor(upTo seconds: Double, until condition: () -> Bool) {
  let limit = Date().addingTimeInterval(seconds)
  while !condition(), Date() < limit { usleep(10_000) }
}
