import CCairo
import CPixman
import Foundation
import StoryKit
import StoryKitSnapshotTesting
import StoryKitUI
import Testing

@testable import StoryKitCairo

/// Offscreen layers drawn by Cairo: the same pixels as drawing directly where nothing moves,
/// faithful under affine and perspective transforms, inside groups and clips, and freed.
@MainActor
@Suite struct CairoLayerTests {
  /// A card: a gradient, a rounded inset panel, a line of text and a border.
  static func scene() -> (root: View, card: View) {
    let root = View(frame: Rect(x: 0, y: 0, width: 160, height: 120))
    root.backgroundColor = Color(red: 0.1, green: 0.1, blue: 0.15)
    let card = View(frame: Rect(x: 20.25, y: 10.5, width: 120, height: 96))
    card.background = .linear(
      stops: [
        GradientStop(location: 0, color: Color(red: 0.9, green: 0.3, blue: 0.2)),
        GradientStop(location: 1, color: Color(red: 0.2, green: 0.3, blue: 0.9)),
      ],
      start: Point(x: 0, y: 0), end: Point(x: 120, y: 96))
    card.cornerRadius = 10
    card.border = Border(width: 2, paint: .solid(.white))
    let panel = View(frame: Rect(x: 12, y: 48, width: 96, height: 36))
    panel.backgroundColor = Color.white.withAlpha(0.85)
    panel.cornerRadius = 8
    let label = Label()
    label.text = "Layer"
    label.frame = Rect(x: 12, y: 12, width: 96, height: 24)
    card.addSubview(label)
    card.addSubview(panel)
    root.addSubview(card)
    return (root, card)
  }

  static func render(_ root: View, scale: Double = 2) -> Bitmap {
    let bitmap = Bitmap(size: root.frame.size, scale: scale, background: .black)
    bitmap.render(root)
    return bitmap
  }

  /// The largest difference of any channel over every pixel, and the mean.
  static func difference(_ a: Bitmap, _ b: Bitmap) -> (max: Int, mean: Double) {
    guard a.pixelWidth == b.pixelWidth, a.pixelHeight == b.pixelHeight else { return (255, 255) }
    let distances = PixelDistances(PixelBuffer(a), PixelBuffer(b))
    return (distances.largest, distances.mean)
  }

  @Test func aLayerAtRestDrawsTheSamePixelsAsDrawingDirectly() {
    let direct = Self.scene()
    let layered = Self.scene()
    layered.card.isRasterized = true
    let difference = Self.difference(Self.render(direct.root), Self.render(layered.root))
    #expect(difference.max <= 2)
    #expect(layered.card.layerByteCount > 0)
    // Drawn again unchanged, the layer is reused, not redrawn.
    let redraws = layered.card.layerRedrawCount
    _ = Self.render(layered.root)
    #expect(layered.card.layerRedrawCount == redraws)
  }

  @Test func aMovedOrScaledLayerMatchesTheViewDrawnThere() {
    for transform in [
      Transform.translation(x: 7.5, y: -3.25), .scale(x: 0.8, y: 0.8), .rotation(0.2),
    ] {
      let direct = Self.scene()
      direct.card.transform = transform
      let layered = Self.scene()
      layered.card.isRasterized = true
      _ = Self.render(layered.root)
      layered.card.transform = transform
      let difference = Self.difference(Self.render(direct.root), Self.render(layered.root))
      // Resampled, not redrawn: edges soften a little, nothing moves.
      #expect(difference.mean < 3, "\(transform)")
      #expect(layered.card.layerRedrawCount == 1, "\(transform)")
    }
  }

  @Test func aProjectiveTransformThatIsAffineDrawsAsTheAffineOne() {
    let direct = Self.scene()
    let layered = Self.scene()
    layered.card.projectiveTransform = ProjectiveTransform(layered.card.transformToSuperview)
    let difference = Self.difference(Self.render(direct.root), Self.render(layered.root))
    #expect(difference.max <= 2)
  }

  @Test func aTurnedPageMatchesPixmansExactPerspective() throws {
    // A 600 × 800 picture of stripes and text, turned 40° about its right edge in perspective.
    let page = try Self.page()
    let face = try #require(Self.face(width: 600, height: 800, angle: 40 * .pi / 180))
    #expect(face.keepsVerticalLines)
    let compositor = PerspectiveCompositor(source: page.pixmanImage, width: 600, height: 800)
    let bands = Bitmap(size: Size(width: 300, height: 400), scale: 2, background: .black)
    let exact = Bitmap(size: Size(width: 300, height: 400), scale: 2, background: .black)
    for (bitmap, transform) in [(bands, face), (exact, Self.breakingVerticalLines(face))] {
      let target = try #require(CairoCanvas.pixmanTarget(bitmap.surface))
      compositor.composite(
        into: target.image, transform: transform, clip: [PixelRect(x: 0, y: 0, width: 600, height: 800)],
        opacity: 1, filter: .bilinear)
      pixman_image_unref(target.image)
    }
    let difference = Self.difference(bands, exact)
    #expect(difference.mean < 1.5)
  }

  @Test func twoThreadsDrawTheSamePixelsAsOne() throws {
    let page = try Self.page()
    let face = try #require(Self.face(width: 600, height: 800, angle: 50 * .pi / 180))
    var bitmaps: [Bitmap] = []
    for workers in [1, 2] {
      var compositor = PerspectiveCompositor(source: page.pixmanImage, width: 600, height: 800)
      compositor.workers = workers
      let bitmap = Bitmap(size: Size(width: 300, height: 400), scale: 2, background: .black)
      let target = try #require(CairoCanvas.pixmanTarget(bitmap.surface))
      let calls = compositor.composite(
        into: target.image, transform: face, clip: [PixelRect(x: 0, y: 0, width: 600, height: 800)],
        opacity: 0.8,
        filter: .bilinear)
      pixman_image_unref(target.image)
      #expect(calls > 0)
      bitmaps.append(bitmap)
    }
    #expect(Self.difference(bitmaps[0], bitmaps[1]).max == 0, "the same cells, masks and calls, split in two")
  }

  /// The scene's card at 300 × 400 pt, drawn once into a layer at scale 2 (600 × 800 px).
  static func page() throws -> CairoLayer {
    let (root, card) = scene()
    root.frame = Rect(x: 0, y: 0, width: 300, height: 400)
    card.frame = Rect(x: 0, y: 0, width: 300, height: 400)
    let page = try #require(CairoLayer(covering: card.bounds, scale: 2, textEngine: .shared, shapeTiles: nil))
    root.layoutIfNeeded()
    page.redraw(nil) { card.render(in: $0) }
    return page
  }

  /// The face of a page `width` × `height` turned by `angle` about its right edge, seen from
  /// 2.5 widths away.
  static func face(width: Double, height: Double, angle: Double) -> ProjectiveTransform? {
    let distance = 2.5 * width
    func project(_ x: Double, _ y: Double) -> Point {
      // The right edge stays put; the rest swings back by `angle`.
      let dx = (x - width) * cos(angle)
      let z = -(x - width) * sin(angle)
      let k = distance / (distance + z)
      return Point(x: width + dx * k - (width / 2) * (1 - k) * 0, y: height / 2 + (y - height / 2) * k)
    }
    return ProjectiveTransform(
      mapping: Rect(x: 0, y: 0, width: width, height: height),
      to: [project(0, 0), project(width, 0), project(width, height), project(0, height)])
  }

  /// The same mapping with a vanishing amount of vertical-line bending, so the compositor takes
  /// pixman's exact projective path.
  static func breakingVerticalLines(_ t: ProjectiveTransform) -> ProjectiveTransform {
    var bent = t
    bent.m32 += 1e-9
    return bent
  }
}
