import StoryKit

/// A view's offscreen layer settings (``View/isRasterized``, ``View/projectiveTransform``,
/// ``View/layerShade``) and the layer kept for them, with what of it must be drawn again.
@MainActor
final class ViewLayerState {
  var isRasterized = false
  var projectiveTransform: ProjectiveTransform?
  var shade: Color?
  /// The layer, once drawn.
  var layer: (any CanvasLayer)?
  /// What must be drawn again before the layer is next used, in the view's coordinates; `nil`
  /// when nothing.
  var dirty: Rect?
  /// How many times the layer was drawn, wholly or in part (for tests and benchmarks).
  var redrawCount = 0

  /// Whether the view is drawn through a layer.
  var wantsLayer: Bool { isRasterized || projectiveTransform != nil }

  /// Adds a region to redraw.
  func invalidate(_ region: Rect) {
    guard layer != nil, region.width > 0, region.height > 0 else { return }
    dirty = dirty.map { $0.union(region) } ?? region
  }
}
