import Foundation
import StoryKitUI

/// The cube between groups in true perspective: the two pages are faces of a cube as wide as
/// the player, meeting at an edge that stays in the screen's plane at full height while each
/// face turns about it, its far edge receding towards the vanishing point at the player's middle
/// height, seen by a camera in front of the screen. At rest the front face fills the player;
/// half way, the shared edge is at the middle and both faces fall away from it.
struct CubeTurn: Equatable {
  /// How far the camera stands in front of the screen, in player widths: the smaller, the
  /// stronger the perspective.
  static let cameraDistance = 2.5

  /// The player's size.
  var size: Size
  /// The turn, 0…1 (0: the front face fills the player; 1: the side face does).
  var fraction: Double
  /// Whether the side face comes in from the right (forwards left to right, backwards right to
  /// left); else from the left.
  var fromRight: Bool

  private var angle: Double { min(1, max(0, fraction)) * .pi / 2 }

  /// The shared edge's distance right of the middle (before mirroring).
  private var edge: Double { size.width / 2 * (cos(angle) - sin(angle)) }

  /// Where the corners of the front page (the one leaving) land: top left, top right, bottom
  /// right, bottom left. Each point lies `d` from the shared edge, back along the turned face.
  var frontCorners: [Point] {
    let corners = corners { u in
      let d = size.width / 2 - u
      return (edge - d * cos(angle), d * sin(angle))
    }
    return Self.overlapping(corners, atRight: fromRight)
  }

  /// Where the corners of the side page (the one arriving) land.
  var sideCorners: [Point] {
    let corners = corners { u in
      let d = u + size.width / 2
      return (edge + d * sin(angle), d * cos(angle))
    }
    return Self.overlapping(corners, atRight: !fromRight)
  }

  /// How far each face reaches past the shared edge under the other: where two anti-aliased
  /// edges meet, each covers part of the same pixels, and the background would show through
  /// between them as a dark hairline.
  static let overlap = 0.5

  /// `corners` with the shared edge (the right side, or the left) moved out by ``overlap``.
  private static func overlapping(_ corners: [Point], atRight: Bool) -> [Point] {
    let shift = atRight ? overlap : -overlap
    let shared: Set<Int> = atRight ? [1, 2] : [0, 3]
    return corners.enumerated().map { index, point in
      shared.contains(index) ? Point(x: point.x + shift, y: point.y) : point
    }
  }

  /// The perspective transform of a page of the player's size onto a face, or `nil` when the
  /// face is edge on (nothing of it shows).
  func transform(for corners: [Point]) -> ProjectiveTransform? {
    ProjectiveTransform(mapping: Rect(origin: .zero, size: size), to: corners)
  }

  /// A face's corners: `place` puts the page's horizontal coordinate `u` (from its middle,
  /// mirrored when the side face comes from the left) in the scene as (x from the middle, depth
  /// behind the screen).
  private func corners(_ place: (Double) -> (x: Double, z: Double)) -> [Point] {
    let mirror: Double = fromRight ? 1 : -1
    let camera = Self.cameraDistance * size.width
    func project(_ u: Double, _ v: Double) -> Point {
      let (x, z) = place(mirror * u)
      let k = camera / max(camera + z, 1e-6)
      return Point(x: size.width / 2 + mirror * x * k, y: size.height / 2 + v * k)
    }
    let (left, right) = (-size.width / 2, size.width / 2)
    let (top, bottom) = (-size.height / 2, size.height / 2)
    return [project(left, top), project(right, top), project(right, bottom), project(left, bottom)]
  }
}
