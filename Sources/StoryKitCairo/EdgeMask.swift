import CPixman
import StoryKitUI

/// The coverage of a quadrilateral over a rectangle of destination pixels, anti-aliased, as an
/// 8-bit pixman image: what lets a face drawn in flat-topped cells keep its exact sloping edges.
final class EdgeMask {
  let image: OpaquePointer
  /// The triangles' corners, three each, in the mask's pixels (16.16 fixed point).
  let corners: [(x: Int32, y: Int32)]
  /// The opacity it carries, as pixman's 16-bit alpha.
  let alpha: UInt16

  /// The coverage of `face` (four corners, in order around) over `area`, times `opacity`; `nil`
  /// when pixman cannot make the image.
  init?(covering area: PixelRect, face: [Point], opacity: Double) {
    guard face.count == 4, area.width > 0, area.height > 0,
      let image = pixman_image_create_bits(PIXMAN_a8, Int32(area.width), Int32(area.height), nil, 0)
    else { return nil }
    func fixed(_ point: Point) -> pixman_point_fixed_t {
      pixman_point_fixed_t(
        x: pixman_fixed_t((point.x - Double(area.x)) * 65_536),
        y: pixman_fixed_t((point.y - Double(area.y)) * 65_536))
    }
    guard face.allSatisfy({ abs($0.x - Double(area.x)) < 30_000 && abs($0.y - Double(area.y)) < 30_000 })
    else {
      pixman_image_unref(image)
      return nil
    }
    let corners = face.map(fixed)
    var triangles = [
      pixman_triangle_t(p1: corners[0], p2: corners[1], p3: corners[2]),
      pixman_triangle_t(p1: corners[0], p2: corners[2], p3: corners[3]),
    ]
    pixman_add_triangles(image, 0, 0, Int32(triangles.count), &triangles)
    self.corners = [0, 1, 2, 0, 2, 3].map { (corners[$0].x, corners[$0].y) }
    self.alpha = PerspectiveCompositor.alpha(opacity)
    self.image = image
    if alpha < 65_535, let solid = PerspectiveCompositor.solidMask(opacity) {
      // Coverage IN opacity: the mask carries both.
      pixman_image_composite32(
        PIXMAN_OP_IN, solid, nil, image, 0, 0, 0, 0, 0, 0, Int32(area.width), Int32(area.height))
      pixman_image_unref(solid)
    }
  }

  deinit { pixman_image_unref(image) }
}
