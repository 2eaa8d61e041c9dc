/// Where views draw: a backend (Cairo on Linux) or a ``RecordingCanvas`` in tests.
///
/// Coordinates are in points; the backend maps them to pixels at its scale. State changes
/// (transform, clip) are undone by the matching ``restore()``; ``beginLayer(alpha:)`` /
/// ``endLayer()`` composite everything drawn between them at once with an opacity, as a view with
/// `alpha < 1` and subviews needs. A canvas may also keep offscreen layers
/// (``makeLayer(covering:placement:)``) that a view subtree is drawn into once and reused while it only
/// moves (``View/isRasterized``). A canvas is used from one thread at a time.
public protocol Canvas: AnyObject {
  /// Saves the transform and clip.
  func save()
  /// Restores the transform and clip of the matching ``save()``.
  func restore()
  /// Multiplies the current transform by `transform` (applied before the current one).
  func concatenate(_ transform: Transform)
  /// Intersects the clip with a shape.
  func clip(to path: Path)
  /// Starts an offscreen group composited with `alpha` at ``endLayer()``.
  func beginLayer(alpha: Double)
  /// Composites the group started by ``beginLayer(alpha:)``.
  func endLayer()
  /// Fills a shape.
  func fill(_ path: Path, with paint: Paint)
  /// Strokes a shape's outline.
  func stroke(_ path: Path, with paint: Paint, style: StrokeStyle)
  /// Draws laid-out text with its top-left corner at `origin`.
  func draw(_ text: TextLayout, at origin: Point)
  /// Draws an image into a rectangle, placed by `contentMode`, clipped to the rectangle.
  func draw(_ image: any CanvasImage, in rect: Rect, contentMode: ContentMode)
  /// An offscreen layer covering `rect` (points, in the coordinates of what will be drawn into
  /// it) at the canvas's device scale, or `nil` when the canvas has none (views are then drawn
  /// directly) or the rectangle is empty or too large. `placement` is where it will be drawn
  /// (from its coordinates to the canvas's current ones): its pixels line up with the canvas's
  /// there, so a layer drawn where it was made is an exact copy.
  func makeLayer(covering rect: Rect, placement: ProjectiveTransform) -> (any CanvasLayer)?
  /// Whether `layer` can be drawn here: it was made by this kind of canvas at the same device
  /// scale.
  func canDraw(_ layer: any CanvasLayer) -> Bool
  /// Draws a layer's pixels through `transform` (from the layer's coordinates to the canvas's
  /// current ones; affine or projective) with an opacity, sampled with `filter`, and lays
  /// `shade` over them (``LayerShade``; its alpha times `opacity`).
  func draw(
    _ layer: any CanvasLayer, transform: ProjectiveTransform, opacity: Double, filter: LayerFilter,
    shade: LayerShade?)
}

extension Canvas {
  /// Moves the origin.
  public func translate(x: Double, y: Double) {
    concatenate(.translation(x: x, y: y))
  }
}

/// How an image fits a rectangle of another shape.
public enum ContentMode: Sendable, Hashable, CaseIterable {
  /// Stretched to the rectangle, ignoring the aspect ratio.
  case scaleToFill
  /// As large as fits inside, aspect kept, centred (letterboxed).
  case aspectFit
  /// As small as covers the rectangle, aspect kept, centred, the overflow cut.
  case aspectFill
  /// Unscaled, centred.
  case center

  /// Where an image of `imageSize` points lands for a target rectangle.
  public func placement(of imageSize: Size, in rect: Rect) -> Rect {
    guard imageSize.width > 0, imageSize.height > 0 else { return rect }
    switch self {
    case .scaleToFill:
      return rect
    case .center:
      return Rect(
        x: rect.midX - imageSize.width / 2, y: rect.midY - imageSize.height / 2, width: imageSize.width,
        height: imageSize.height)
    case .aspectFit, .aspectFill:
      let scaleX = rect.width / imageSize.width
      let scaleY = rect.height / imageSize.height
      let scale = self == .aspectFit ? min(scaleX, scaleY) : max(scaleX, scaleY)
      let size = Size(width: imageSize.width * scale, height: imageSize.height * scale)
      return Rect(
        x: rect.midX - size.width / 2, y: rect.midY - size.height / 2, width: size.width, height: size.height)
    }
  }
}

/// A decoded image a canvas can draw: its pixel size and the scale that maps pixels to points.
public protocol CanvasImage: AnyObject, Sendable {
  /// Width in pixels.
  var pixelWidth: Int { get }
  /// Height in pixels.
  var pixelHeight: Int { get }
  /// Pixels per point (2 for an @2x image).
  var scale: Double { get }
}

extension CanvasImage {
  /// The size in points.
  public var size: Size {
    let scale = scale > 0 ? scale : 1
    return Size(width: Double(pixelWidth) / scale, height: Double(pixelHeight) / scale)
  }
}
