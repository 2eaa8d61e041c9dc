import StoryKit

extension View {
  /// Draws the view from its offscreen layer, making or redrawing the layer first where needed;
  /// `false` when the canvas keeps no layers (the caller draws the view directly).
  func renderFromLayer(_ state: ViewLayerState, in canvas: Canvas) -> Bool {
    let extent = visualExtent()
    let layer: any CanvasLayer
    if let kept = state.layer, canvas.canDraw(kept), kept.rect.covers(extent) {
      layer = kept
      invalidateAnimating(into: state, extent: extent, now: clock.now)
      if let dirty = state.dirty {
        let region = dirty.intersection(kept.rect)
        if region.width > 0, region.height > 0 {
          kept.redraw(region) { renderContent(in: $0, cull: region) }
          state.redrawCount += 1
        }
      }
    } else {
      guard let made = canvas.makeLayer(covering: extent, placement: placement) else {
        state.layer = nil
        state.dirty = nil
        return false
      }
      layer = made
      state.layer = made
      made.redraw(nil) { renderContent(in: $0, cull: nil) }
      state.redrawCount += 1
    }
    state.dirty = nil
    let placement = placement
    // The shade covers the bounds, keeping the view's rounded corners where it moves flat.
    let shade = state.shade.map { LayerShade(color: $0, rect: bounds, cornerRadius: cornerRadius) }
    canvas.draw(layer, transform: placement, opacity: alpha, filter: .bilinear, shade: shade)
    return true
  }

  /// Marks for redrawing the regions of the subtree that animate now (their
  /// ``nextFrameTime(now:)`` is due): what they draw changes with the clock, without asking.
  private func invalidateAnimating(into state: ViewLayerState, extent: Rect, now: Double) {
    if let due = nextFrameTime(now: now), due <= now {
      state.invalidate(extent)
      return
    }
    addAnimatingRegions(into: state, through: .identity, now: now)
  }

  private func addAnimatingRegions(
    into state: ViewLayerState, through transform: ProjectiveTransform, now: Double
  ) {
    for view in subviews where !view.isHidden && view.alpha > 0.001 {
      let toLayer = view.placement.concatenating(transform)
      if let due = view.nextFrameTime(now: now), due <= now {
        state.invalidate(box(of: view.visualExtent(), through: toLayer))
      } else {
        view.addAnimatingRegions(into: state, through: toLayer, now: now)
      }
    }
  }
}

extension Rect {
  /// Whether `other` lies wholly inside (edges included).
  func covers(_ other: Rect) -> Bool {
    minX <= other.minX && minY <= other.minY && maxX >= other.maxX && maxY >= other.maxY
  }
}
