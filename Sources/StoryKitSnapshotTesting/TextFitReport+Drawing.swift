import StoryKit
import StoryKitUI

extension TextFitReport {
  /// A drawn text and whether a reader sees it.
  struct Candidate {
    var text: DrawnText
    /// Drawn again later, the same text at a meeting box (this one is a shadow's pass).
    var isEarlierPass = false
    /// Covered by a later opaque rectangle.
    var isCovered = false
    /// Wholly outside the clips in effect.
    var isClippedAway = false

    var isShown: Bool { !isEarlierPass && !isCovered && !isClippedAway }
  }

  /// The graphics state a `save` keeps.
  private struct State {
    var transform = Transform.identity
    var clip: Rect?
  }

  /// Replays `commands`, keeping the transform, the clips and the layers' opacity, and returns
  /// every text drawn with its box.
  static func drawnTexts(in commands: [RecordingCanvas.Command]) -> [Candidate] {
    var state = State()
    var saved: [State] = []
    var opacity: [Double] = [1]
    var candidates: [Candidate] = []
    for command in commands {
      switch command {
      case .save: saved.append(state)
      case .restore: state = saved.popLast() ?? State()
      case .concatenate(let transform): state.transform = transform.concatenating(state.transform)
      case .clip(let path):
        let area = box(of: bounds(of: path), through: state.transform)
        state.clip = state.clip.map { $0.intersection(area) } ?? area
      case .beginLayer(let alpha): opacity.append((opacity.last ?? 1) * alpha)
      case .endLayer: if opacity.count > 1 { opacity.removeLast() }
      case .text(let layout, let origin):
        let local = Rect(
          origin: Point(x: origin.x + alignmentOffset(of: layout), y: origin.y), size: layout.size)
        let text = DrawnText(
          layout: layout, box: box(of: local, through: state.transform), clip: state.clip,
          index: candidates.count)
        for index in candidates.indices where isPass(candidates[index].text, of: text) {
          candidates[index].isEarlierPass = true
        }
        var candidate = Candidate(text: text)
        let visible = text.visibleBox
        candidate.isClippedAway = visible.width <= tolerance || visible.height <= tolerance
        candidates.append(candidate)
      case .fill(let path, .solid(let color)) where color.alpha >= 1 && (opacity.last ?? 1) >= 1:
        var cover = box(of: bounds(of: path), through: state.transform)
        if let clip = state.clip { cover = cover.intersection(clip) }
        for index in candidates.indices where !candidates[index].isCovered {
          let visible = candidates[index].text.visibleBox.insetBy(dx: tolerance, dy: tolerance)
          candidates[index].isCovered = contains(cover, visible)
        }
      default: continue
      }
    }
    return candidates
  }

  /// Whether `later` draws `earlier` again: the same words, font, width and line limit, at a
  /// box that meets it (a shadow's copies spread around the text they shade).
  static func isPass(_ earlier: DrawnText, of later: DrawnText) -> Bool {
    earlier.layout.text == later.layout.text && earlier.layout.style.font == later.layout.style.font
      && earlier.layout.maxWidth == later.layout.maxWidth && earlier.layout.maxLines == later.layout.maxLines
      && earlier.box.intersects(later.box)
  }

  /// How far the text sits from the drawing point within its width, by its alignment: the
  /// engine places lines narrower than a finite width to the left, centre or right of it.
  static func alignmentOffset(of layout: TextLayout) -> Double {
    guard layout.maxWidth.isFinite else { return 0 }
    let room = layout.maxWidth - layout.size.width
    let direction = layout.style.direction ?? firstStrongDirection(of: layout.text)
    switch (layout.style.alignment, direction) {
    case (.center, _): return room / 2
    case (.leading, .leftToRight), (.trailing, .rightToLeft): return 0
    case (.leading, .rightToLeft), (.trailing, .leftToRight): return room
    }
  }

  /// The direction of the first letter of a right-to-left script (Hebrew, Arabic, Syriac,
  /// Thaana, N'Ko and their presentation forms) or of any other script, as an engine finds a
  /// paragraph's direction; left to right without letters.
  static func firstStrongDirection(of text: String) -> LayoutDirection {
    for scalar in text.unicodeScalars where scalar.properties.isAlphabetic {
      let value = scalar.value
      let isRightToLeft =
        (0x0590...0x08FF).contains(value) || (0xFB1D...0xFDFF).contains(value)
        || (0xFE70...0xFEFF).contains(value)
      return isRightToLeft ? .rightToLeft : .leftToRight
    }
    return .leftToRight
  }

  /// The smallest rectangle holding every point of `path` (curves by their control points, arcs
  /// by their whole circle).
  static func bounds(of path: Path) -> Rect {
    var points: [Point] = []
    for element in path.elements {
      switch element {
      case .move(let point), .line(let point): points.append(point)
      case .curve(let point, let control1, let control2): points += [point, control1, control2]
      case .arc(let center, let radius, _, _, _):
        points += [
          Point(x: center.x - radius, y: center.y - radius),
          Point(x: center.x + radius, y: center.y + radius),
        ]
      case .close: continue
      }
    }
    return Rect.bounding(points)
  }

  /// The bounding box of `rect` moved by `transform`.
  static func box(of rect: Rect, through transform: Transform) -> Rect {
    let corners = [
      Point(x: rect.minX, y: rect.minY), Point(x: rect.maxX, y: rect.minY),
      Point(x: rect.minX, y: rect.maxY), Point(x: rect.maxX, y: rect.maxY),
    ]
    return Rect.bounding(corners.map { transform.apply(to: $0) })
  }
}
