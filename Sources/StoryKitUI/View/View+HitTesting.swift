extension View {
  /// Whether the view can take events at all: visible, opaque enough and interactive.
  public var isHittable: Bool {
    !isHidden && alpha > 0.01 && isUserInteractionEnabled
  }

  func defaultHitTest(_ point: Point) -> View? {
    guard isHittable, bounds.contains(point) else { return nil }
    return hitTestSubviews(point) ?? self
  }

  /// The frontmost subview, or a view inside it, that takes a touch at `point` (in this view's
  /// coordinates), whether or not `point` is inside this view's bounds; `nil` when none does.
  /// For an override of ``hitTest(_:)`` that takes touches where it draws beyond its bounds:
  ///
  /// ```swift
  /// override func hitTest(_ point: Point) -> View? {
  ///   guard card.contains(point) else { return nil }
  ///   return hitTestSubviews(point) ?? self
  /// }
  /// ```
  public func hitTestSubviews(_ point: Point) -> View? {
    for view in subviews.reversed() {
      guard let local = view.transformToSuperview.inverted?.apply(to: point) else { continue }
      if let hit = view.hitTest(local) { return hit }
    }
    return nil
  }

}
