extension View {
  /// Draws the view and its subviews into a canvas whose origin is the superview's (or, at the
  /// root, the canvas's): background, clip, ``draw(in:)``, subviews, border — or, for a view with
  /// an offscreen layer (``isRasterized``, ``projectiveTransform``), the layer, redrawn first
  /// where its content changed.
  ///
  /// At a root, the lifecycle and layout run first.
  public func render(in canvas: Canvas) {
    render(in: canvas, cull: nil)
  }

  /// ``render(in:)``, skipping what lies wholly outside `cull` (the superview's coordinates), as
  /// when only part of a layer is drawn again.
  func render(in canvas: Canvas, cull: Rect?) {
    if superview == nil { layoutIfNeeded() }
    guard !isHidden, alpha > 0.001 else { return }
    var inner: Rect?
    if let cull {
      let placement = placement
      guard box(of: visualExtent(), through: placement).intersects(cull) else { return }
      inner = placement.inverted.map { box(of: cull, through: $0) }
    }
    defer {
      // What changed while this frame was laid out is in it: the next request asks for a new one.
      isDisplayRequested = false
    }
    if let state = layerState, state.wantsLayer, renderFromLayer(state, in: canvas) { return }
    canvas.save()
    canvas.concatenate(transformToSuperview)
    let isolated = alpha < 1
    if isolated { canvas.beginLayer(alpha: alpha) }
    renderContent(in: canvas, cull: inner)
    if isolated { canvas.endLayer() }
    canvas.restore()
  }

  /// Draws the view's own look and its subviews in its own coordinates, the subviews wholly
  /// outside `cull` skipped; the clip it sets stays (the caller's save undoes it).
  func renderContent(in canvas: Canvas, cull: Rect?) {
    let shape = Path.roundedRect(bounds, cornerRadius: cornerRadius)
    if let background { canvas.fill(shape, with: background) }
    if clipsToBounds { canvas.clip(to: shape) }
    draw(in: canvas)
    for view in subviews { view.render(in: canvas, cull: cull) }
    if let border, border.width > 0 {
      let inset = bounds.insetBy(dx: border.width / 2, dy: border.width / 2)
      canvas.stroke(
        .roundedRect(inset, cornerRadius: max(0, cornerRadius - border.width / 2)), with: border.paint,
        style: StrokeStyle(width: border.width, dash: border.dash))
    }
  }
}
