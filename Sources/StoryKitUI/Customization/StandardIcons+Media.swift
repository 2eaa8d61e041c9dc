import Foundation

/// The media icons: camera, playback and sound.
extension StandardIcons {
  // MARK: - Camera

  /// A video camera: a rounded body with a triangular lens hood on its right.
  static var videoCamera: [IconShape] {
    let body = Path.roundedRect(Rect(x: 0.08, y: 0.26, width: 0.58, height: 0.48), cornerRadius: 0.11)
    let lens = roundedPolygon([unit(0.69, 0.5), unit(0.93, 0.28), unit(0.93, 0.72)], radius: 0.06)
    return [IconShape(path: body, style: .fill), IconShape(path: lens, style: .fill)]
  }

  // MARK: - Playback

  /// A triangle pointing right, set right of the box centre so its mass looks centred.
  static var play: [IconShape] {
    let triangle = roundedPolygon([unit(0.26, 0.16), unit(0.86, 0.5), unit(0.26, 0.84)], radius: 0.06)
    return [IconShape(path: triangle, style: .fill)]
  }

  /// Two upright bars.
  static var pause: [IconShape] {
    [0.25, 0.57].map { x in
      IconShape(
        path: .roundedRect(Rect(x: x, y: 0.17, width: 0.18, height: 0.66), cornerRadius: 0.05), style: .fill)
    }
  }

  // MARK: - Sound

  /// How far right the speaker sits, shared by the muted and unmuted icons so toggling between
  /// them leaves the speaker in place.
  private static let speakerShift = 0.02

  /// A speaker: a small box with a cone opening to the right.
  static var speaker: IconShape {
    let outline = [
      (0.08, 0.375), (0.245, 0.375), (0.46, 0.17), (0.46, 0.83), (0.245, 0.625), (0.08, 0.625),
    ]
    let points = outline.map { unit($0.0 + speakerShift, $0.1) }
    return IconShape(path: roundedPolygon(points, radius: 0.04), style: .fill)
  }

  /// A speaker with a cross beside it.
  static var mute: [IconShape] {
    let center = Point(x: 0.71 + speakerShift, y: 0.5)
    let arm = 0.125
    var cross = Path.lines([
      unit(center.x - arm, center.y - arm), unit(center.x + arm, center.y + arm),
    ])
    cross.append(.lines([unit(center.x + arm, center.y - arm), unit(center.x - arm, center.y + arm)]))
    return [speaker, IconShape(path: cross, style: .stroke(relativeWidth: regularStroke))]
  }

  /// A speaker with two sound waves.
  static var unmute: [IconShape] {
    let center = Point(x: 0.43 + speakerShift, y: 0.5)
    let waves = [(radius: 0.2, spread: 0.25 * Double.pi), (radius: 0.38, spread: 0.3 * Double.pi)]
    return [speaker]
      + waves.map { wave in
        var path = Path()
        path.move(
          to: unit(
            center.x + wave.radius * cos(-wave.spread), center.y + wave.radius * sin(-wave.spread)))
        path.addArc(
          center: center, radius: wave.radius, startAngle: -wave.spread, endAngle: wave.spread,
          clockwise: true)
        return IconShape(path: path, style: .stroke(relativeWidth: regularStroke))
      }
  }
}
