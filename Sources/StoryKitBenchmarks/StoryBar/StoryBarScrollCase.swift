import Foundation
import StoryKit
import StoryKitStoryBar
import StoryKitUI

/// The `scroll` case of `storykit-bench story-bar`: what the bar's scrolling alone costs a frame,
/// on the path a finger takes. Flings glide through the bar on a manual clock, back and forth
/// between its ends, and each frame a host would draw is timed from the clock's step to the end
/// of the layout (the scroller's glide, the cells that enter and leave the reuse pool, their new
/// content), without drawing, so the primitive's work is not hidden under Cairo's.
@MainActor
struct StoryBarScrollCase {
  /// Timed frames, after ``warmUpFrames`` untimed ones.
  let frames: Int

  static let warmUpFrames = 10

  /// A fling's speed: 3,000 pt/s, which glides about 1,500 pt on at `UIScrollView`'s rate.
  static let flingSpeed = 3_000.0

  /// The median microseconds per frame, and how many cells the bar made on the way.
  func run(_ bar: StoryBarView) -> (median: Double, cellsMade: Int) {
    let clock = ManualClock()
    bar.clock = clock
    bar.contentOffset = 0
    bar.layoutIfNeeded()
    var cells = Set<ObjectIdentifier>()
    var onwards = true
    var samples: [Double] = []
    var frame = 0
    let timer = ContinuousClock()
    while samples.count < frames {
      if bar.nextFrameTimeInSubtree(now: clock.now) == nil {
        // At rest: the next fling, turning at the ends (untimed, as a finger's events are).
        if bar.contentOffset >= bar.maximumContentOffset - 0.5 { onwards = false }
        if bar.contentOffset <= 0.5 { onwards = true }
        fling(bar, onwards: onwards, clock: clock)
      }
      clock.advance(by: 1.0 / 60)
      let start = timer.now
      bar.advanceFramesInSubtree(to: clock.now)
      bar.layoutIfNeeded()
      let elapsed = timer.now - start
      cells.formUnion(bar.visibleCells.values.map(ObjectIdentifier.init))
      frame += 1
      if frame > Self.warmUpFrames { samples.append(elapsed.seconds * 1_000_000) }
    }
    return (SampleStatistics.median(samples), cells.count)
  }

  /// A finger flicks across the bar's middle at ``flingSpeed`` and lifts; for a left-to-right bar
  /// onwards is to the left.
  private func fling(_ bar: StoryBarView, onwards: Bool, clock: ManualClock) {
    let dispatcher = PointerDispatcher(root: bar)
    let direction = onwards ? -1.0 : 1.0
    let y = bar.bounds.midY
    let x = bar.bounds.midX - direction * 90
    let start = clock.now
    let step = 0.015
    dispatcher.dispatch(PointerEvent(.down, at: Point(x: x, y: y), time: start))
    for index in 1...4 {
      let moved = direction * Self.flingSpeed * step * Double(index)
      dispatcher.dispatch(
        PointerEvent(.move, at: Point(x: x + moved, y: y), time: start + step * Double(index)))
    }
    let lift = start + step * 4
    clock.set(to: lift)
    let end = Point(x: x + direction * Self.flingSpeed * step * 4, y: y)
    dispatcher.dispatch(PointerEvent(.up, at: end, time: lift))
  }
}
