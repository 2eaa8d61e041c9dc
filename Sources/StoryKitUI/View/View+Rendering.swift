extension View {
  /// Draws the view and its subviews into a canvas whose origin is the superview's (or, at the
  /// root, the canvas's): background, clip, ``draw(in:)``, subviews, border.
  ///
  /// At a root, the lifecycle and layout run first.
  public func render(in canvas: Canvas) {
    if superview == nil { layoutIfNeeded() }
    guard !isHidden, alpha > 0.001 else { return }
    canvas.save()
    canvas.concatenate(transformToSuperview)
    let isolated = alpha < 1
    if isolated { canvas.beginLayer(alpha: alpha) }
    let shape = Path.roundedRect(bounds, cornerRadius: cornerRadius)
    if let background { canvas.fill(shape, with: background) }
    if clipsToBounds { canvas.clip(to: shape) }
    draw(in: canvas)
    for view in subviews { view.render(in: canvas) }
    if let border, border.width > 0 {
      let inset = bounds.insetBy(dx: border.width / 2, dy: border.width / 2)
      canvas.stroke(
        .roundedRect(inset, cornerRadius: max(0, cornerRadius - border.width / 2)), with: border.paint,
        style: StrokeStyle(width: border.width, dash: border.dash))
    }
    if isolated { canvas.endLayer() }
    canvas.restore()
    // What changed while this frame was laid out is in it: the next request asks for a new one.
    isDisplayRequested = false
  }

}
