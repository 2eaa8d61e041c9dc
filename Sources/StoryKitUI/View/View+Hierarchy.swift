extension View {
  /// Adds a view on top of the others, moving it from its old superview if it had one.
  public func addSubview(_ view: View) {
    insertSubview(view, at: subviews.count)
  }

  /// Inserts a view at an index among the subviews (clamped to the valid range).
  ///
  /// Adding a view to itself or to one of its own descendants would make a cycle; such a call is
  /// ignored with a logged warning.
  public func insertSubview(_ view: View, at index: Int) {
    guard !view.isAncestor(of: self) else {
      StoryKitLog.warning("insertSubview: a view cannot be added to itself or its own descendant; ignored")
      return
    }
    let wasPrepared = view.lifecycle == .ready
    if view.superview === self, let current = subviews.firstIndex(where: { $0 === view }) {
      subviews.remove(at: current)
    } else {
      view.removeFromSuperview()
    }
    subviews.insert(view, at: min(max(0, index), subviews.count))
    view.superview = self
    invalidateMeasurement()
    setNeedsLayout()
    if lifecycle == .ready { view.prepareIfNeeded() }
    // A view prepared just now has read its new environment; one that moved re-reads it.
    if wasPrepared { view.superviewDidChange() }
  }

  /// Removes the view from its superview.
  public func removeFromSuperview() {
    guard let parent = superview else { return }
    parent.willRemoveSubview(self)
    parent.subviews.removeAll { $0 === self }
    superview = nil
    releaseLayersInSubtree()
    parent.invalidateMeasurement()
    parent.setNeedsLayout()
    superviewDidChange()
  }

  /// Whether this view is `view` or one of its ancestors.
  public func isAncestor(of view: View) -> Bool {
    var current: View? = view
    while let candidate = current {
      if candidate === self { return true }
      current = candidate.superview
    }
    return false
  }

  /// The topmost ancestor (the view itself at the root).
  public var rootView: View {
    var view = self
    while let parent = view.superview { view = parent }
    return view
  }

  /// A point in this view's coordinates, converted to another view's (or the root's, for `nil`).
  public func convert(_ point: Point, to view: View?) -> Point {
    let inRoot = transformToRoot().apply(to: point)
    guard let view else { return inRoot }
    return view.transformToRoot().inverted?.apply(to: inRoot) ?? inRoot
  }

  /// A rectangle of this view's coordinates in `view`'s (the root's, for `nil`): the box around
  /// its converted corners, so a flip or a turn between the two still gives a box.
  public func convert(_ rect: Rect, to view: View?) -> Rect {
    let origin = convert(Point(x: rect.minX, y: rect.minY), to: view)
    let corner = convert(Point(x: rect.maxX, y: rect.maxY), to: view)
    return Rect(
      x: min(origin.x, corner.x), y: min(origin.y, corner.y), width: abs(corner.x - origin.x),
      height: abs(corner.y - origin.y))
  }

  /// The transform that takes this view's coordinates to its superview's.
  public var transformToSuperview: Transform {
    let center = Point(x: frame.width / 2, y: frame.height / 2)
    return Transform.translation(x: -boundsOrigin.x - center.x, y: -boundsOrigin.y - center.y)
      .concatenating(transform)
      .concatenating(.translation(x: frame.minX + center.x, y: frame.minY + center.y))
  }

  func transformToRoot() -> Transform {
    var result = Transform.identity
    var view: View? = self
    while let current = view, current.superview != nil {
      result = result.concatenating(current.transformToSuperview)
      view = current.superview
    }
    return result
  }

  /// Called when the view moved to another superview (or none); environment-dependent state is
  /// refreshed for views that are already set up.
  func superviewDidChange() {
    guard lifecycle == .ready else { return }
    environmentDidChange()
    imageLoaderDidChangeInSubtree()
  }
}
