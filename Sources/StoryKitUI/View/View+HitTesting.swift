extension View {
  /// Whether the view can take events at all: visible, opaque enough and interactive.
  public var isHittable: Bool {
    !isHidden && alpha > 0.01 && isUserInteractionEnabled
  }

  func defaultHitTest(_ point: Point) -> View? {
    guard isHittable, bounds.contains(point) else { return nil }
    for view in subviews.reversed() {
      guard let local = view.transformToSuperview.inverted?.apply(to: point) else { continue }
      if let hit = view.hitTest(local) { return hit }
    }
    return self
  }

}
