import Foundation
import StoryKit
import StoryKitUI

extension StoryPlayerView {
  /// How far, in points, a drag up must go to open the story's action, and a drag down to close.
  static let verticalCommitDistance = 120.0

  func installGestures() {
    addGestureRecognizer(TapGestureRecognizer { [weak self] recognizer in self?.tapped(recognizer) })
    addGestureRecognizer(
      LongPressGestureRecognizer(minimumPressDuration: 0.2) { [weak self] recognizer in
        self?.pressed(recognizer)
      })
    addGestureRecognizer(PanGestureRecognizer { [weak self] recognizer in self?.panned(recognizer) })
  }

  func registerKeys() {
    keyCommands.register(.left) { [weak self] event in self?.arrow(towardsEnd: false, event) }
    keyCommands.register(.right) { [weak self] event in self?.arrow(towardsEnd: true, event) }
    keyCommands.register(.space) { [weak self] _ in
      guard let self, let playback = self.playback else { return }
      if playback.pauseReasons.contains(.hold) { self.resume(.hold) } else { self.pause(.hold) }
    }
    keyCommands.register(.escape) { [weak self] _ in self?.close(.closed) }
    keyCommands.register(.enter) { [weak self] _ in self?.openStoryAction(from: .key) }
    keyCommands.register(.character("m")) { [weak self] _ in
      guard let self, self.hasPlayableVideo else { return }
      self.toggleMute()
    }
    keyCommands.register(.character("l")) { [weak self] _ in
      guard let self, self.resolvedStyling.isLikeButtonVisible else { return }
      self.toggleLike()
    }
  }

  /// An arrow: towards the end of the line (→ left to right, ← right to left) goes forwards.
  private func arrow(towardsEnd: Bool, _ event: KeyEvent) {
    let forward = towardsEnd != (effectiveLayoutDirection == .rightToLeft)
    mutate { playback, now in
      event.isShiftDown
        ? (forward ? playback.nextGroup(by: .key, now: now) : playback.previousGroup(by: .key, now: now))
        : (forward ? playback.next(by: .key, now: now) : playback.previous(by: .key, now: now))
    }
  }

  private func tapped(_ recognizer: GestureRecognizer) {
    guard groupTransition == nil, dismissDrag == nil else { return }
    let x = recognizer.location(in: self).x
    let leading = effectiveLayoutDirection == .rightToLeft ? x > bounds.width * 2 / 3 : x < bounds.width / 3
    if leading { previous(by: .tap) } else { next(by: .tap) }
  }

  private func pressed(_ recognizer: GestureRecognizer) {
    switch recognizer.state {
    case .began: setChromeHidden(true)
    case .ended, .cancelled, .failed: setChromeHidden(false)
    default: break
    }
  }

  /// Hides (or shows) the chrome and pauses (or resumes) for ``StoryPlayback/PauseReason/hold``.
  public func setChromeHidden(_ hidden: Bool) {
    currentPage.isChromeHidden = hidden
    hidden ? pause(.hold) : resume(.hold)
  }

  // MARK: - Dragging

  private func panned(_ recognizer: GestureRecognizer) {
    guard let pan = recognizer as? PanGestureRecognizer, bounds.width > 0, bounds.height > 0 else { return }
    let translation = pan.translation
    switch pan.state {
    case .began:
      pause(.hold)
      fallthrough
    case .changed:
      follow(pan, translation)
    case .ended:
      release(pan, translation)
    case .cancelled, .failed:
      if groupTransition != nil { endGroupTransition(commit: false) }
      if dismissDrag != nil { endDismissDrag(commit: false) }
      if groupTransition == nil && dismissDrag == nil { resume(.hold) }
    default: break
    }
  }

  /// A drag under way: sideways turns the cube, down shrinks the player; up waits for release.
  private func follow(_ pan: PanGestureRecognizer, _ translation: Point) {
    let horizontal =
      groupTransition != nil || (dismissDrag == nil && abs(translation.x) > abs(translation.y))
    if horizontal {
      // Dragging towards the leading side shows the group after.
      let towardsLeft = translation.x < 0
      let forward = towardsLeft != (effectiveLayoutDirection == .rightToLeft)
      setGroupTransition(forward: forward, fraction: abs(translation.x) / bounds.width)
    } else if translation.y > 0 || dismissDrag != nil {
      setDismissDrag(fraction: max(0, translation.y) / bounds.height * 1.6)
    }
  }

  /// The finger lifted: the swipe settles one way or the other, with the finger's speed; a drag
  /// up far or fast enough opens the story's action.
  private func release(_ pan: PanGestureRecognizer, _ translation: Point) {
    if let transition = groupTransition {
      let signed = translation.x / bounds.width
      let velocity = pan.velocity.x / bounds.width
      // Fast enough in the direction of the drag, or past half way.
      let flung = abs(pan.velocity.x) >= pan.swipeVelocityThreshold && (velocity < 0) == (signed < 0)
      endGroupTransition(commit: transition.fraction > 0.5 || flung, velocity: velocity)
    } else if let drag = dismissDrag {
      let flung = pan.velocity.y >= pan.swipeVelocityThreshold
      endDismissDrag(
        commit: translation.y >= Self.verticalCommitDistance || flung || drag.fraction > 0.5,
        velocity: pan.velocity.y / bounds.height)
    } else {
      resume(.hold)
      let flung = -pan.velocity.y >= pan.swipeVelocityThreshold
      if -translation.y >= Self.verticalCommitDistance || (flung && translation.y < 0) {
        openStoryAction(from: .swipe)
      }
    }
  }
}
