/// An offscreen picture a canvas made (``Canvas/makeLayer(covering:placement:)``): a view's subtree drawn
/// once at the canvas's device scale and drawn again, moved, turned or faded, with
/// ``Canvas/draw(_:transform:opacity:filter:shade:)`` — as Core Animation reuses a rasterized layer.
///
/// A layer belongs to the kind of canvas that made it and is drawn only through such a canvas
/// (``Canvas/canDraw(_:)``). It is used from one thread at a time, as canvases are.
public protocol CanvasLayer: AnyObject {
  /// The rectangle it holds, in the coordinates of what is drawn into it (points).
  var rect: Rect { get }
  /// Pixels per point.
  var scale: Double { get }
  /// The memory its pixels take, in bytes.
  var byteCount: Int { get }
  /// Draws part of the layer again: `region` (every pixel, for `nil`) is cleared to transparent,
  /// and `body` draws into a canvas clipped to it, in the coordinates of ``rect``.
  func redraw(_ region: Rect?, _ body: (any Canvas) -> Void)
}

/// How a layer's pixels are sampled when it is drawn moved, scaled or turned.
public enum LayerFilter: Sendable, Hashable, CaseIterable {
  /// The nearest pixel: exact for a layer drawn where it was drawn (whole pixels apart), blocky
  /// otherwise.
  case nearest
  /// The four nearest pixels blended: smooth for a layer in motion.
  case bilinear
}

extension Canvas {
  /// Canvases without offscreen layers draw a view's subtree directly each time.
  public func makeLayer(covering rect: Rect, placement: ProjectiveTransform) -> (any CanvasLayer)? { nil }

  /// Canvases without offscreen layers draw none.
  public func canDraw(_ layer: any CanvasLayer) -> Bool { false }

  /// Canvases without offscreen layers ignore the call.
  public func draw(
    _ layer: any CanvasLayer, transform: ProjectiveTransform, opacity: Double, filter: LayerFilter,
    shade: LayerShade?
  ) {}

  /// Draws a layer's pixels with no shade over them.
  public func draw(
    _ layer: any CanvasLayer, transform: ProjectiveTransform, opacity: Double, filter: LayerFilter
  ) {
    draw(layer, transform: transform, opacity: opacity, filter: filter, shade: nil)
  }
}
