import StoryKit
import StoryKitUI

/// The banner's page dots: one per page, the current one wider and brighter, on a soft pill so
/// they read on any picture.
///
/// ```
///   ( ● ━━ ● ● )     at most maximumDots dots; with more pages the dots show a window
///                    around the current page, the outer ones smaller
/// ```
///
/// It draws itself (no subviews), so 500 pages cost what 9 do. Replace it through
/// ``StoryKitUI/Components/bannerPageIndicator``; the banner sets ``content``; the dots' colours come
/// from the banner's styling in the environment.
open class BannerPageIndicatorView: View {
  /// What the dots show.
  public struct Content: Sendable, Hashable {
    /// How many pages there are.
    public var count: Int
    /// The page shown, from 0.
    public var currentIndex: Int

    /// Creates indicator content.
    public init(count: Int, currentIndex: Int) {
      self.count = max(0, count)
      self.currentIndex = currentIndex
    }
  }

  /// The most dots drawn; more pages show a window of this many around the current one.
  public static let maximumDots = 9
  /// A dot's diameter.
  public static let dotSize = 6.0
  /// The current dot's width.
  public static let currentDotWidth = 16.0
  /// The space between dots.
  public static let dotSpacing = 6.0

  /// What the dots show.
  public var content: Content? {
    didSet {
      if content != oldValue { contentDidChange() }
    }
  }

  /// The dots of the pages not shown: the banner's `indicatorColor` styling unless set here.
  public var dotColor = Color.white.withAlpha(0.5) {
    didSet {
      guard acceptsStyleWrite(#function) else { return dotColor = oldValue }
      if dotColor != oldValue { setNeedsDisplay() }
    }
  }

  /// The dot of the page shown: the banner's `indicatorActiveColor` styling unless set here.
  public var activeDotColor = Color.white {
    didSet {
      guard acceptsStyleWrite(#function) else { return activeDotColor = oldValue }
      if activeDotColor != oldValue { setNeedsDisplay() }
    }
  }

  /// Reads the dots' colours from the banner's styling in the environment.
  open override func setUpAppearance() {
    super.setUpAppearance()
    let styling = resolvedStyling(ResolvedBannerStyling.self)
    dotColor = styling.indicatorColor
    activeDotColor = styling.indicatorActiveColor
  }

  public required init(frame: Rect) {
    super.init(frame: frame)
    isUserInteractionEnabled = false
  }

  open override func updateContent() {
    super.updateContent()
    setNeedsDisplay()
  }

  /// The pages the dots stand for, first to last: all of them, or a window around the current one.
  public var shownPages: Range<Int> {
    guard let content, content.count > 0 else { return 0..<0 }
    let count = content.count
    let shown = min(count, Self.maximumDots)
    let current = min(max(0, content.currentIndex), count - 1)
    let start = min(max(0, current - shown / 2), count - shown)
    return start..<(start + shown)
  }

  open override func sizeThatFits(_ proposal: Size) -> Size {
    let dots = shownPages.count
    guard dots > 0 else { return .zero }
    let width =
      Double(dots - 1) * (Self.dotSize + Self.dotSpacing) + Self.currentDotWidth + Self.dotSpacing * 2
    return Size(width: width, height: Self.dotSize + Self.dotSpacing * 2)
  }

  open override func draw(in canvas: Canvas) {
    guard let content else { return }
    let pages = shownPages
    guard !pages.isEmpty else { return }
    let size = sizeThatFits(bounds.size)
    let origin = Point(x: bounds.midX - size.width / 2, y: bounds.midY - size.height / 2)
    canvas.fill(
      .roundedRect(Rect(origin: origin, size: size), cornerRadius: size.height / 2),
      with: .solid(Color.black.withAlpha(0.25)))
    let isMirrored = effectiveLayoutDirection == .rightToLeft
    let current = min(max(0, content.currentIndex), content.count - 1)
    var x = origin.x + Self.dotSpacing
    let y = origin.y + Self.dotSpacing
    for slot in 0..<pages.count {
      // Right to left, the first page's dot is the rightmost.
      let page = pages.lowerBound + (isMirrored ? pages.count - 1 - slot : slot)
      let isCurrent = page == current
      let width = isCurrent ? Self.currentDotWidth : Self.dotSize
      var dot = Rect(x: x, y: y, width: width, height: Self.dotSize)
      let isEdge =
        !isCurrent && pages.count < content.count
        && (page == pages.lowerBound && page > 0
          || page == pages.upperBound - 1 && page < content.count - 1)
      if isEdge { dot = dot.insetBy(dx: 1, dy: 1) }
      let color = isCurrent ? activeDotColor : dotColor
      canvas.fill(.roundedRect(dot, cornerRadius: dot.height / 2), with: .solid(color))
      x += width + Self.dotSpacing
    }
  }
}
