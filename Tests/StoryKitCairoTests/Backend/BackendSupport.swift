import Foundation
import StoryKit
import StoryKitCairo
import StoryKitUI
import Testing

/// One 8-bit RGBA pixel, comparable with a tolerance.
struct BackendRGBA: Equatable, CustomStringConvertible {
  var red: Int
  var green: Int
  var blue: Int
  var alpha: Int

  init(_ red: Int, _ green: Int, _ blue: Int, _ alpha: Int = 255) {
    self.red = red
    self.green = green
    self.blue = blue
    self.alpha = alpha
  }

  init(_ pixel: (red: UInt8, green: UInt8, blue: UInt8, alpha: UInt8)) {
    self.init(Int(pixel.red), Int(pixel.green), Int(pixel.blue), Int(pixel.alpha))
  }

  init(_ color: Color) {
    self.init(
      Int((color.red * 255).rounded()), Int((color.green * 255).rounded()),
      Int((color.blue * 255).rounded()), Int((color.alpha * 255).rounded()))
  }

  static let white = BackendRGBA(255, 255, 255)
  static let black = BackendRGBA(0, 0, 0)
  static let red = BackendRGBA(255, 0, 0)
  static let green = BackendRGBA(0, 255, 0)
  static let blue = BackendRGBA(0, 0, 255)
  static let clear = BackendRGBA(0, 0, 0, 0)

  /// The largest difference of any channel.
  func distance(to other: BackendRGBA) -> Int {
    max(
      abs(red - other.red), abs(green - other.green), abs(blue - other.blue), abs(alpha - other.alpha))
  }

  func isClose(to other: BackendRGBA, tolerance: Int = 3) -> Bool {
    distance(to: other) <= tolerance
  }

  /// How far the colour is from grey (0 for black, white and greys).
  var saturation: Int {
    max(red, green, blue) - min(red, green, blue)
  }

  var description: String { "rgba(\(red), \(green), \(blue), \(alpha))" }
}

extension Color {
  static let backendRed = Color(red: 1, green: 0, blue: 0)
  static let backendGreen = Color(red: 0, green: 1, blue: 0)
  static let backendBlue = Color(red: 0, green: 0, blue: 1)
  static let backendBlack = Color(red: 0, green: 0, blue: 0)
  static let backendWhite = Color(red: 1, green: 1, blue: 1)
  static let backendYellow = Color(red: 1, green: 1, blue: 0)
}

/// Forwards every call to a recording canvas and a Cairo canvas, so one drawing sequence yields
/// both the recorded commands and the pixels they made.
final class BackendTeeCanvas: Canvas {
  let recording = RecordingCanvas()
  let cairo: CairoCanvas

  init(_ cairo: CairoCanvas) {
    self.cairo = cairo
  }

  func save() {
    recording.save()
    cairo.save()
  }

  func restore() {
    recording.restore()
    cairo.restore()
  }

  func concatenate(_ transform: Transform) {
    recording.concatenate(transform)
    cairo.concatenate(transform)
  }

  func clip(to path: Path) {
    recording.clip(to: path)
    cairo.clip(to: path)
  }

  func beginLayer(alpha: Double) {
    recording.beginLayer(alpha: alpha)
    cairo.beginLayer(alpha: alpha)
  }

  func endLayer() {
    recording.endLayer()
    cairo.endLayer()
  }

  func fill(_ path: Path, with paint: Paint) {
    recording.fill(path, with: paint)
    cairo.fill(path, with: paint)
  }

  func stroke(_ path: Path, with paint: Paint, style: StrokeStyle) {
    recording.stroke(path, with: paint, style: style)
    cairo.stroke(path, with: paint, style: style)
  }

  func draw(_ text: TextLayout, at origin: Point) {
    recording.draw(text, at: origin)
    cairo.draw(text, at: origin)
  }

  func draw(_ image: any CanvasImage, in rect: Rect, contentMode: ContentMode) {
    recording.draw(image, in: rect, contentMode: contentMode)
    cairo.draw(image, in: rect, contentMode: contentMode)
  }
}

/// What one drawing sequence recorded and painted.
struct BackendDrawing {
  let commands: [RecordingCanvas.Command]
  let bitmap: Bitmap
  let pixels: PixelBuffer

  /// The pixel under a point (in points), sampled at the centre of the device pixel.
  func color(atPoint point: Point) -> BackendRGBA {
    let x = Int((point.x * bitmap.scale).rounded(.down))
    let y = Int((point.y * bitmap.scale).rounded(.down))
    return BackendRGBA(pixels.pixel(x: x, y: y))
  }

  func color(x: Int, y: Int) -> BackendRGBA {
    BackendRGBA(pixels.pixel(x: x, y: y))
  }
}

enum BackendFixtures {
  /// Draws `body` into a recording canvas and a bitmap at once.
  @MainActor
  static func draw(
    width: Double = 100, height: Double = 100, scale: Double = 1, background: Color? = .backendWhite,
    _ body: (Canvas) -> Void
  ) -> BackendDrawing {
    let bitmap = Bitmap(size: Size(width: width, height: height), scale: scale, background: background)
    let tee = BackendTeeCanvas(bitmap.makeCanvas())
    body(tee)
    return BackendDrawing(commands: tee.recording.commands, bitmap: bitmap, pixels: PixelBuffer(bitmap))
  }

  /// A decoded image of `width` × `height` pixels whose four quadrants are red (top left), green
  /// (top right), blue (bottom left) and yellow (bottom right).
  @MainActor
  static func quadrantImage(width: Int, height: Int, scale: Double = 1) throws -> CairoImage {
    var rgba: [UInt8] = []
    rgba.reserveCapacity(width * height * 4)
    for y in 0..<height {
      for x in 0..<width {
        let color = quadrantColor(x: x, y: y, width: width, height: height)
        rgba += [UInt8(color.red), UInt8(color.green), UInt8(color.blue), 255]
      }
    }
    let png = PixelBuffer(width: width, height: height, rgba: rgba).pngData()
    return try ImageDecoder().decode(Data(png), scale: scale)
  }

  static func quadrantColor(x: Int, y: Int, width: Int, height: Int) -> BackendRGBA {
    switch (x < width / 2, y < height / 2) {
    case (true, true): .red
    case (false, true): .green
    case (true, false): .blue
    case (false, false): BackendRGBA(255, 255, 0)
    }
  }

  /// A solid-colour RGBA buffer.
  static func solidPixels(width: Int, height: Int, color: BackendRGBA) -> PixelBuffer {
    let pixel = [UInt8(color.red), UInt8(color.green), UInt8(color.blue), UInt8(color.alpha)]
    return PixelBuffer(
      width: width, height: height,
      rgba: Array([[UInt8]](repeating: pixel, count: width * height).joined()))
  }

  /// Columns (x) that hold any pixel differing from `background` by more than `threshold`.
  static func inkColumns(_ pixels: PixelBuffer, background: BackendRGBA, threshold: Int = 40) -> [Int] {
    (0..<pixels.width).filter { x in
      (0..<pixels.height).contains { y in
        BackendRGBA(pixels.pixel(x: x, y: y)).distance(to: background) > threshold
      }
    }
  }

  /// Rows (y) that hold any pixel differing from `background` by more than `threshold`.
  static func inkRows(_ pixels: PixelBuffer, background: BackendRGBA, threshold: Int = 40) -> [Int] {
    (0..<pixels.height).filter { y in
      (0..<pixels.width).contains { x in
        BackendRGBA(pixels.pixel(x: x, y: y)).distance(to: background) > threshold
      }
    }
  }
}
