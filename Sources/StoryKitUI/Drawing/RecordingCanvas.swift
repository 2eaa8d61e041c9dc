/// A canvas that keeps what is drawn as a list of values, so tests can assert what a view draws
/// without pixels.
///
/// ```swift
/// let canvas = RecordingCanvas()
/// view.render(in: canvas)
/// #expect(canvas.commands.contains(.fill(.roundedRect(view.bounds, cornerRadius: 12), .solid(.white))))
/// ```
///
/// Made with `makesLayers: true`, it keeps offscreen layers (``Layer``) as a backend does, so a
/// test can see which layers were drawn again and which were reused.
public final class RecordingCanvas: Canvas {
  /// One drawing call.
  public enum Command: Hashable, @unchecked Sendable {
    /// The drawing state was saved.
    case save
    /// The drawing state was restored.
    case restore
    /// A transform was applied.
    case concatenate(Transform)
    /// Drawing was clipped to a path.
    case clip(Path)
    /// A transparency layer began, with its opacity.
    case beginLayer(alpha: Double)
    /// The transparency layer ended.
    case endLayer
    /// A path was filled.
    case fill(Path, Paint)
    /// A path was stroked.
    case stroke(Path, Paint, StrokeStyle)
    /// Laid-out text was drawn at a point.
    case text(TextLayout, at: Point)
    /// An image (by identity) was drawn into a rectangle.
    case image(ObjectIdentifier, in: Rect, contentMode: ContentMode)
    /// An offscreen layer drawn (``Layer``, by identity).
    case layer(
      ObjectIdentifier, transform: ProjectiveTransform, opacity: Double, filter: LayerFilter,
      shade: LayerShade?)
  }

  /// An offscreen layer of a recording canvas: what was drawn into it, each time.
  public final class Layer: CanvasLayer {
    public let rect: Rect
    public var scale: Double { 1 }
    public var byteCount: Int { Int(rect.width * rect.height) * 4 }
    /// The region of each redraw, in order (`nil` for the whole layer).
    public private(set) var redraws: [Rect?] = []
    /// The commands of the last redraw.
    public private(set) var commands: [Command] = []

    init(rect: Rect) { self.rect = rect }

    public func redraw(_ region: Rect?, _ body: (any Canvas) -> Void) {
      redraws.append(region)
      let canvas = RecordingCanvas(makesLayers: true)
      body(canvas)
      commands = canvas.commands
    }
  }

  /// The commands in order.
  public private(set) var commands: [Command] = []

  /// Whether it keeps offscreen layers (``makeLayer(covering:placement:)``); without, views with layers are
  /// recorded as drawn directly.
  public let makesLayers: Bool
  /// The layers it made, in order.
  public private(set) var layers: [Layer] = []

  /// Creates a canvas; with `makesLayers`, it keeps offscreen layers as a backend does.
  public init(makesLayers: Bool = false) {
    self.makesLayers = makesLayers
  }

  public func save() { commands.append(.save) }
  public func restore() { commands.append(.restore) }
  public func concatenate(_ transform: Transform) { commands.append(.concatenate(transform)) }
  public func clip(to path: Path) { commands.append(.clip(path)) }
  public func beginLayer(alpha: Double) { commands.append(.beginLayer(alpha: alpha)) }
  public func endLayer() { commands.append(.endLayer) }
  public func fill(_ path: Path, with paint: Paint) { commands.append(.fill(path, paint)) }
  public func stroke(_ path: Path, with paint: Paint, style: StrokeStyle) {
    commands.append(.stroke(path, paint, style))
  }
  public func draw(_ text: TextLayout, at origin: Point) { commands.append(.text(text, at: origin)) }
  public func draw(_ image: any CanvasImage, in rect: Rect, contentMode: ContentMode) {
    commands.append(.image(ObjectIdentifier(image), in: rect, contentMode: contentMode))
  }

  public func makeLayer(covering rect: Rect, placement: ProjectiveTransform) -> (any CanvasLayer)? {
    guard makesLayers, rect.width > 0, rect.height > 0 else { return nil }
    let layer = Layer(rect: rect)
    layers.append(layer)
    return layer
  }

  public func canDraw(_ layer: any CanvasLayer) -> Bool { makesLayers && layer is Layer }

  public func draw(
    _ layer: any CanvasLayer, transform: ProjectiveTransform, opacity: Double, filter: LayerFilter,
    shade: LayerShade?
  ) {
    commands.append(
      .layer(ObjectIdentifier(layer), transform: transform, opacity: opacity, filter: filter, shade: shade))
  }

  /// Forgets the commands recorded so far.
  public func reset() { commands.removeAll() }

  /// Only the commands that put paint down (fills, strokes, text, images).
  public var drawingCommands: [Command] {
    commands.filter {
      switch $0 {
      case .fill, .stroke, .text, .image, .layer: true
      default: false
      }
    }
  }
}
