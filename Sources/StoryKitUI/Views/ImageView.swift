import StoryKit

/// A picture, placed by a content mode; a placeholder colour fills it while it has no image.
///
/// ```
/// ┌────────────┐
/// │  image or  │  contentMode: scaleToFill, aspectFit, aspectFill (default), center
/// │ placeholder│  clipped to the (rounded) bounds
/// └────────────┘
/// ```
open class ImageView: View {
  /// The picture; `nil` shows the placeholder.
  public var image: (any CanvasImage)? {
    didSet { invalidateMeasurement() }
  }

  /// How the picture fits the bounds.
  public var contentMode: ContentMode = .aspectFill

  /// The colour shown while there is no image; `nil` uses the appearance's skeleton colour.
  public var placeholderColor: Color?

  public required init(frame: Rect) {
    super.init(frame: frame)
    clipsToBounds = true
    accessibilityTraits = .image
  }

  open override func sizeThatFits(_ proposal: Size) -> Size {
    image?.size ?? .zero
  }

  open override func draw(in canvas: Canvas) {
    if let image {
      canvas.draw(image, in: bounds, contentMode: contentMode)
    } else {
      canvas.fill(
        .roundedRect(bounds, cornerRadius: cornerRadius),
        with: .solid(placeholderColor ?? appearance.colors.skeleton))
    }
  }
}
