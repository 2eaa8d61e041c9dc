import Foundation
import StoryKit
import StoryKitUI

/// A soft shadow for text over a picture, without a blur: Cairo has none, so the text is drawn
/// several times at a low alpha, at offsets spread over a disc around it. Where many copies
/// overlap, next to the glyphs, the shadow is darkest; it fades out to nothing at ``blur``.
///
/// Light text gets a black shadow of about 40 %, dark text a fainter white glow, as Instagram's
/// captions have.
struct LayerTextShadow: Hashable {
  /// How far the shadow reaches, in points.
  var blur: Double
  /// How far it is moved down, in points.
  var drop: Double
  /// Its colour at full strength.
  var color: Color
  /// The peak strength next to the glyphs, `0...1`.
  var strength: Double

  /// The shadow for text of `textColor`: about 8 pt of blur at 40 % black, times `scale` story
  /// points per design point.
  init(for textColor: Color, scale: Double) {
    let scale = scale.isFinite && scale > 0 ? scale : 1
    blur = 8 * scale
    drop = 1.5 * scale
    if textColor.luminance > 0.5 {
      color = .black
      strength = 0.4
    } else {
      color = .white
      strength = 0.3
    }
  }

  /// How many copies are drawn: enough that their edges, spread over the disc, read as a blur.
  static let copies = 32

  /// The offsets of every copy, spread evenly over a disc of radius ``blur`` (a sunflower
  /// spiral: each copy turned by the golden angle, at the radius that keeps the density even),
  /// so no ring or spoke shows.
  var offsets: [Point] {
    let goldenAngle = Double.pi * (3 - 5.0.squareRoot())
    return (0..<Self.copies).map { index in
      let radius = blur * ((Double(index) + 0.5) / Double(Self.copies)).squareRoot()
      let angle = Double(index) * goldenAngle
      return Point(x: cos(angle) * radius, y: drop + sin(angle) * radius)
    }
  }

  /// The alpha of one copy: the copies next to a glyph, about half of them, add up to
  /// ``strength``.
  var copyAlpha: Double {
    let covering = Double(offsets.count) / 2
    return 1 - pow(1 - min(max(strength, 0), 0.99), 1 / covering)
  }

  /// Draws the shadow of `layout` drawn at `origin`; `engine` lays out the shadow's copies.
  func draw(_ layout: TextLayout, at origin: Point, engine: any TextEngine, in canvas: Canvas) {
    guard blur.isFinite, blur > 0 else { return }
    var style = layout.style
    style.color = color.withAlpha(copyAlpha * layout.style.color.alpha)
    let copy = engine.layout(layout.text, style: style, maxWidth: layout.maxWidth, maxLines: layout.maxLines)
    for offset in offsets {
      canvas.draw(copy, at: Point(x: origin.x + offset.x, y: origin.y + offset.y))
    }
  }
}
