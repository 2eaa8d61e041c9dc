import CCairo
import StoryKitUI

extension CairoCanvas {
  /// Lays out and draws a view tree into a Cairo context with the tree's own environment (its text
  /// engine included): the one path a ``Bitmap`` and a live host (a GTK drawing area) share.
  ///
  /// ```swift
  /// // In a GTK draw function, whose cairo_t is in logical pixels (points):
  /// CairoCanvas.render(root, into: cairo)
  /// ```
  ///
  /// The context's state is restored afterwards; nothing about the view changes but its layout.
  /// - Parameters:
  ///   - view: The root of the tree (a view without a superview lays itself out first).
  ///   - context: The `cairo_t` to draw into, lent for the call.
  ///   - scale: Context units per point: 1 for a context already in points.
  @MainActor
  public static func render(_ view: View, into context: OpaquePointer, scale: Double = 1) {
    let canvas = CairoCanvas(borrowing: context, scale: scale, textEngine: view.textEngine)
    view.render(in: canvas)
  }
}
