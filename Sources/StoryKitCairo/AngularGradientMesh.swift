import CCairo
import Foundation
import StoryKitUI

/// Cairo has no conic gradient, so an angular gradient is built as a mesh pattern: a fan of thin
/// patches around the centre, each shaded from the colour at its start angle to the colour at its
/// end angle. With patches of at most 6° the sweep is smooth at 3x.
package enum AngularGradientMesh {
  static let maximumPatchAngle = Double.pi / 30

  package static func pattern(
    stops: [GradientStop], center: Point, startAngle: Double, radius: Double
  ) -> OpaquePointer? {
    let mesh = cairo_pattern_create_mesh()
    let sorted = stops.sorted { $0.location < $1.location }
    let patches = Int((2 * Double.pi / maximumPatchAngle).rounded(.up))
    let step = 2 * Double.pi / Double(patches)
    for index in 0..<patches {
      let a0 = startAngle + Double(index) * step
      let a1 = a0 + step
      let c0 = color(at: Double(index) / Double(patches), in: sorted)
      let c1 = color(at: Double(index + 1) / Double(patches), in: sorted)
      // Control points for a circular arc of `step` radians (the usual 4/3·tan(θ/4) handle).
      let handle = 4.0 / 3.0 * tan(step / 4) * radius
      let p0 = Point(x: center.x + radius * cos(a0), y: center.y + radius * sin(a0))
      let p1 = Point(x: center.x + radius * cos(a1), y: center.y + radius * sin(a1))
      let k0 = Point(x: p0.x - handle * sin(a0), y: p0.y + handle * cos(a0))
      let k1 = Point(x: p1.x + handle * sin(a1), y: p1.y - handle * cos(a1))
      cairo_mesh_pattern_begin_patch(mesh)
      cairo_mesh_pattern_move_to(mesh, center.x, center.y)
      cairo_mesh_pattern_line_to(mesh, p0.x, p0.y)
      cairo_mesh_pattern_curve_to(mesh, k0.x, k0.y, k1.x, k1.y, p1.x, p1.y)
      cairo_mesh_pattern_line_to(mesh, center.x, center.y)
      setCorner(mesh, 0, c0)
      setCorner(mesh, 1, c0)
      setCorner(mesh, 2, c1)
      setCorner(mesh, 3, c1)
      cairo_mesh_pattern_end_patch(mesh)
    }
    return mesh
  }

  private static func setCorner(
    _ mesh: OpaquePointer?, _ corner: UInt32, _ color: (Double, Double, Double, Double)
  ) {
    cairo_mesh_pattern_set_corner_color_rgba(mesh, corner, color.0, color.1, color.2, color.3)
  }

  /// The colour at `location` (0...1) of sorted stops, interpolated linearly.
  static func color(at location: Double, in stops: [GradientStop]) -> (Double, Double, Double, Double) {
    guard let first = stops.first, let last = stops.last else { return (0, 0, 0, 0) }
    if location <= first.location { return components(first) }
    if location >= last.location { return components(last) }
    for (lower, upper) in zip(stops, stops.dropFirst()) where location <= upper.location {
      let span = upper.location - lower.location
      let t = span > 0 ? (location - lower.location) / span : 0
      let mixed = lower.color.mixed(with: upper.color, amount: t)
      return (mixed.red, mixed.green, mixed.blue, mixed.alpha)
    }
    return components(last)
  }

  private static func components(_ stop: GradientStop) -> (Double, Double, Double, Double) {
    (stop.color.red, stop.color.green, stop.color.blue, stop.color.alpha)
  }
}
