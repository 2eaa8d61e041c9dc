import StoryKit
import StoryKitBanner
import StoryKitCanvas
import StoryKitLayers
import StoryKitPlayer
import StoryKitStoryBar
import StoryKitSwipeCard
import StoryKitUI
import StoryKitVideoFeed

// The parts the customization suite puts in: per widget, a replacement through Components (a
// class that draws differently), a subclass that changes only setUpAppearance(), a subclass of an
// item view that overrides one part of its own, and a factory that makes one part.

let teal = Color(red8: 0x00, green8: 0xA8, blue8: 0x9D)
let violet = Color(red8: 0x6E, green8: 0x3B, blue8: 0xFF)
let amber = Color(red8: 0xFF, green8: 0xB3, blue8: 0x00)
/// A yellow light enough to read on a story's picture.
let paleYellow = Color(red8: 0xFF, green8: 0xE8, blue8: 0x6E)

/// A title in a serif face: an item's own part in the per-view overrides. It sets its font when
/// it is made, as an app's part does, and keeps the item's colours.
final class SerifTitle: Label {
  convenience init(size: Double) {
    self.init(frame: .zero)
    font = FontDescriptor(family: "Noto Serif", size: size, weight: .bold)
  }
}

// MARK: - Story bar

/// A square pin badge in place of the round one.
final class SquarePinBadge: IconBadgeView {
  override func draw(in canvas: Canvas) {
    canvas.fill(.roundedRect(bounds, cornerRadius: 4), with: .solid(fillColor))
    appearance.icons.draw(icon, in: bounds.insetBy(dx: 5, dy: 5), color: .white, canvas: canvas)
  }
}

/// A cell whose ring is teal and violet: only its appearance changes.
final class TealRingCell: DefaultStoryGroupView {
  override func setUpAppearance() {
    super.setUpAppearance()
    ringView.unseenColors = [teal, violet]
  }
}

/// A cell that makes its own title, in a serif face; ring, icon and badges unchanged.
final class TaggedTitleCell: DefaultStoryGroupView {
  lazy var tag: Label = SerifTitle(size: 12)
  override var titleLabel: Label {
    get { tag }
    set {}
  }
}

// MARK: - Player

/// Progress bars twice as thick.
final class ThickProgress: StoryProgressView {
  override func setUp() {
    super.setUp()
    barHeight = 5
  }
}

/// A header whose title is pale yellow: only its appearance changes.
final class AmberHeader: StoryHeaderView {
  override func setUpAppearance() {
    super.setUpAppearance()
    titleLabel.textColor = paleYellow
  }
}

/// Round dots in place of the bars.
final class DotsProgress: StoryProgressView {
  override func draw(in canvas: Canvas) {
    let count = max(1, content.count)
    let side = 6.0
    let gap = 8.0
    let current = 18.0  // the story on screen is a pill, filled as far as it has run
    let width = Double(count - 1) * side + current + Double(count - 1) * gap
    var x = (bounds.width - width) / 2
    let isMirrored = effectiveLayoutDirection == .rightToLeft
    for slot in 0..<count {
      let index = isMirrored ? count - 1 - slot : slot
      let dot = Rect(
        x: x, y: (bounds.height - side) / 2, width: index == content.current ? current : side, height: side)
      canvas.fill(
        .roundedRect(dot, cornerRadius: side / 2),
        with: .solid(index < content.current ? colors.fill : colors.track))
      if index == content.current {
        let run = dot.width * content.progress
        let filled = Rect(x: isMirrored ? dot.maxX - run : dot.minX, y: dot.minY, width: run, height: side)
        canvas.save()
        canvas.clip(to: .roundedRect(dot, cornerRadius: side / 2))
        canvas.fill(.rect(filled), with: .solid(colors.fill))
        canvas.restore()
      }
      x += dot.width + gap
    }
  }
}

/// A page whose progress is dots; every other part is the default.
final class DotsPage: StoryPageView {
  lazy var dots: StoryProgressView = DotsProgress()
  override var progressView: StoryProgressView {
    get { dots }
    set {}
  }
}

// MARK: - Banner

/// Page dots drawn as a bar of segments.
final class BarIndicator: BannerPageIndicatorView {
  override func draw(in canvas: Canvas) {
    guard let content, content.count > 0 else { return }
    let segment = 14.0
    let width = Double(content.count) * segment + Double(content.count - 1) * 3
    var x = bounds.midX - width / 2
    let isMirrored = effectiveLayoutDirection == .rightToLeft
    for slot in 0..<content.count {
      let index = isMirrored ? content.count - 1 - slot : slot
      let rect = Rect(x: x, y: bounds.midY - 2, width: segment, height: 4)
      canvas.fill(.rect(rect), with: .solid(index == content.currentIndex ? activeDotColor : dotColor))
      x += segment + 3
    }
  }
}

/// A page whose scrim is a blue band: only its appearance changes.
final class BandPage: BannerItemView {
  override func setUpAppearance() {
    super.setUpAppearance()
    scrimView.color = Color(red8: 0x1E, green8: 0x3A, blue8: 0x8A, alpha8: 0xE0)
  }
}

/// A page with its own title, in a serif face.
final class TaggedTitlePage: BannerItemView {
  lazy var tag: Label = SerifTitle(size: 18)
  override var titleLabel: Label {
    get { tag }
    set {}
  }
}

// MARK: - Swipe cards

/// A price on a square tag with an outline.
final class OutlinedPrice: SwipeCardPriceView {
  override func layoutSubviews() {
    super.layoutSubviews()
    cornerRadius = 2
    border = Border(width: 2, color: .white)
  }
}

/// A card with a thick teal frame: only its appearance changes.
final class PolaroidCard: SwipeCardView {
  override func setUpAppearance() {
    super.setUpAppearance()
    border = Border(width: 8, color: teal)
  }
}

/// A card with its own title, in a serif face.
final class TaggedTitleCard: SwipeCardView {
  lazy var tag: Label = SerifTitle(size: 18)
  override var titleLabel: Label {
    get { tag }
    set {}
  }
}

// MARK: - Canvas

/// A box with a dashed violet frame, drawn over its layers as every box border is.
final class DashedBox: CanvasBoxView {
  override func setUpAppearance() {
    super.setUpAppearance()
    border = Border(width: 4, color: violet, dash: [12, 6])
  }
}

/// Layers outlined in the tint: only their appearance changes.
final class OutlinedLayers: StoryLayersView {
  override func setUpAppearance() {
    super.setUpAppearance()
    border = Border(width: 3, color: teal)
  }
}

/// A canvas whose box has a thick amber border; the layers are the default.
final class FramedCanvas: CanvasView {
  lazy var framed: CanvasBoxView = {
    let box = CanvasBoxView()
    box.border = Border(width: 10, color: amber)
    return box
  }()
  override var boxView: CanvasBoxView {
    get { framed }
    set {}
  }
}

// MARK: - Video feed

/// A square play glyph.
final class SquarePlayGlyph: VideoFeedPlayGlyphView {
  override func draw(in canvas: Canvas) {
    let side = min(bounds.width, bounds.height)
    let rect = Rect(x: bounds.midX - side / 2, y: bounds.midY - side / 2, width: side, height: side)
    canvas.fill(.roundedRect(rect, cornerRadius: 6), with: .solid(violet))
    appearance.icons.draw(
      .play, in: rect.insetBy(dx: side * 0.28, dy: side * 0.28), color: .white, canvas: canvas)
  }
}

/// An item whose title reads on a solid band: only its appearance changes.
final class BandVideoItem: VideoFeedItemView {
  override func setUpAppearance() {
    super.setUpAppearance()
    scrimView.color = Color(red8: 0x11, green8: 0x11, blue8: 0x11, alpha8: 0xE6)
    titleLabel.textColor = amber
  }
}

/// An item with its own duration badge: a violet pill.
final class VioletBadgeItem: VideoFeedItemView {
  final class VioletBadge: VideoFeedBadgeView {
    override var pillColor: Color { violet }
  }
  lazy var violetBadge: VideoFeedBadgeView = VioletBadge()
  override var durationBadge: VideoFeedBadgeView {
    get { violetBadge }
    set {}
  }
}
