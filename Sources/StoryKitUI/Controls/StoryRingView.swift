import StoryKit

/// The gradient ring of StoryKit: drawn along the inside of its bounds and following its corner
/// radius — a circle round a round icon, a rounded rectangle or a capsule round custom shapes.
/// Story group cells and ``StoryRingButton`` both use it (one ``Components/storyRing`` slot).
///
/// ```
/// ╭───────────╮  lineWidth thick, inside the bounds; corners follow cornerRadius
/// │           │  colours: none draws nothing, one a solid ring, more a gradient (fill)
/// │           │  turning: the colours (and dashes) run round it, a function of clock time
/// ╰───────────╯
/// ```
///
/// The ring's look is its colours (``unseenColors`` and ``seenColors``, shown by ``isSeen``),
/// ``fill``, ``lineWidth`` and ``dashStyle``; its motion is
/// ``startTurning(speed:startedAt:)`` / ``stopTurning()``, computed from the view's ``View/clock``
/// each time it draws (drawing never changes the view). Only the paint turns, never the shape, so a
/// capsule ring stays a capsule. Under Reduce Motion nothing moves: a dashed ring stands still and
/// a solid one pulses its opacity gently (a fade is not motion).
///
/// ```swift
/// let ring = StoryRingView()
/// ring.colors = [.yellow, .orange, .pink]
/// ring.fill = .diagonal
/// ring.startTurning(speed: 0.5)   // half a turn per second, until stopTurning()
/// ```
open class StoryRingView: View {
  /// How the colours spread round the ring.
  public enum Fill: Sendable, Hashable {
    /// Round the centre and back to the first colour, without a seam, the first colour at
    /// `startAngle` (radians clockwise from three o'clock).
    case sweep(startAngle: Double)
    /// In a straight line from the bottom-leading corner to the top-trailing one, as Instagram's
    /// ring.
    case diagonal
  }

  /// Dashes drawn instead of a solid line while the ring turns.
  public struct DashStyle: Sendable, Hashable {
    /// How many dashes go round the ring, at least 2.
    public let segments: Int
    /// The share of each segment the dash covers, `0.05...0.95`.
    public let fill: Double

    /// Dashes round the ring.
    /// - Parameters:
    ///   - segments: How many dashes, at least 2.
    ///   - fill: The share of each segment the dash covers, `0.05...0.95`.
    public init(segments: Int, fill: Double = 0.6) {
      self.segments = max(2, segments)
      self.fill = fill.isFinite ? min(max(fill, 0.05), 0.95) : 0.6
    }
  }

  // MARK: - Look

  /// The ring's colours in its current state: none draws nothing, one draws a solid ring, more a
  /// gradient. Setting them sets the colours of both states.
  public var colors: [Color] {
    get { isSeen ? seenColors : unseenColors }
    set {
      unseenColors = newValue
      seenColors = newValue
    }
  }

  /// The colours while the story is not seen.
  public var unseenColors: [Color] = [] {
    didSet {
      guard acceptsStyleWrite(#function) else { return unseenColors = oldValue }
      if unseenColors != oldValue { setNeedsDisplay() }
    }
  }

  /// The colours once every story is seen.
  public var seenColors: [Color] = [] {
    didSet {
      guard acceptsStyleWrite(#function) else { return seenColors = oldValue }
      if seenColors != oldValue { setNeedsDisplay() }
    }
  }

  /// Whether the ring shows its seen colours: a content state, so a look set for each state
  /// (in ``View/setUpAppearance()``) stands as the state changes.
  public var isSeen = false {
    didSet { if isSeen != oldValue { setNeedsDisplay() } }
  }

  /// How the colours spread round the ring.
  public var fill: Fill = .sweep(startAngle: -Double.pi / 4) {
    didSet {
      guard acceptsStyleWrite(#function) else { return fill = oldValue }
      if fill != oldValue { setNeedsDisplay() }
    }
  }

  /// The ring's thickness in points, inside the bounds; at most half the shorter side.
  public var lineWidth: Double = 2.5 {
    didSet {
      guard acceptsStyleWrite(#function) else { return lineWidth = oldValue }
      if lineWidth != oldValue { setNeedsDisplay() }
    }
  }

  /// Dashes while the ring turns; `nil` keeps it solid.
  public var dashStyle: DashStyle? {
    didSet {
      guard acceptsStyleWrite(#function) else { return dashStyle = oldValue }
      if dashStyle != oldValue { setNeedsDisplay() }
    }
  }

  // MARK: - Motion (see StoryRingView+Motion.swift)

  /// Whether the ring is turning (between ``startTurning(speed:startedAt:)`` and ``stopTurning()``).
  public internal(set) var isTurning = false
  /// Turns per second while turning.
  public internal(set) var turningSpeed = 0.0
  /// When the turn started on the clock; `nil` until the view is prepared in its tree.
  var turnStart: Double?
  /// The turns already made when the turn (re)started, so a speed change does not jump.
  var turnsAtStart = 0.0

  public required init(frame: Rect) {
    super.init(frame: frame)
    isUserInteractionEnabled = false
  }

  open override func setUp() {
    super.setUp()
    // A turn asked for before the view was in its tree starts on its tree's clock now.
    if isTurning, turnStart == nil { turnStart = clock.now }
  }

  /// A turning ring needs a frame now: it moves (or pulses) continuously. A ring at rest, or a
  /// dashed one standing still under Reduce Motion, needs none.
  open override func nextFrameTime(now: Double) -> Double? {
    guard isTurning, !colors.isEmpty else { return nil }
    if isReduceMotionEnabled && dashStyle != nil { return nil }
    return now
  }

  // MARK: - Geometry

  /// The ring's thickness after clamping to half the shorter side.
  public var effectiveLineWidth: Double {
    let width = lineWidth.isFinite ? max(0, lineWidth) : 0
    return min(width, min(bounds.width, bounds.height) / 2)
  }

  /// The line the ring is stroked along: the bounds inset by half the line width, starting at the
  /// top centre and running clockwise, so dashes begin at twelve o'clock.
  public var ringPath: Path {
    let half = effectiveLineWidth / 2
    let rect = bounds.insetBy(dx: half, dy: half)
    let radius = min(max(0, cornerRadius - half), min(rect.width, rect.height) / 2)
    return Self.clockwisePath(rect, cornerRadius: radius)
  }

  /// The length of ``ringPath``.
  public var ringLength: Double {
    let half = effectiveLineWidth / 2
    let rect = bounds.insetBy(dx: half, dy: half)
    let radius = min(max(0, cornerRadius - half), min(rect.width, rect.height) / 2)
    return 2 * (rect.width + rect.height) - (8 - 2 * Double.pi) * radius
  }

  // MARK: - Drawing

  open override func draw(in canvas: Canvas) {
    let width = effectiveLineWidth
    guard width > 0, let paint = currentPaint() else { return }
    var style = StrokeStyle(width: width)
    if isTurning, let dashes = currentDashes() {
      style = StrokeStyle(width: width, dash: dashes.dash, dashPhase: dashes.phase, cap: .round)
    }
    let opacity = currentOpacity
    canvas.stroke(ringPath, with: opacity < 1 ? paint.multipliedAlpha(opacity) : paint, style: style)
  }

  /// A rounded rectangle from the top centre, clockwise.
  static func clockwisePath(_ rect: Rect, cornerRadius radius: Double) -> Path {
    var path = Path()
    let pi = Double.pi
    // Straight runs of zero length (a circle has none) are left out.
    func line(to point: Point, from start: Point) {
      if point != start { path.addLine(to: point) }
    }
    let top = Point(x: rect.midX, y: rect.minY)
    path.move(to: top)
    line(to: Point(x: rect.maxX - radius, y: rect.minY), from: top)
    path.addArc(
      center: Point(x: rect.maxX - radius, y: rect.minY + radius), radius: radius, startAngle: -pi / 2,
      endAngle: 0)
    line(to: Point(x: rect.maxX, y: rect.maxY - radius), from: Point(x: rect.maxX, y: rect.minY + radius))
    path.addArc(
      center: Point(x: rect.maxX - radius, y: rect.maxY - radius), radius: radius, startAngle: 0,
      endAngle: pi / 2)
    line(to: Point(x: rect.minX + radius, y: rect.maxY), from: Point(x: rect.maxX - radius, y: rect.maxY))
    path.addArc(
      center: Point(x: rect.minX + radius, y: rect.maxY - radius), radius: radius, startAngle: pi / 2,
      endAngle: pi)
    line(to: Point(x: rect.minX, y: rect.minY + radius), from: Point(x: rect.minX, y: rect.maxY - radius))
    path.addArc(
      center: Point(x: rect.minX + radius, y: rect.minY + radius), radius: radius, startAngle: pi,
      endAngle: 3 * pi / 2)
    line(to: top, from: Point(x: rect.minX + radius, y: rect.minY))
    path.closeSubpath()
    return path
  }
}
