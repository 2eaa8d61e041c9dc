import StoryKit

/// Offscreen layers: a view subtree drawn once into a picture at device scale and drawn again from
/// it while only the view's place, turn, opacity or shade changes — what Core Animation does for a
/// rasterized layer, and what makes a transition cost a few copies of pictures instead of a
/// redraw of every page in every frame.
///
/// ```swift
/// page.isRasterized = true                 // while it moves
/// page.projectiveTransform = ProjectiveTransform(mapping: page.bounds, to: faceCorners)
/// page.layerShade = .black.withAlpha(0.3)  // darker as it turns away
/// // …
/// page.isRasterized = false                // at rest: drawn directly again, layer freed
/// page.projectiveTransform = nil
/// ```
///
/// A change inside the subtree that asks for display (``setNeedsDisplay()``, a frame that moves,
/// a view that animates) redraws just its region of the layer in the next frame; the rest of
/// the layer is reused. The layer is freed when the view leaves its tree, is hidden, or stops
/// wanting one. A canvas without layers (``Canvas/makeLayer(covering:placement:)`` returning `nil`) draws
/// the subtree directly as before.
extension View {
  /// Whether the view and its subviews are drawn once into an offscreen layer and reused while
  /// only ``transform``, ``projectiveTransform``, ``alpha`` or ``layerShade`` change. Worth it for a
  /// view that moves as a whole for a while (a page turning, a card flying out); off by default,
  /// since a layer holds a picture of the view at full resolution.
  public var isRasterized: Bool {
    get { layerState?.isRasterized ?? false }
    set { updateLayerState { $0.isRasterized = newValue } }
  }

  /// A perspective transform that replaces the view's place (``frame`` and ``transform``) when it
  /// is drawn: it takes the view's own coordinates (``bounds``) to its superview's. The view is
  /// then drawn from an offscreen layer, as if ``isRasterized``. Drawing only: hit testing and
  /// ``convert(_:to:)-(Point,_)`` still use the frame and ``transform``.
  public var projectiveTransform: ProjectiveTransform? {
    get { layerState?.projectiveTransform }
    set {
      guard newValue != layerState?.projectiveTransform else { return }
      let before = placement
      updateLayerState { $0.projectiveTransform = newValue }
      setNeedsComposite(from: before)
    }
  }

  /// A colour laid over the view's layer where it lands, its alpha saying how much (a face of
  /// the cube in black at 0.4 as it turns away from the light); `nil` for none. Drawn only for a
  /// view drawn from a layer, over the rectangle of its bounds.
  public var layerShade: Color? {
    get { layerState?.shade }
    set {
      let value = newValue.flatMap { $0.alpha > 0 ? $0 : nil }
      guard value != layerShade else { return }
      updateLayerState { $0.shade = value }
      setNeedsComposite(from: placement)
    }
  }

  /// The bytes the view's offscreen layer holds now: 0 when it has none.
  public var layerByteCount: Int { layerState?.layer?.byteCount ?? 0 }

  /// How many times the view's offscreen layer has been drawn, wholly or in part.
  public var layerRedrawCount: Int { layerState?.redrawCount ?? 0 }

  private func updateLayerState(_ change: (ViewLayerState) -> Void) {
    let state = layerState ?? ViewLayerState()
    let wanted = state.wantsLayer
    change(state)
    layerState = state
    guard wanted != state.wantsLayer else { return }
    View.layerViewCount += state.wantsLayer ? 1 : -1
    if !state.wantsLayer {
      state.layer = nil
      state.dirty = nil
    }
    setNeedsComposite(from: placement)
  }

  // MARK: - Invalidation

  /// Asks for a frame after a change of how the view is placed or blended (not of what it draws):
  /// its own layer stays good; the layers around it redraw where it was (`before`) and where it is.
  func setNeedsComposite(from before: ProjectiveTransform) {
    requestDisplay()
    if View.layerViewCount > 0 { placementDidChange(from: before) }
  }

  /// The layers of the superview and up redraw where the view was (`before`) and where it is.
  func placementDidChange(from before: ProjectiveTransform) {
    guard let superview, superview.hasLayerInChain else { return }
    let extent = visualExtent()
    superview.invalidateLayers(
      region: box(of: extent, through: before).union(box(of: extent, through: placement)))
  }

  /// Where the view landed with another frame and transform (its projective transform wins).
  func placement(frame: Rect, transform: Transform) -> ProjectiveTransform {
    layerState?.projectiveTransform
      ?? Self.transformToSuperview(frame: frame, transform: transform, boundsOrigin: boundsOrigin)
  }

  /// The view's content changed: its layer and the layers up the tree redraw what it covers.
  func invalidateLayersForContent() {
    guard View.layerViewCount > 0, hasLayerInChain else { return }
    invalidateLayers(region: visualExtent())
  }

  /// Adds `region` (in this view's coordinates) to the regions to redraw of this view's layer and
  /// of every layer up the tree.
  func invalidateLayers(region: Rect) {
    var current: View? = self
    var region = region
    while let view = current {
      view.layerState?.invalidate(region)
      guard let parent = view.superview else { return }
      region = view.box(of: region, through: view.placement)
      current = parent
    }
  }

  /// Whether this view or one up the tree keeps a layer.
  var hasLayerInChain: Bool {
    var current: View? = self
    while let view = current {
      if view.layerState?.layer != nil { return true }
      current = view.superview
    }
    return false
  }

  /// Frees the layers of this view and every view inside it.
  func releaseLayersInSubtree() {
    guard View.layerViewCount > 0 else { return }
    if let state = layerState {
      state.layer = nil
      state.dirty = nil
    }
    for view in subviews { view.releaseLayersInSubtree() }
  }

  // MARK: - Geometry

  /// How the view lands in its superview: its projective transform, or its frame and transform.
  var placement: ProjectiveTransform {
    layerState?.projectiveTransform ?? ProjectiveTransform(transformToSuperview)
  }

  /// What the view and its subviews may cover, in its own coordinates: its bounds when it clips
  /// or its subviews lie inside them, else its bounds with its subviews' extents, a point wider
  /// for their anti-aliased edges.
  func visualExtent() -> Rect {
    guard !clipsToBounds else { return bounds }
    var extent = bounds
    for view in subviews where !view.isHidden {
      extent = extent.union(view.box(of: view.visualExtent(), through: view.placement))
    }
    return extent == bounds ? bounds : extent.insetBy(dx: -1, dy: -1)
  }

  /// The box around `rect` carried through `transform`; the whole plane's stand-in (a huge box)
  /// when part of it goes behind the camera.
  func box(of rect: Rect, through transform: ProjectiveTransform) -> Rect {
    guard transform.keepsInFront(rect) else { return Rect(x: -1e7, y: -1e7, width: 2e7, height: 2e7) }
    return Rect.bounding(transform.corners(of: rect))
  }

  static func transformToSuperview(
    frame: Rect, transform: Transform, boundsOrigin: Point
  ) -> ProjectiveTransform {
    let center = Point(x: frame.width / 2, y: frame.height / 2)
    return ProjectiveTransform(
      Transform.translation(x: -boundsOrigin.x - center.x, y: -boundsOrigin.y - center.y)
        .concatenating(transform)
        .concatenating(.translation(x: frame.minX + center.x, y: frame.minY + center.y)))
  }
}
