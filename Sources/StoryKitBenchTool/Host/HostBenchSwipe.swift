import Foundation
import StoryKitPlayer

/// The scripted finger of `storykit-bench host --case transition`: once a second it drags the
/// cube towards the next group for 0.6 s, easing out to 0.45 of the way, and lets go short of half
/// way, so the cube settles back; the next second it drags again. Every frame of it moves both
/// faces in perspective.
struct HostBenchSwipe {
  static let cycle = 1.0
  static let dragTime = 0.6
  static let farthest = 0.45

  var start = 0.0
  private var isReleased = false

  init(start: Double = 0) {
    self.start = start
  }

  /// Moves the finger for the frame at `now`.
  @MainActor mutating func drive(_ player: StoryPlayerView, at now: Double) {
    let time = max(0, now - start).truncatingRemainder(dividingBy: Self.cycle)
    if time < Self.dragTime {
      isReleased = false
      player.setGroupTransition(forward: true, fraction: Self.farthest * sin(time / Self.dragTime * .pi / 2))
    } else if !isReleased {
      isReleased = true
      player.endGroupTransition(commit: false)
    }
  }
}
