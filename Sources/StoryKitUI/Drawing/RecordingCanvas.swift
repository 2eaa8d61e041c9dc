/// A canvas that keeps what is drawn as a list of values, so tests can assert what a view draws
/// without pixels.
///
/// ```swift
/// let canvas = RecordingCanvas()
/// view.render(in: canvas)
/// #expect(canvas.commands.contains(.fill(.roundedRect(view.bounds, cornerRadius: 12), .solid(.white))))
/// ```
public final class RecordingCanvas: Canvas {
  /// One drawing call.
  public enum Command: Hashable, @unchecked Sendable {
    case save
    case restore
    case concatenate(Transform)
    case clip(Path)
    case beginLayer(alpha: Double)
    case endLayer
    case fill(Path, Paint)
    case stroke(Path, Paint, StrokeStyle)
    case text(TextLayout, at: Point)
    case image(ObjectIdentifier, in: Rect, contentMode: ContentMode)
  }

  /// The commands in order.
  public private(set) var commands: [Command] = []

  public init() {}

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

  /// Forgets the commands recorded so far.
  public func reset() { commands.removeAll() }

  /// Only the commands that put paint down (fills, strokes, text, images).
  public var drawingCommands: [Command] {
    commands.filter {
      switch $0 {
      case .fill, .stroke, .text, .image: true
      default: false
      }
    }
  }
}
