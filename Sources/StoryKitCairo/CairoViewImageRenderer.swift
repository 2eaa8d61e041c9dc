import Foundation
import StoryKit
import StoryKitUI

/// Draws view trees into PNG pictures with Cairo, as ``Bitmap`` does for the pixel tests and
/// `storykit render`: the ``StoryKitUI/ViewImageRendering`` StoryKitCairo registers as the
/// program loads.
public struct CairoViewImageRenderer: ViewImageRendering {
  /// Creates a renderer.
  public init() {}

  /// `view` drawn at its frame's size and `scale` into a ``Bitmap``, as PNG data.
  @MainActor
  public func pngData(of view: View, scale: Double, background: Color?) -> Data? {
    guard view.frame.width > 0, view.frame.height > 0, scale.isFinite, scale > 0 else { return nil }
    let bitmap = Bitmap(size: view.frame.size, scale: scale, background: background)
    bitmap.render(view)
    return Data(bitmap.pngData())
  }
}
