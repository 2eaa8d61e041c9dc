import StoryKit

/// The icons StoryKit draws.
public enum IconName: String, Sendable, Hashable, CaseIterable {
  /// A cross: the player's close button.
  case close
  /// The share arrow.
  case share
  /// The star of a pinned group's badge.
  case pinStar
  /// The camera of a video group's badge.
  case ivodCamera
  /// A play triangle.
  case play
  /// Two pause bars.
  case pause
  /// A speaker, crossed out: the sound is off.
  case mute
  /// A speaker with waves: the sound is on.
  case unmute
  /// A chevron pointing left.
  case chevronLeft
  /// A chevron pointing right.
  case chevronRight
  /// A chevron pointing up.
  case chevronUp
  /// A chevron pointing down.
  case chevronDown
}

/// One piece of an icon: a path filled, or stroked with a width relative to the icon's size.
public struct IconShape: Sendable, Hashable {
  /// How the path is painted.
  public enum Style: Sendable, Hashable {
    /// The path is filled.
    case fill
    /// A stroke whose width is this fraction of the icon's side.
    case stroke(relativeWidth: Double)
  }

  /// The shape, in the icon's square.
  public var path: Path
  /// Filled or stroked.
  public var style: Style

  /// Creates a shape.
  public init(path: Path, style: Style) {
    self.path = path
    self.style = style
  }
}

/// The vector icons of an ``Appearance``: StoryKit's own, with any replaced by the app.
///
/// ```swift
/// appearance.icons.replace(.close) { rect in [IconShape(path: .ellipse(in: rect), style: .fill)] }
/// ```
public struct IconSet: Sendable, Hashable {
  /// An icon drawing: the shapes for an icon in a square.
  public typealias Drawing = @Sendable (Rect) -> [IconShape]

  private var replacements: [IconName: Replacement] = [:]

  /// StoryKit's own icons, none replaced.
  public init() {}

  /// Replaces an icon's drawing.
  public mutating func replace(_ name: IconName, with drawing: @escaping Drawing) {
    replacements[name] = Replacement(drawing: drawing)
  }

  /// The shapes of an icon in the largest square centred in `rect`.
  public func shapes(_ name: IconName, in rect: Rect) -> [IconShape] {
    let square = rect.inscribedSquare
    if let replacement = replacements[name] { return replacement.drawing(square) }
    return StandardIcons.shapes(name, in: square)
  }

  /// Draws an icon in a colour.
  public func draw(_ name: IconName, in rect: Rect, color: Color, canvas: Canvas) {
    let side = rect.inscribedSquare.width
    for shape in shapes(name, in: rect) {
      switch shape.style {
      case .fill:
        canvas.fill(shape.path, with: .solid(color))
      case .stroke(let relativeWidth):
        canvas.stroke(
          shape.path, with: .solid(color),
          style: StrokeStyle(width: side * relativeWidth, cap: .round, join: .round))
      }
    }
  }

  public static func == (lhs: IconSet, rhs: IconSet) -> Bool {
    Set(lhs.replacements.keys) == Set(rhs.replacements.keys)
      && lhs.replacements.allSatisfy { rhs.replacements[$0.key]?.id == $0.value.id }
  }

  public func hash(into hasher: inout Hasher) {
    hasher.combine(replacements.count)
  }

  private struct Replacement: Sendable {
    let id = IconSet.nextID()
    let drawing: Drawing
  }

  private static func nextID() -> UInt64 { IconIDs.next() }
}

/// Identities for replaced icons, so two icon sets compare equal only with the same drawings.
private enum IconIDs {
  private static let last = Mutex<UInt64>(0)

  static func next() -> UInt64 {
    last.withLock { last in
      last += 1
      return last
    }
  }
}
