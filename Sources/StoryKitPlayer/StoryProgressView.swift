import StoryKit
import StoryKitUI

/// The player's progress: one segment per story of the group, stories before the current one
/// full, the current one filling, the ones after empty (the styling's `progressBarColors`: the
/// track behind, the fill in front).
///
/// ```
/// ████████  █████░░░  ░░░░░░░░  ░░░░░░░░     story 2 of 4, half-way
/// ```
///
/// - Segments are ``barHeight`` tall with round ends, ``spacing`` apart, and share the width.
/// - When a segment would be narrower than ``minimumSegmentWidth`` (a group of 200 stories),
///   the bar becomes one continuous track filled to the group's overall progress, so it stays
///   readable instead of dissolving into specks.
/// - Right-to-left, the first story is at the trailing (right) end and segments fill leftwards.
open class StoryProgressView: View {
  /// What the bar shows.
  public struct Content: Sendable, Hashable {
    /// How many stories the group has.
    public var count: Int
    /// The story on screen, from 0.
    public var current: Int
    /// How far it has run, 0…1.
    public var progress: Double

    /// Creates content; a negative count becomes 0.
    public init(count: Int, current: Int, progress: Double) {
      self.count = max(0, count)
      self.current = min(max(0, current), max(0, count - 1))
      self.progress = progress.isFinite ? min(1, max(0, progress)) : 0
    }
  }

  /// What the bar shows; setting the same content again does nothing.
  public var content = Content(count: 0, current: 0, progress: 0) {
    didSet { if content != oldValue { setNeedsDisplay() } }
  }

  /// The track and fill colours: the player's `progressBarColors` styling (the app's over the
  /// feed's), else white at 35 % behind white, legible on any picture. Set here, they stand.
  public var colors = StoryProgressView.defaultColors {
    didSet {
      guard acceptsStyleWrite(#function) else { return colors = oldValue }
      if colors != oldValue { setNeedsDisplay() }
    }
  }

  /// The height of the bars, in points.
  public var barHeight: Double = 2.5 {
    didSet { if barHeight != oldValue { setNeedsDisplay() } }
  }

  /// The gap between segments, in points.
  public var spacing: Double = 4 {
    didSet { if spacing != oldValue { setNeedsDisplay() } }
  }

  /// The narrowest segment drawn; below it the bar is one continuous track.
  public var minimumSegmentWidth: Double = 3 {
    didSet { if minimumSegmentWidth != oldValue { setNeedsDisplay() } }
  }

  /// White at 35 % behind white.
  nonisolated public static let defaultColors = ProgressBarColors(
    track: Color.white.withAlpha(0.35), fill: .white)

  public required init(frame: Rect) {
    super.init(frame: frame)
    isUserInteractionEnabled = false
  }

  /// Reads the colours from the player's styling in the environment.
  open override func setUpAppearance() {
    super.setUpAppearance()
    colors = resolvedStyling(ResolvedStoryPlayerStyling.self).progressBarColors
  }

  open override func sizeThatFits(_ proposal: Size) -> Size {
    Size(width: proposal.width.isFinite ? proposal.width : 0, height: max(0, barHeight))
  }

  /// The segments' rectangles, left to right as drawn (one rectangle when continuous).
  public var segmentRects: [Rect] {
    let count = content.count
    let height = min(max(0, barHeight.isFinite ? barHeight : 0), bounds.height)
    guard count > 0, bounds.width > 0, height > 0 else { return [] }
    let top = (bounds.height - height) / 2
    let gap = spacing.isFinite ? max(0, spacing) : 0
    let width = (bounds.width - gap * Double(count - 1)) / Double(count)
    guard width >= (minimumSegmentWidth.isFinite ? max(0.5, minimumSegmentWidth) : 3) else {
      return [Rect(x: 0, y: top, width: bounds.width, height: height)]
    }
    return (0..<count).map { index in
      Rect(x: Double(index) * (width + gap), y: top, width: width, height: height)
    }
  }

  /// Whether the bar is drawn as one continuous track.
  public var isContinuous: Bool { content.count > 1 && segmentRects.count == 1 }

  open override func draw(in canvas: Canvas) {
    let rects = segmentRects
    guard !rects.isEmpty else { return }
    let isMirrored = effectiveLayoutDirection == .rightToLeft
    for (slot, rect) in rects.enumerated() {
      let radius = rect.height / 2
      canvas.fill(.roundedRect(rect, cornerRadius: radius), with: .solid(colors.track))
      let story = isMirrored ? rects.count - 1 - slot : slot
      let share =
        rects.count == 1
        ? (Double(content.current) + content.progress) / Double(max(1, content.count))
        : story < content.current ? 1 : story > content.current ? 0 : content.progress
      guard share > 0 else { continue }
      let width = rect.width * min(1, share)
      let filled =
        isMirrored
        ? Rect(x: rect.maxX - width, y: rect.minY, width: width, height: rect.height)
        : Rect(x: rect.minX, y: rect.minY, width: width, height: rect.height)
      canvas.save()
      canvas.clip(to: .roundedRect(rect, cornerRadius: radius))
      canvas.fill(.rect(filled), with: .solid(colors.fill))
      canvas.restore()
    }
  }
}
