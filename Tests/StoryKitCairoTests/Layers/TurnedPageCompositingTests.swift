import CCairo
import CPixman
import Foundation
import StoryKit
import StoryKitSnapshotTesting
import StoryKitUI
import Testing

@testable import StoryKitCairo

/// What spares a page turned in perspective a pass over its pixels: an opaque page's pixels
/// replace what is under them, and its shade is laid block by block as it is drawn. Both must
/// give the pixels of the plain way: blending the page over, then filling the shade after it.
@MainActor
@Suite struct TurnedPageCompositingTests {
  /// A square, opaque page 300 × 400 pt at scale 2: a gradient, a panel, a line of text.
  static func opaquePage() throws -> (layer: CairoLayer, view: View) {
    let (root, card) = CairoLayerTests.scene()
    root.frame = Rect(x: 0, y: 0, width: 300, height: 400)
    card.frame = Rect(x: 0, y: 0, width: 300, height: 400)
    card.cornerRadius = 0
    card.border = nil
    let layer = try #require(
      CairoLayer(covering: card.bounds, scale: 2, textEngine: .shared, shapeTiles: nil))
    root.layoutIfNeeded()
    layer.redraw(nil) { card.render(in: $0) }
    return (layer, card)
  }

  /// A 300 × 400 pt bitmap at scale 2 over a colour, so that what SRC and OVER leave around the
  /// page tells.
  static func backdrop() -> Bitmap {
    Bitmap(size: Size(width: 300, height: 400), scale: 2, background: Color(red: 0.2, green: 0.6, blue: 0.3))
  }

  @Test func aLayerKnowsWhetherEveryPixelIsOpaque() throws {
    let (layer, card) = try Self.opaquePage()
    #expect(layer.isOpaque, "an opaque background under everything")
    // A region redrawn with a hole in it: no longer opaque.
    layer.redraw(Rect(x: 10, y: 10, width: 20, height: 20)) { _ in }
    #expect(!layer.isOpaque)
    // Redrawn whole: opaque again.
    layer.redraw(nil) { card.render(in: $0) }
    #expect(layer.isOpaque)
    let rounded = try CairoLayerTests.page()
    #expect(!rounded.isOpaque, "rounded corners leave transparent pixels")
  }

  @Test func anOpaquePageReplacingWhatIsUnderItGivesThePixelsOfBlendingItOver() throws {
    let (layer, _) = try Self.opaquePage()
    let face = try #require(CairoLayerTests.face(width: 600, height: 800, angle: 50 * .pi / 180))
    var bitmaps: [Bitmap] = []
    var replaced: [Int] = []
    for opaque in [false, true] {
      var compositor = PerspectiveCompositor(source: layer.pixmanImage, width: 600, height: 800)
      compositor.sourceIsOpaque = opaque
      compositor.log = PixmanCallLog()
      let bitmap = Self.backdrop()
      let target = try #require(CairoCanvas.pixmanTarget(bitmap.surface))
      compositor.composite(
        into: target.image, transform: face, clip: [PixelRect(x: 0, y: 0, width: 600, height: 800)],
        opacity: 1, filter: .bilinear)
      pixman_image_unref(target.image)
      compositor.log?.closePart()
      let calls = compositor.log?.groups.joined().flatMap(\.calls) ?? []
      replaced.append(calls.filter(\.replaces).count)
      bitmaps.append(bitmap)
    }
    #expect(replaced[0] == 0)
    #expect(replaced[1] > 0, "the inside of the face replaces what is under it")
    #expect(CairoLayerTests.difference(bitmaps[0], bitmaps[1]).max == 0)
  }

  @Test func aShadeLaidWithThePixelsMatchesOneFilledAfterThem() throws {
    let (layer, _) = try Self.opaquePage()
    let canvasFace = try #require(CairoLayerTests.face(width: 300, height: 400, angle: 35 * .pi / 180))
    let shadeColor = Color(red: 0.1, green: 0.0, blue: 0.2, alpha: 0.45)
    var bitmaps: [Bitmap] = []
    var laidWithPixels: [Bool] = []
    // A radius too small to round anything sends the shade down the fill path.
    for radius in [0.0, 1e-6] {
      let bitmap = Self.backdrop()
      do {
        let canvas = bitmap.makeCanvas()
        canvas.layerTrace = CairoLayerTrace()
        canvas.draw(
          layer, transform: canvasFace, opacity: 1, filter: .bilinear,
          shade: LayerShade(color: shadeColor, rect: layer.rect, cornerRadius: radius))
        let events = canvas.layerTrace?.events ?? []
        laidWithPixels.append(!events.contains { if case .shadeFilled = $0 { true } else { false } })
      }
      bitmaps.append(bitmap)
    }
    #expect(laidWithPixels == [true, false])
    let difference = CairoLayerTests.difference(bitmaps[0], bitmaps[1])
    #expect(
      difference.max <= 6, "the same colour over the same pixels; only the edges' anti-aliasing differs")
    #expect(Self.pixelsApart(bitmaps[0], bitmaps[1], by: 2) < 600, "a few pixels along the edges, of 480,000")
  }

  @Test func aShadeAtPartOpacityStillMatches() throws {
    let (layer, _) = try Self.opaquePage()
    let canvasFace = try #require(CairoLayerTests.face(width: 300, height: 400, angle: 60 * .pi / 180))
    var bitmaps: [Bitmap] = []
    for radius in [0.0, 1e-6] {
      let bitmap = Self.backdrop()
      bitmap.makeCanvas().draw(
        layer, transform: canvasFace, opacity: 0.7, filter: .bilinear,
        shade: LayerShade(color: .black.withAlpha(0.5), rect: layer.rect, cornerRadius: radius))
      bitmaps.append(bitmap)
    }
    let difference = CairoLayerTests.difference(bitmaps[0], bitmaps[1])
    #expect(difference.max <= 6)
    #expect(Self.pixelsApart(bitmaps[0], bitmaps[1], by: 2) < 600)
  }

  @Test(arguments: [
    Transform.translation(x: 7.5, y: -3.25), .scale(x: 0.8, y: 0.7),
    Transform.translation(x: 150, y: 200).concatenating(.rotation(0.2)).concatenating(
      .translation(x: -150, y: -200)),
  ])
  func aLargeLayerMovedScaledOrTurnedIsSharedBetweenTheCoresAndDrawsWhatCairoDraws(
    _ transform: Transform
  ) throws {
    // Rounded corners: the layer's own transparent pixels and soft edges must come out the same.
    let layer = try CairoLayerTests.page()
    let shared = Self.backdrop()
    do {
      let canvas = shared.makeCanvas()
      canvas.layerTrace = CairoLayerTrace()
      canvas.draw(layer, transform: ProjectiveTransform(transform), opacity: 0.9, filter: .bilinear)
      let events = canvas.layerTrace?.events ?? []
      let throughPixman = events.contains { if case .pixman = $0 { true } else { false } }
      #expect(
        throughPixman == (PerspectiveCompositor.cores > 1), "shared between the cores where there are two")
    }
    // What CairoCanvas draws on one core: the surface as a pattern under the same matrix.
    let cairo = Self.backdrop()
    let context: OpaquePointer = cairo_create(cairo.surface)
    cairo_scale(context, 2, 2)
    let toUser = Transform.scale(x: 0.5, y: 0.5).concatenating(transform)
    var matrix = cairo_matrix_t(
      xx: toUser.a, yx: toUser.b, xy: toUser.c, yy: toUser.d, x0: toUser.tx, y0: toUser.ty)
    cairo_transform(context, &matrix)
    cairo_set_source_surface(context, layer.surface, 0, 0)
    cairo_pattern_set_filter(cairo_get_source(context), CAIRO_FILTER_BILINEAR)
    cairo_pattern_set_extend(cairo_get_source(context), CAIRO_EXTEND_NONE)
    cairo_paint_with_alpha(context, 0.9)
    cairo_destroy(context)
    let difference = CairoLayerTests.difference(shared, cairo)
    // The same samples inside; along the layer's outline, where pixman blends the edge through
    // the face's coverage and Cairo with the transparent pixels beyond it, a level or a few.
    #expect(difference.max <= 8, "\(transform)")
    #expect(difference.mean < 0.05, "\(transform)")
    #expect(
      Self.pixelsApart(shared, cairo, by: 2) < 1_000, "\(transform): of 480,000, along 2,800 of outline")
  }

  /// How many pixels differ by more than `levels` in some channel.
  static func pixelsApart(_ a: Bitmap, _ b: Bitmap, by levels: Int) -> Int {
    guard a.pixelWidth == b.pixelWidth, a.pixelHeight == b.pixelHeight else {
      return a.pixelWidth * a.pixelHeight
    }
    return PixelDistances(PixelBuffer(a), PixelBuffer(b), threshold: levels).differing
  }
}
