/// Moving the content: drags (from a pan or by hand), their release, and scrolls asked for in
/// code.
extension Scroller {
  // MARK: - Scrolling in code

  /// Brings slot `slot` to its resting place (its start at the leading inset, as far as the
  /// content allows), sliding there on ``snapAnimation`` when `animated`.
  /// - Parameters:
  ///   - slot: The slot; without looping, an item index (kept among the items).
  ///   - animated: Whether to slide.
  ///   - startedAt: When the slide counts as started, on the host's clock (default now): a slide
  ///     that was due a moment ago starts part of the way.
  public func scroll(toSlot slot: Int, animated: Bool, startedAt: Double? = nil) {
    let track = self.track
    let target = track.loops ? slot : min(max(0, slot), max(0, track.count - 1))
    if animated {
      slide(to: .slot(target), from: offset(at: clockNow, on: track), start: startedAt ?? clockNow, on: track)
    } else {
      motion.anchor = .slot(target)
      motion.phase = .resting
    }
    host?.setNeedsLayout()
  }

  /// Scrolls to `offset` (kept within the content), sliding there when `animated`.
  public func scroll(toOffset offset: Double, animated: Bool) {
    guard animated else {
      contentOffset = offset
      return
    }
    let track = self.track
    slide(
      to: .offset(track.clamped(offset)), from: self.offset(at: clockNow, on: track), start: clockNow,
      on: track)
    host?.setNeedsLayout()
  }

  /// Moves the content `distance` points onwards at once, within its ends, stopping any motion
  /// (a wheel step). Returns whether it moved.
  @discardableResult
  public func scroll(by distance: Double) -> Bool {
    guard distance.isFinite else { return false }
    let track = self.track
    let current = offset(at: clockNow, on: track)
    let target = track.clamped(current + distance)
    guard target != current || motion.isMoving(at: clockNow) else { return false }
    motion.anchor = .offset(target)
    motion.phase = .resting
    host?.setNeedsLayout()
    return target != current
  }

  // MARK: - Dragging

  /// A finger takes hold of the content where it is now (catching a slide or a glide).
  public func beginDrag() {
    let track = self.track
    let now = clockNow
    let base = offset(at: now, on: track)
    let origin: Int? = snapping == .none ? nil : (restingSlot ?? track.nearestSlot(to: base))
    motion.phase = .dragging(.init(base: base.isFinite ? base : 0, translation: 0, originSlot: origin))
    host?.setNeedsLayout()
  }

  /// The finger is `translation` points from where the drag began, along the axis (positive:
  /// onwards, towards later items). With ``ScrollSnapping/pages`` the content follows at most
  /// one item.
  public func drag(by translation: Double) {
    guard var drag = motion.drag, translation.isFinite else { return }
    drag.translation = translation
    motion.phase = .dragging(drag)
    host?.setNeedsLayout()
  }

  /// The finger lifted moving at `velocity` points per second along the axis (positive:
  /// onwards): the content glides on, or snaps (see ``snapping``).
  public func endDrag(velocity: Double) {
    guard let drag = motion.drag else { return }
    let track = self.track
    let now = clockNow
    let offset = self.offset(at: now, on: track)
    let speed = velocity.isFinite ? velocity : 0
    switch snapping {
    case .none:
      if offset < track.minimumOffset || offset > track.maximumOffset {
        slide(to: .offset(track.clamped(offset)), from: offset, start: now, on: track)
      } else if abs(speed) < 1 {
        motion.anchor = .offset(offset)
        motion.phase = .resting
      } else {
        let glide = ScrollMotion.Glide(
          from: offset, velocity: speed, start: now, rate: decelerationRate, minimum: track.minimumOffset,
          maximum: track.maximumOffset)
        motion.anchor = .offset(glide.end)
        motion.phase = glide.duration > 0 ? .gliding(glide) : .resting
      }
    case .items, .pages:
      var target = track.nearestSlot(to: offset)
      if flingVelocity.isFinite, abs(speed) >= max(0, flingVelocity), speed != 0 {
        let onward = speed > 0 ? track.nextSlot(after: offset) : track.previousSlot(before: offset)
        target = onward ?? target
      }
      if snapping == .pages, let origin = drag.originSlot {
        target = min(max(target, origin - 1), origin + 1)
      }
      slide(to: .slot(target), from: offset, start: now, on: track)
    }
    host?.setNeedsLayout()
  }

  /// The drag was cancelled: a snapping scroller slides back to where it rested, a free one
  /// stays (within its ends).
  public func cancelDrag() {
    guard let drag = motion.drag else { return }
    let track = self.track
    let offset = self.offset(at: clockNow, on: track)
    if snapping != .none, let origin = drag.originSlot {
      slide(to: .slot(origin), from: offset, start: clockNow, on: track)
    } else {
      slide(to: .offset(track.clamped(offset)), from: offset, start: clockNow, on: track)
    }
    host?.setNeedsLayout()
  }

  // MARK: - Slides

  var clockNow: Double { host?.clock.now ?? 0 }

  /// Slides from `from` to `anchor`, taking ``snapAnimation``'s duration for a whole item and
  /// less for less (at least ``minimumSnapDuration``); under half a point it just rests there.
  func slide(to anchor: ScrollMotion.Anchor, from: Double, start: Double, on track: ScrollTrack<Layout>) {
    motion.anchor = anchor
    let destination = motion.resolve(anchor, on: track)
    let distance = abs(destination - from)
    guard from.isFinite, distance >= 0.5 else {
      motion.phase = .resting
      return
    }
    let unit: Double
    if case .slot(let slot) = anchor { unit = track.unit(slot) } else { unit = max(1, track.viewport) }
    var animation = snapAnimation
    animation.delay = 0
    animation.repetition = .once
    animation.autoreverses = false
    animation.duration = max(minimumSnapDuration, snapAnimation.effectiveDuration * min(1, distance / unit))
    motion.phase = .sliding(.init(from: from, start: start.isFinite ? start : clockNow, animation: animation))
  }
}
