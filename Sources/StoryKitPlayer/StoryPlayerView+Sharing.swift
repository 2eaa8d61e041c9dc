import Foundation
import StoryKit
import StoryKitUI

extension StoryPlayerView {
  /// The share button: records `shared`, then hands the delegate a ``StoryKitUI/StoryShare``, the
  /// story with the link and the picture that ``StoryKitUI/View/storySharing`` asks for
  /// (a placement's ``StoryKit/PlacementConfig/share``). The picture is drawn first, so the
  /// delegate hears of the share once it is ready.
  public func share() {
    guard let playback, let group = playback.group, let story = playback.story else { return }
    analytics?.record(.shared, in: playback)
    let options = storySharing
    var share = StoryShare(
      group: group, story: story, url: options?.url(groupID: group.id, storyID: story.id))
    guard let options, options.includesImage else {
      delegate?.storyPlayer(self, didShare: share)
      return
    }
    Task { @MainActor [weak self] in
      guard let self else { return }
      share.image = await self.shareImage(options)
      self.delegate?.storyPlayer(self, didShare: share)
    }
  }

  /// The story on screen as the user sees it (its picture and layers, answers included), without
  /// the progress bars and the header, at `options`' size, with its logo; `nil` when no story is
  /// shown or no renderer is linked (`StoryKitCairo` registers one).
  ///
  /// The story is laid out at the player's width, scaled to the picture's, so its layers sit as
  /// they do on screen; the picture's height shows more or less of the story's picture. A video
  /// story shows its poster.
  public func shareImage(
    _ options: StoryShareOptions, renderer: (any ViewImageRendering)? = PlatformViewImageRenderer.current
  ) async -> StoryShareImage? {
    guard let renderer, let group = currentPage.group, bounds.width > 0 else { return nil }
    let scale = Double(options.imagePixelWidth) / bounds.width
    let size = Size(width: bounds.width, height: Double(options.imagePixelHeight) / scale)
    let root = View(frame: Rect(origin: .zero, size: size))
    adoptEnvironment(into: root, scale: scale)
    let page: StoryPageView = root.makePart(StoryPageSlot.self)
    page.currentDate = currentDate
    page.layersView.interactionStore = interactionStore
    page.layersView.userID = userID
    page.layersView.pollResults = pollResults
    root.addSubview(page)
    page.frame = root.bounds
    page.show(group, story: currentPage.storyIndex, progress: 0)
    page.isChromeHidden = true
    if let logoURL = options.logoURL { root.addSubview(logoView(logoURL, in: size)) }
    root.layoutIfNeeded()
    _ = await root.waitForVisibleImages(timeout: 5)
    guard let data = renderer.pngData(of: root, scale: scale, background: .black) else { return nil }
    return StoryShareImage(
      pngData: data, pixelWidth: options.imagePixelWidth, pixelHeight: options.imagePixelHeight)
  }

  /// What the player's page reads from its environment, for a root outside the tree: pictures
  /// arrive through the player's loader and show at once (no fade to catch halfway).
  private func adoptEnvironment(into root: View, scale: Double) {
    StoryPlayerPresenter.adopt(environmentOf: self, in: root)
    root.textEngine = textEngine
    root.clock = clock
    root.imageLoader = imageLoader
    root.displayScale = scale
    root.isReduceMotionEnabled = true
    applyStylingInputs(to: root)
  }

  /// The logo, an eighth of the picture's width (48 pt on a 390 pt story), in its bottom trailing
  /// corner, with an app icon's rounded corners (22 % of its side) and a hairline of white at
  /// 35 % round it, so its edge shows on a picture of its own colour.
  private func logoView(_ url: URL, in size: Size) -> ImageView {
    let logo = ImageView()
    logo.contentMode = .aspectFit
    logo.placeholderColor = .clear
    logo.url = url
    let side = (size.width / 8).rounded()
    logo.cornerRadius = (side * 0.22).rounded()
    logo.clipsToBounds = true
    logo.border = Border(width: 1, color: Color.white.withAlpha(0.35))
    let margin = (size.width / 24).rounded()
    let x = effectiveLayoutDirection == .rightToLeft ? margin : size.width - margin - side
    logo.frame = Rect(x: x, y: size.height - margin - side, width: side, height: side)
    return logo
  }
}
