import Foundation
import StoryKit
import StoryKitUI

/// A soft shadow for text over a picture, without a blur: Cairo has none, so the text is drawn
/// several times at a low alpha, at offsets on rings around it. Where many copies overlap, next
/// to the glyphs, the shadow is darkest; it fades out to nothing at ``blur``.
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

  /// The rings: each radius as a fraction of ``blur`` and how many copies go around it. More
  /// copies on the outer rings keep the edge smooth.
  static let rings: [(radius: Double, copies: Int)] = [(0.3, 6), (0.65, 10), (1, 14)]

  /// The offsets of every copy, the centre first.
  var offsets: [Point] {
    var offsets = [Point(x: 0, y: drop)]
    for ring in Self.rings {
      for copy in 0..<ring.copies {
        // Each ring is turned half a step from the last, so copies do not line up in spokes.
        let angle = (Double(copy) + 0.5 * ring.radius) / Double(ring.copies) * 2 * .pi
        offsets.append(
          Point(x: cos(angle) * ring.radius * blur, y: drop + sin(angle) * ring.radius * blur))
      }
    }
    return offsets
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
