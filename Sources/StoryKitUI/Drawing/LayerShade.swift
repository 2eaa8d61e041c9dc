import StoryKit

/// A colour laid over an offscreen layer where it lands, as a cube's face darkens while it turns
/// away: what ``View/layerShade`` asks for, handed to ``Canvas/draw(_:transform:opacity:filter:shade:)``.
///
/// It covers ``rect`` (a view's bounds, in the layer's coordinates) with its corners rounded by
/// ``cornerRadius``, wherever the layer's transform puts it; its alpha is multiplied by the
/// layer's opacity. A canvas may lay it in the same pass as the layer's pixels.
public struct LayerShade: Sendable, Hashable {
  /// The colour, its alpha saying how much it covers.
  public var color: Color
  /// What it covers, in the layer's coordinates.
  public var rect: Rect
  /// The radius of the rounded corners, in the layer's coordinates; 0 for square ones.
  public var cornerRadius: Double

  /// Creates a shade.
  public init(color: Color, rect: Rect, cornerRadius: Double = 0) {
    (self.color, self.rect, self.cornerRadius) = (color, rect, cornerRadius)
  }
}

extension Canvas {
  /// Lays `shade` down with ordinary fills: a rounded rectangle where `transform` is affine, the
  /// rectangle's turned corners where it is not. What a canvas does when it cannot lay the
  /// shade with the layer's pixels.
  public func fillShade(_ shade: LayerShade, transform: ProjectiveTransform, opacity: Double) {
    let paint = Paint.solid(shade.color.withAlpha(shade.color.alpha * opacity))
    if let affine = transform.affine, shade.cornerRadius > 0 {
      save()
      concatenate(affine)
      fill(.roundedRect(shade.rect, cornerRadius: shade.cornerRadius), with: paint)
      restore()
    } else {
      fill(.lines(transform.corners(of: shade.rect), closed: true), with: paint)
    }
  }
}
