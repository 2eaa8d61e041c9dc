import StoryKitLayers
import StoryKitUI

/// The canvas's replaceable parts, as typed ``Components`` slots.
///
/// ```swift
/// final class FramedLayers: StoryLayersView {
///   override func setUpAppearance() {
///     super.setUpAppearance()
///     border = Border(width: 2, color: "#FF2D55")
///   }
/// }
/// Components.default.canvasLayersView = FramedLayers.self   // every canvas
/// canvas.components.canvasBox = RoundedShadowBox.self       // one canvas's box
/// ```
///
/// The layers are drawn by the same ``StoryLayersView`` the story player uses (its text, button,
/// poll, quiz, countdown, emoji and product tag views); a subclass in ``canvasLayersView``
/// changes the canvas only.
extension Components {
  /// The view that draws the canvas's layers, filling the canvas box.
  public var canvasLayersView: StoryLayersView.Type {
    get { self[CanvasLayersViewSlot.self] }
    set { self[CanvasLayersViewSlot.self] = newValue }
  }

  /// The box of the canvas's aspect ratio: it draws the background, the corners and the border,
  /// and clips the layers to them.
  public var canvasBox: CanvasBoxView.Type {
    get { self[CanvasBoxSlot.self] }
    set { self[CanvasBoxSlot.self] = newValue }
  }
}

/// The slot of ``StoryKitUI/Components/canvasLayersView``.
public enum CanvasLayersViewSlot: ComponentSlot {
  public static var defaultType: StoryLayersView.Type { StoryLayersView.self }
}

/// The slot of ``StoryKitUI/Components/canvasBox``.
public enum CanvasBoxSlot: ComponentSlot {
  public static var defaultType: CanvasBoxView.Type { CanvasBoxView.self }
}
