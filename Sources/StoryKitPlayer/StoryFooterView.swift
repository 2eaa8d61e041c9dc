import Foundation
import StoryKit
import StoryKitUI

/// The player's footer: the row at the bottom of a story, with the like button at its trailing
/// corner over a shade that rises from the bottom edge.
///
/// ```
/// │                                   │
/// │   (the story and its layers)      │
/// │░░░░░░░░░░░░░░░░░░░░░░░░░░░░░░░░░░░│  the shade fades in from clear
/// │▒▒▒▒▒▒▒▒▒▒▒▒▒▒▒▒▒▒▒▒▒▒▒▒▒▒▒▒▒▒▒ ♡ ▒│  the heart in a 44 pt target
/// ╰───────────────────────────────────╯
/// ```
///
/// It shows when the player's styling sets ``StoryKit/StoryFooterStyling/isLikeButtonVisible``
/// (the feed's `styling.player.footer.likeButtonVisible`); otherwise it draws nothing and takes
/// no touches. Right to left, the heart is at the left. Only the button takes touches: a tap
/// anywhere else in the footer's frame reaches the story's layers and the player's tap zones.
/// The page lays it out across its bottom and hides it with the rest of the chrome while a story
/// is held; the app replaces it through ``StoryKitUI/Components/storyFooter``.
open class StoryFooterView: View {
  /// The styling in effect: the player's app styling over its server styling over the
  /// appearance, resolved for the appearance's theme and text scale.
  public var resolvedStyling: ResolvedStoryPlayerStyling { resolvedStyling(ResolvedStoryPlayerStyling.self) }

  /// Called by the like button.
  public var onToggleLike: (@MainActor () -> Void)?

  /// The like button: a heart, outlined in the header's text colour until the user likes the
  /// story.
  open lazy var likeButton = StoryLikeButton()

  /// The shade under the button, so its outline reads on a white picture.
  open lazy var shadeView: PlayerScrimView = makePart(StoryScrimSlot.self)

  /// The row the buttons sit in, in points, above ``bottomInset``.
  public static let rowHeight = 44.0
  /// The gap between the row and the page's bottom edge, in points.
  public static let bottomInset = 16.0
  /// The gap between the button's target and the trailing edge, in points: the heart's glyph
  /// then sits about as far in as the header's close glyph.
  public static let trailingInset = 6.0
  /// How far above the row the shade fades out, in points.
  public static let fadeHeight = 80.0
  /// The shade's black behind the row: a white outline on a white picture under it has 3.3:1,
  /// above the 3:1 a control needs.
  public static let shadeAlpha = 0.45

  /// The footer's height: the shade's fade, the row and the gap under it.
  public static var height: Double { fadeHeight + rowHeight + bottomInset }

  /// Whether the footer shows anything: the like button, when the styling turns it on.
  public var showsContent: Bool { !likeButton.isHidden }

  /// The top of the button row, in the footer's coordinates: what the page keeps captions above.
  public var rowTop: Double { bounds.height - Self.bottomInset - Self.rowHeight }

  open override func setUpLayout() {
    super.setUpLayout()
    addSubview(shadeView)
    addSubview(likeButton)
    shadeView.edge = .bottom
    shadeView.topAlpha = Self.shadeAlpha
    likeButton.onTap = { [weak self] in self?.onToggleLike?() }
  }

  /// The look, from the player's styling in the environment: which buttons show and their colour.
  open override func setUpAppearance() {
    super.setUpAppearance()
    let styling = resolvedStyling
    likeButton.tintColor = styling.headerTextColor
    likeButton.isHidden = !styling.isLikeButtonVisible
    shadeView.isHidden = !showsContent
    setNeedsLayout()
  }

  /// Only a button takes a touch: the rest of the footer lets it through to what is under it.
  open override func hitTest(_ point: Point) -> View? {
    let hit = super.hitTest(point)
    return hit === self || hit === shadeView ? nil : hit
  }

  /// The page's width by ``height``.
  open override func sizeThatFits(_ proposal: Size) -> Size {
    Size(width: proposal.width.isFinite ? proposal.width : 0, height: Self.height)
  }

  open override func layoutSubviews() {
    super.layoutSubviews()
    shadeView.frame = bounds
    shadeView.chromeBottom = Self.bottomInset + Self.rowHeight
    var frame = Rect(
      x: bounds.width - Self.trailingInset - Self.rowHeight, y: rowTop, width: Self.rowHeight,
      height: Self.rowHeight)
    if effectiveLayoutDirection == .rightToLeft { frame.origin.x = bounds.width - frame.maxX }
    likeButton.frame = frame
  }
}
