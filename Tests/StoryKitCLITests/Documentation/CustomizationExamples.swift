// docs/customization.md's examples, compiled and run by the tests (DocumentationExamplesTests).
import StoryKit
import StoryKitPlayer
import StoryKitStoryBar
import StoryKitSwipeCard
import StoryKitUI

@MainActor
func styleBar(_ bar: StoryBarView) {
  bar.styling.size = .small
  bar.styling.ringNotSeen = Themed(Gradient("#7B2FF7", "#F107A3"))  // both themes
  bar.styling.text.colorNotSeen = Themed(light: "#1C1C1E")  // dark mode keeps white
  bar.styling.text.lines = 2
}

func brandAppearance(theme: Theme) -> Appearance {
  var appearance = Appearance(theme: theme)
  appearance.palette.accent = "#7B2FF7"
  appearance.palette.storyRing = Gradient("#FFD600", "#FF0069", "#7638FA")
  appearance.palette.pin = .orange
  appearance.fonts.sizeMultiplier = 1.2
  return appearance
}

final class SquarePinBadge: IconBadgeView {
  override func draw(in canvas: Canvas) {
    canvas.fill(.roundedRect(bounds, cornerRadius: 5), with: .solid(fillColor))
    appearance.icons.draw(icon, in: bounds.insetBy(dx: 5, dy: 5), color: .white, canvas: canvas)
  }
}

@MainActor
func useSquarePins(in bar: StoryBarView) {
  bar.components.pinBadge = SquarePinBadge.self  // this bar; Components.default for the app
}

final class BrandViewFactory: ViewFactory {
  override func makePart<Slot: ComponentSlot>(_ slot: Slot.Type, for host: View) -> Slot.Part {
    if let ring = slot.part(for: StoryRingSlot.self, thickRing) { return ring }
    if let title = slot.part(for: StoryGroupTitleSlot.self, footnoteTitle) { return title }
    return super.makePart(slot, for: host)
  }

  private func thickRing() -> StoryRingView {
    let ring = StoryRingView()
    ring.lineWidth = 3  // stands: the bar's styling fills only what the factory left alone
    return ring
  }

  private func footnoteTitle() -> Label {
    let title = Label()
    title.textStyle = .footnote
    return title
  }
}

@MainActor
func installBrandFactory(on bar: StoryBarView) {
  bar.viewFactory = BrandViewFactory()  // one tree; ViewFactory.install(_:) for the app
}

/// A header whose title is the brand's yellow: only its appearance changes.
final class BrandHeader: StoryHeaderView {
  override func setUpAppearance() {
    super.setUpAppearance()
    titleLabel.textColor = "#FFD60A"
  }
}

/// Makes the player's progress bars with a yellow fill; every other part comes from its slot.
final class BrandProgressFactory: ViewFactory {
  override func makePart<Slot: ComponentSlot>(_ slot: Slot.Type, for host: View) -> Slot.Part {
    if let progress = slot.part(for: StoryProgressSlot.self, yellowProgress) { return progress }
    return super.makePart(slot, for: host)
  }

  private func yellowProgress() -> StoryProgressView {
    let progress = StoryProgressView()
    progress.colors = ProgressBarColors(track: Color.white.withAlpha(0.35), fill: "#FFD60A")
    return progress
  }
}

@MainActor
func brandPlayer(_ player: StoryPlayerView) {
  player.components.storyHeader = BrandHeader.self  // every page's header
  player.viewFactory = BrandProgressFactory()  // before the player makes its pages
}

final class PosterCell: StoryGroupView {
  let poster = ImageView()
  let caption = Label()

  override func setUpLayout() {
    super.setUpLayout()
    VContainer(spacing: 4) {
      poster.height(120)
      caption
    }.embed(in: self)
  }

  override func populateView(storyGroup: StoryGroup?) {
    poster.url = storyGroup?.coverURL ?? storyGroup?.iconURL
    caption.text = storyGroup?.title ?? ""
  }
}

final class PosterFactory: StoryGroupViewFactory {
  func createView() -> StoryGroupView { PosterCell() }
  var size: Size { Size(width: 90, height: 150) }
}

final class HighlightedCell: DefaultStoryGroupView {
  lazy var boldTitle: Label = {
    let label = Label()
    label.font = FontDescriptor(size: 12, weight: .bold)
    return label
  }()

  override var titleLabel: Label {
    get { boldTitle }
    set {}
  }

  override func setUpAppearance() {
    super.setUpAppearance()
    ringView.unseenColors = [.green, .teal]
    seenTitleColor = .gray
  }
}

/// A card whose title is a label of its own; the picture, subtitle and price come from the slots.
final class BoldTitleCard: SwipeCardView {
  lazy var boldTitle: Label = {
    let label = Label()
    label.font = FontDescriptor(size: 24, weight: .bold)
    return label
  }()

  override var titleLabel: Label {
    get { boldTitle }
    set {}
  }
}

@MainActor
func useBoldTitleCards(in stack: SwipeCardStackView) {
  stack.components.swipeCardView = BoldTitleCard.self  // before the stack makes its cards
}

final class TrackingCellFactory: StoryGroupViewFactory {
  var taps: [String] = []

  func createView() -> StoryGroupView {
    let cell = DefaultStoryGroupView()
    cell.onAction = { [weak self] cell, action in
      if action == .select, let id = cell.storyGroup?.id { self?.taps.append(id) }
    }
    return cell
  }

  var size: Size { Size(width: 80, height: 104) }
}
