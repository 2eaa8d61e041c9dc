import Foundation
import StoryKit
import StoryKitUI

/// StoryKit's story group cell: a gradient ring per seen state around the group's icon, the title
/// below, and badges for pinned, IVod and live groups.
///
/// ```
///        ★            pin badge (top-trailing), in the pin colour
///   ╭──────────╮
///   │  ╭────╮  │      ring: not-seen or seen gradient; rotates while the group opens
///   │  │icon│  │      icon: thematic icon by label, else the default; skeleton colour until loaded
///   │  ╰────╯  │
///   ╰───LIVE───╯ ▣    LIVE badge (live groups); camera badge (IVod) bottom-trailing
///     Title…          title: visible, colour seen / not seen, font, lines
/// ```
open class DefaultStoryGroupView: StoryGroupView {
  public let ringView = View()
  public private(set) lazy var imageView: ImageView = viewFactory.makeImageView(for: self)
  public private(set) lazy var titleLabel: Label = viewFactory.makeLabel(for: self)
  public let titleSkeleton = View()
  public let pinBadge = IconBadgeView()
  public let ivodBadge = IconBadgeView()
  public let liveBadge = LiveBadgeView()

  /// Revolutions per second of the ring while a group opens.
  public static let openingSpeed = 0.5
  private var openingStart: Double?
  private var loadingURL: URL?
  private var iconTask: Task<Void, Never>?

  open override func setUp() {
    super.setUp()
    pinBadge.icon = .pinStar
    ivodBadge.icon = .ivodCamera
  }

  open override func setUpLayout() {
    super.setUpLayout()
    for view in [ringView, imageView, titleSkeleton, titleLabel, liveBadge, pinBadge, ivodBadge] {
      addSubview(view)
    }
    titleLabel.textAlignment = .center
  }

  open override func setUpAppearance() {
    super.setUpAppearance()
    stylingDidChange()
    // The image loader is an environment value too: a cell that had none may have one now.
    if imageView.image == nil { loadIcon() }
  }

  /// The cell's styling with the appearance's defaults under it (the bar passes it resolved).
  public var effectiveStyling: StoryBarStyling {
    styling.overriding(StoryBarView.defaultStyling(for: appearance))
  }

  open override func stylingDidChange() {
    let resolved = effectiveStyling
    imageView.placeholderColor = resolved.iconBackgroundColor
    titleSkeleton.backgroundColor = resolved.iconBackgroundColor
    pinBadge.fillColor = resolved.pinIconColor ?? .black
    ivodBadge.fillColor = resolved.ivodIconColor ?? .black
    titleLabel.font = resolved.text.font
    titleLabel.numberOfLines = resolved.text.lines ?? 1
    applyGroupStyle()
    if storyGroup?.iconURL(forThematicLabel: resolved.thematicIconLabel) != loadingURL { loadIcon() }
    setNeedsLayout()
  }

  open override func populateView(storyGroup: StoryGroup?) {
    super.populateView(storyGroup: storyGroup)
    openingStart = nil
    titleLabel.text = storyGroup?.title ?? ""
    pinBadge.isHidden = storyGroup?.isPinned != true
    ivodBadge.isHidden = storyGroup?.type != .ivod
    liveBadge.isHidden = storyGroup?.type != .live
    loadIcon()
    applyGroupStyle()
    setNeedsLayout()
  }

  open override func willOpen() {
    guard effectiveStyling.animation != .disabled else { return }
    openingStart = clock.now
    applyGroupStyle()
  }

  open override func didFinishOpening() {
    openingStart = nil
    ringView.transform = .identity
    applyGroupStyle()
  }

  /// Whether the ring is animating an opening group.
  public var isOpening: Bool { openingStart != nil }

  // MARK: - Look

  private func applyGroupStyle() {
    let resolved = effectiveStyling
    guard let group = storyGroup else {
      ringView.border = nil
      titleLabel.isHidden = true
      titleSkeleton.isHidden = !(resolved.text.isVisible ?? true)
      return
    }
    titleSkeleton.isHidden = true
    titleLabel.isHidden = !(resolved.text.isVisible ?? true)
    titleLabel.textColor = group.isSeen ? resolved.text.colorSeen : resolved.text.colorNotSeen
    let gradient = (group.isSeen ? resolved.ringSeen : resolved.ringNotSeen) ?? Gradient(.black, .black)
    let metrics = StoryBarMetrics(styling: resolved)
    let center = Point(x: metrics.iconSize.width / 2, y: metrics.iconSize.height / 2)
    let dash: [Double] = isOpening && isReduceMotionEnabled ? [4, 3] : []
    ringView.border = Border(
      width: metrics.ringWidth, paint: .angular(gradient, center: center, startAngle: 3 * Double.pi / 4),
      dash: dash)
  }

  private func loadIcon() {
    let url = storyGroup?.iconURL(forThematicLabel: effectiveStyling.thematicIconLabel)
    // Reusing a cell for the same icon keeps the picture instead of flashing the placeholder.
    if url == loadingURL, imageView.image != nil { return }
    iconTask?.cancel()
    iconTask = nil
    imageView.image = nil
    loadingURL = url
    guard let url, let loader = imageLoader else { return }
    if let cached = loader.cachedImage(for: url) {
      imageView.image = cached
      return
    }
    iconTask = Task { @MainActor [weak self] in
      guard let image = try? await loader.image(for: url), !Task.isCancelled, let self, self.loadingURL == url
      else { return }
      self.imageView.image = image
    }
  }

  // MARK: - Layout

  open override func layoutSubviews() {
    super.layoutSubviews()
    let metrics = StoryBarMetrics(styling: effectiveStyling)
    let icon = Rect(
      x: (bounds.width - metrics.iconSize.width) / 2, y: 0, width: metrics.iconSize.width,
      height: metrics.iconSize.height)
    ringView.frame = icon
    ringView.cornerRadius = metrics.iconCornerRadius
    let inset = metrics.ringWidth + metrics.ringGap
    imageView.frame = icon.insetBy(dx: inset, dy: inset)
    imageView.cornerRadius = max(0, metrics.iconCornerRadius - inset)
    let titleTop = icon.maxY + metrics.titleSpacing
    // Top-aligned: one-line titles sit where the first line of two-line titles does.
    let fitting = titleLabel.fittingSize(for: Size(width: bounds.width, height: .infinity)).height
    titleLabel.frame = Rect(
      x: 0, y: titleTop, width: bounds.width, height: min(max(0, bounds.height - titleTop), fitting))
    titleSkeleton.frame = Rect(x: bounds.width * 0.2, y: titleTop + 2, width: bounds.width * 0.6, height: 10)
    titleSkeleton.cornerRadius = 5
    let diameter = metrics.badgeDiameter
    let isRightToLeft = effectiveLayoutDirection == .rightToLeft
    let trailingX = isRightToLeft ? icon.minX - diameter * 0.15 : icon.maxX - diameter * 0.85
    pinBadge.frame = Rect(x: trailingX, y: icon.minY - diameter * 0.15, width: diameter, height: diameter)
    ivodBadge.frame = Rect(x: trailingX, y: icon.maxY - diameter * 0.85, width: diameter, height: diameter)
    let liveWidth = min(icon.width, 38)
    liveBadge.frame = Rect(x: icon.midX - liveWidth / 2, y: icon.maxY - 10, width: liveWidth, height: 16)
  }

  open override func draw(in canvas: Canvas) {
    // The ring's rotation is a function of clock time, set just before the subviews draw.
    if let start = openingStart, !isReduceMotionEnabled {
      let turns = (clock.now - start) * Self.openingSpeed
      ringView.transform = .rotation(2 * Double.pi * turns.truncatingRemainder(dividingBy: 1))
    } else {
      ringView.transform = .identity
    }
  }
}

/// A round badge with an icon in white on a fill colour.
public final class IconBadgeView: View {
  public var icon: IconName = .pinStar
  public var fillColor: Color = .black

  public override func draw(in canvas: Canvas) {
    canvas.fill(.ellipse(in: bounds), with: .solid(.white))
    let inner = bounds.insetBy(dx: 1.5, dy: 1.5)
    canvas.fill(.ellipse(in: inner), with: .solid(fillColor))
    appearance.icons.draw(
      icon, in: inner.insetBy(dx: inner.width * 0.22, dy: inner.height * 0.22), color: .white, canvas: canvas)
  }
}

/// The LIVE pill of a live group.
public final class LiveBadgeView: View {
  private lazy var label: Label = viewFactory.makeLabel(for: self)

  public override func setUpLayout() {
    addSubview(label)
    label.text = "LIVE"
    label.textAlignment = .center
    label.font = FontDescriptor(size: 9, weight: .bold)
    label.isAccessibilityElement = false
  }

  public override func setUpAppearance() {
    backgroundColor = appearance.colors.alert
    border = Border(width: 1.5, color: appearance.colors.background)
    label.textColor = .white
  }

  public override func layoutSubviews() {
    cornerRadius = bounds.height / 2
    label.frame = bounds
  }
}
