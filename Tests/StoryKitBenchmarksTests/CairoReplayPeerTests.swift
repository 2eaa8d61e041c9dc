import Foundation
import StoryKit
import StoryKitCairo
import StoryKitUI
import Testing

@testable import StoryKitBenchmarks

/// The C replay draws what CairoCanvas draws, for the Canvas calls the story bar does not make:
/// angular gradients (stroked and filled, turned), layers, transforms that collapse, dashes,
/// unbalanced restores, every content mode, and Pango layouts that cut paragraphs. Needs `cc`
/// and `pkg-config`, as the benchmark does.
@Suite(
  .enabled(if: PeerScript.executable(named: "cc") != nil && PeerScript.executable(named: "pkg-config") != nil)
)
@MainActor
struct CairoReplayPeerTests {
  /// Draws one of everything.
  final class Fixture: View {
    var image: (any CanvasImage)?
    /// An opaque PNG: Cairo reads it into an RGB24 surface.
    var opaque: (any CanvasImage)?

    override func draw(in canvas: Canvas) {
      let engine = PangoTextEngine.shared
      let sweep = GradientStop.evenlySpread([.red, .blue, .green, .red])
      let ring = Path.ellipse(in: Rect(x: 8, y: 8, width: 60, height: 60))
      canvas.stroke(
        ring, with: .angular(stops: sweep, center: Point(x: 38, y: 38), startAngle: -.pi / 4),
        style: StrokeStyle(width: 4))
      canvas.fill(
        .roundedRect(Rect(x: 80, y: 8, width: 60, height: 40), cornerRadius: 8),
        with: .angular(stops: sweep, center: Point(x: 110, y: 28), startAngle: 7))
      canvas.stroke(
        .lines([Point(x: 150, y: 10), Point(x: 230, y: 60), Point(x: 300, y: 12)]),
        with: .linear(stops: sweep, start: Point(x: 150, y: 0), end: Point(x: 300, y: 0)),
        style: StrokeStyle(width: 3, dash: [6, 3], dashPhase: 2, cap: .round, join: .round))
      canvas.save()
      canvas.concatenate(Transform(a: 0.8, b: 0.3, c: -0.3, d: 0.8, tx: 20, ty: 70))
      canvas.beginLayer(alpha: 0.5)
      canvas.save()
      canvas.fill(.rect(Rect(x: 0, y: 0, width: 50, height: 30)), with: .solid(.black))
      canvas.endLayer()
      canvas.restore()
      canvas.restore()
      canvas.save()
      canvas.concatenate(Transform(a: 0, b: 0, c: 0, d: 0, tx: 0, ty: 0))
      canvas.fill(.rect(Rect(x: 0, y: 0, width: 400, height: 200)), with: .solid(.red))
      canvas.restore()
      if let opaque {
        canvas.draw(opaque, in: Rect(x: 300, y: 8, width: 30, height: 50), contentMode: .aspectFit)
      }
      if let image {
        let modes: [ContentMode] = [.scaleToFill, .aspectFit, .aspectFill, .center]
        for (index, mode) in modes.enumerated() {
          let rect = Rect(x: 80 + Double(index) * 50, y: 70, width: 40, height: 30)
          canvas.save()
          canvas.clip(to: .ellipse(in: rect.insetBy(dx: -4, dy: -4)))
          canvas.draw(image, in: rect, contentMode: mode)
          canvas.restore()
        }
      }
      let style = TextStyle(
        font: FontDescriptor(size: 11, weight: .semibold), color: .blue, alignment: .trailing)
      canvas.draw(
        engine.layout("First paragraph\nsecond one\nthird", style: style, maxWidth: 70, maxLines: 2),
        at: Point(x: 262, y: 70))
      canvas.draw(
        engine.layout("One\nTwo\nThree", style: style, maxWidth: .infinity, maxLines: 2),
        at: Point(x: 10, y: 110))
      let rightToLeft = TextStyle(font: FontDescriptor(size: 12), color: .black, direction: .rightToLeft)
      canvas.draw(
        engine.layout("عروض اليوم", style: rightToLeft, maxWidth: 120, maxLines: 1), at: Point(x: 80, y: 110))
      canvas.restore()  // unbalanced: ignored
      canvas.beginLayer(alpha: 0.75)  // left open: closed when the canvas goes away
      canvas.save()
      canvas.fill(.ellipse(in: Rect(x: 300, y: 110, width: 30, height: 20)), with: .solid(.green))
    }
  }

  @Test func theReplayDrawsWhatCairoCanvasDraws() throws {
    let fixture = Fixture(frame: Rect(x: 0, y: 0, width: 340, height: 140))
    fixture.background = .solid(.white)
    let poster = try JPEGEncoder.encode(GeneratedImage.poster(width: 240, height: 120))
    fixture.image = try ImageDecoder().decode(
      Data(poster), scale: 3, targetSize: PixelSize(width: 60, height: 30))
    let opaquePNG = GeneratedImage.avatar(index: 5, side: 50).pngData()
    fixture.opaque = try ImageDecoder().decode(Data(opaquePNG), scale: 2)
    let bitmap = Bitmap(size: fixture.frame.size, scale: 3, background: .white)
    bitmap.render(fixture)
    let recorder = CairoReplayRecorder(
      pixelWidth: bitmap.pixelWidth, pixelHeight: bitmap.pixelHeight, scale: 3, background: .white)
    do { fixture.render(in: recorder) }
    let replay = recorder.finish()
    #expect(recorder.problems.isEmpty)
    #expect(replay.gradients.count == 2, "the ring and the card need gradient images of two sizes")
    #expect(replay.commands.contains(.collapse))
    #expect(replay.images.map(\.format) == [.rgb24, .argb32], "each image keeps its surface format")
    #expect(replay.commands.contains(.dropGroup), "the layer left open is closed at the end")

    let folder = FileManager.default.temporaryDirectory.appendingPathComponent(
      "replay-test-\(UUID().uuidString)")
    defer { try? FileManager.default.removeItem(at: folder) }
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    let file = folder.appendingPathComponent("fixture.skreplay")
    let png = folder.appendingPathComponent("replay.png")
    try Data(replay.encoded()).write(to: file)
    let peer = try CairoReplayPeer.start(replay: file, png: png, folder: folder).get()
    defer { peer.process.stop() }
    #expect(peer.mismatches == 0)
    #expect(try peer.process.batch("frame", runs: 2).count == 2)
    let check = ReplayPixelCheck(
      ours: PixelBuffer(bitmap), replay: PixelBuffer(try ImageDecoder().decode(contentsOf: png)))
    #expect(check.differing == 0, "\(check.summary)")
  }
}
