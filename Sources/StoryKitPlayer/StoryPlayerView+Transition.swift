import Foundation
import StoryKit
import StoryKitUI

/// A value moving from one fraction to another over a duration on the clock, easing out.
struct PlayerSettle: Equatable {
  var from: Double
  var to: Double
  var start: Double
  var duration: Double

  func value(at now: Double) -> Double {
    guard duration > 0 else { return to }
    let t = min(1, max(0, (now - start) / duration))
    return from + (to - from) * TimingCurve.easeOutCubic.value(at: t)
  }

  func isFinished(at now: Double) -> Bool { now - start >= duration }

  /// A settle from `from` to `to` at about `speed` fractions per second, in 0.12…0.35 s.
  static func towards(_ to: Double, from: Double, speed: Double, now: Double) -> PlayerSettle {
    let distance = abs(to - from)
    let byVelocity = speed.isFinite && speed > 0 ? distance / speed : 0.35
    return PlayerSettle(from: from, to: to, start: now, duration: min(0.35, max(0.12, byVelocity)))
  }
}

/// The swipe between groups: towards the next (`forward`) or previous group, `fraction` of the
/// way; `target` is `nil` past either end of the feed, where the page only gives a little.
struct GroupTransition: Equatable {
  var forward: Bool
  var fraction: Double
  var target: Int?
  var settle: PlayerSettle?
}

/// The swipe down that dismisses: `fraction` of the way to gone.
struct DismissDrag: Equatable {
  var fraction: Double
  var settle: PlayerSettle?
}

extension StoryPlayerView {
  /// Shows the cube turning from the current group to the next (`forward`) or previous one,
  /// `fraction` (0…1) of the way, as a finger holding it there would. Under Reduce Motion the
  /// two pages crossfade instead. Past either end of the feed the page gives a little and
  /// springs back. ``endGroupTransition(commit:velocity:)`` settles it.
  public func setGroupTransition(forward: Bool, fraction: Double) {
    guard let playback, !playback.isDismissed else { return }
    let value = fraction.isFinite ? min(1, max(0, fraction)) : 0
    let index = playback.position.group + (forward ? 1 : -1)
    let target = playback.groups.indices.contains(index) ? index : nil
    if let target, neighbourPage.group != playback.groups[target] || groupTransition?.target != target {
      neighbourPage.show(playback.groups[target], story: playback.openingStory(ofGroup: target), progress: 0)
    }
    groupTransition = GroupTransition(forward: forward, fraction: value, target: target, settle: nil)
    layoutPages()
    setNeedsDisplay()
  }

  /// Lets go of the swipe between groups: it turns on to the other group when `commit` (and
  /// there is one), else back; `velocity` (fractions per second) sets how fast it settles.
  public func endGroupTransition(commit: Bool, velocity: Double = 0) {
    guard var transition = groupTransition else { return }
    let to: Double = commit && transition.target != nil ? 1 : 0
    transition.settle = .towards(to, from: transition.fraction, speed: max(abs(velocity), 3), now: clock.now)
    groupTransition = transition
    setNeedsDisplay()
  }

  /// Moves a settling swipe on; at its end, the other group becomes the current one.
  func advanceGroupTransition(now: Double) {
    guard var transition = groupTransition, let settle = transition.settle else { return }
    transition.fraction = settle.value(at: now)
    groupTransition = transition
    layoutPages()
    setNeedsDisplay()
    guard settle.isFinished(at: now) else { return }
    groupTransition = nil
    if settle.to == 1, transition.target != nil {
      let arriving = neighbourPage
      neighbourPage = currentPage
      currentPage = arriving
      insertSubview(neighbourPage, at: 0)
      let forward = transition.forward
      mutate { playback, now in
        forward ? playback.nextGroup(by: .swipe, now: now) : playback.previousGroup(by: .swipe, now: now)
      }
    }
    layoutPages()
    resume(.hold)
  }

  /// Places the pages for the swipe under way: the cube's two faces, the crossfade, the give at
  /// the ends, or the page shrinking away as it is swiped down. While a page moves it is drawn
  /// from an offscreen layer (``View/isRasterized``), so a frame composites two pictures instead
  /// of drawing two pages; each page's look is worked out whole and set once, so nothing inside
  /// a page changes from frame to frame and its layer is drawn once.
  func layoutPages() {
    let moving = groupTransition != nil || dismissDrag != nil
    var current = PagePose(isRasterized: moving)
    var neighbour = PagePose(isRasterized: moving, isHidden: true)
    var background = Color.black
    defer {
      backgroundColor = background
      current.apply(to: currentPage)
      neighbour.apply(to: neighbourPage)
    }
    if let drag = dismissDrag {
      background = Color.black.withAlpha(1 - drag.fraction)
      current = dismissPose(drag)
      return
    }
    guard let transition = groupTransition, bounds.width > 0 else { return }
    let fraction = transition.fraction
    let rightToLeft = effectiveLayoutDirection == .rightToLeft
    // The neighbour comes in from the trailing side going forwards: the right, or the left
    // right to left.
    let fromRight = transition.forward != rightToLeft
    guard transition.target != nil else {
      let give = min(fraction, 1) * 0.12 * bounds.width
      current.transform = .translation(x: fromRight ? -give : give, y: 0)
      return
    }
    neighbour.isHidden = false
    if isReduceMotionEnabled {
      // The chrome switches at half way, so two headers never blend.
      current.alpha = 1 - fraction
      current.chromeAlpha = fraction < 0.5 ? 1 : 0
      neighbour.chromeAlpha = fraction < 0.5 ? 0 : 1
      return
    }
    let cube = CubeTurn(size: bounds.size, fraction: fraction, fromRight: fromRight)
    // A face seen edge on (at either end of the turn) has no picture: it is hidden.
    current.projectiveTransform = cube.transform(for: cube.frontCorners)
    current.isHidden = current.projectiveTransform == nil
    neighbour.projectiveTransform = cube.transform(for: cube.sideCorners)
    neighbour.isHidden = neighbour.projectiveTransform == nil
    current.shade = 0.55 * fraction
    neighbour.shade = 0.55 * (1 - fraction)
  }

  // MARK: - Swiping down

  /// Shows the player `fraction` (0…1) of the way to gone, as a finger dragging it down would:
  /// it shrinks towards ``dismissTarget`` and the black behind it clears.
  public func setDismissDrag(fraction: Double) {
    guard playback?.isDismissed == false else { return }
    let value = fraction.isFinite ? min(1, max(0, fraction)) : 0
    dismissDrag = DismissDrag(fraction: value, settle: nil)
    layoutPages()
    setNeedsDisplay()
  }

  /// Lets go of the swipe down: the player goes (closing with
  /// ``StoryPlayback/DismissReason/swipedDown`` when it has) or springs back.
  public func endDismissDrag(commit: Bool, velocity: Double = 0) {
    guard var drag = dismissDrag else { return }
    drag.settle = .towards(commit ? 1 : 0, from: drag.fraction, speed: max(abs(velocity), 3), now: clock.now)
    dismissDrag = drag
    setNeedsDisplay()
  }

  func advanceDismissDrag(now: Double) {
    guard var drag = dismissDrag, let settle = drag.settle else { return }
    drag.fraction = settle.value(at: now)
    dismissDrag = drag
    layoutPages()
    setNeedsDisplay()
    guard settle.isFinished(at: now) else { return }
    if settle.to == 1 {
      close(.swipedDown)
    } else {
      dismissDrag = nil
      layoutPages()
      resume(.hold)
    }
  }

  /// The current page while swiped down: shrunk and following the finger, then flying into the
  /// bar cell once let go; under Reduce Motion it fades where it is.
  private func dismissPose(_ drag: DismissDrag) -> PagePose {
    let fraction = drag.fraction
    var pose = PagePose(isRasterized: true)
    if isReduceMotionEnabled {
      pose.alpha = 1 - fraction
      return pose
    }
    // Rounded from the first moment, so the page's layer is drawn once for the whole drag.
    pose.clipsToBounds = true
    pose.cornerRadius = 16
    let size = bounds.size
    // Under the finger the page shrinks about its centre and follows it down.
    var place = Self.dragPose(fraction, height: size.height)
    if let settle = drag.settle, settle.to == 1 {
      // Let go: it flies from where the finger left it into the bar cell.
      let target =
        playback?.group.flatMap { group in dismissTarget?(group) }
        ?? Rect(x: size.width / 2 - 30, y: size.height / 2 - 30, width: 60, height: 60)
      let start = Self.dragPose(settle.from, height: size.height)
      let end = (
        scale: size.width > 0 ? max(0.01, target.width / size.width) : 1,
        dx: target.midX - size.width / 2, dy: target.midY - size.height / 2
      )
      let progress = settle.from < 1 ? min(1, max(0, (fraction - settle.from) / (1 - settle.from))) : 1
      place = (
        scale: start.scale + (end.scale - start.scale) * progress,
        dx: start.dx + (end.dx - start.dx) * progress,
        dy: start.dy + (end.dy - start.dy) * progress
      )
      pose.alpha = progress > 0.8 ? max(0, (1 - progress) / 0.2) : 1
    }
    pose.transform = Transform(a: place.scale, b: 0, c: 0, d: place.scale, tx: place.dx, ty: place.dy)
    return pose
  }

  /// The page under a finger `fraction` of the way down: shrunk about its centre and moved down.
  static func dragPose(_ fraction: Double, height: Double) -> (scale: Double, dx: Double, dy: Double) {
    (scale: 1 - 0.35 * fraction, dx: 0, dy: fraction * height * 0.45)
  }
}
