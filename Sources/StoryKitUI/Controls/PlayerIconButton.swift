import Foundation
import StoryKit

/// A header button of the player (close, share): the appearance's icon, or a picture from a URL
/// (seed 000's `closeIconUrl` / `shareIconUrl`) once it has loaded, 44 pt to touch.
open class PlayerIconButton: View {
  /// The appearance's icon, drawn while no picture from ``iconURL`` shows.
  public var icon: IconName = .close {
    didSet { if icon != oldValue { setNeedsDisplay() } }
  }

  /// The icon's colour.
  public var tintColor: Color = .white {
    didSet { if tintColor != oldValue { setNeedsDisplay() } }
  }

  /// A replacement icon; the appearance's icon shows until it loads, and if it fails.
  public var iconURL: URL? {
    didSet { if iconURL != oldValue { pictureView.url = iconURL } }
  }

  /// Called when the button is tapped.
  public var onTap: (@MainActor () -> Void)?

  /// The replacement icon's picture.
  open lazy var pictureView: ImageView = viewFactory.makeImageView(for: self)

  /// The icon's side, in points, centred in the button.
  public var iconSide = 22.0 {
    didSet { if iconSide != oldValue { setNeedsLayout() } }
  }

  public required init(frame: Rect) {
    super.init(frame: frame)
    isAccessibilityElement = true
    accessibilityTraits = .button
    addGestureRecognizer(TapGestureRecognizer { [weak self] _ in self?.onTap?() })
  }

  open override func setUpLayout() {
    super.setUpLayout()
    pictureView.contentMode = .aspectFit
    pictureView.placeholderColor = .clear
    pictureView.transition = .none
    pictureView.isUserInteractionEnabled = false
    addSubview(pictureView)
  }

  open override func sizeThatFits(_ proposal: Size) -> Size { Size(width: 44, height: 44) }

  open override func layoutSubviews() {
    super.layoutSubviews()
    pictureView.frame = iconRect
  }

  /// Where the icon goes: ``iconSide`` square, centred.
  public var iconRect: Rect {
    let side = min(iconSide.isFinite ? max(0, iconSide) : 22, bounds.width, bounds.height)
    return Rect(x: (bounds.width - side) / 2, y: (bounds.height - side) / 2, width: side, height: side)
  }

  open override func draw(in canvas: Canvas) {
    if case .loaded = pictureView.loadState { return }
    appearance.icons.draw(icon, in: iconRect, color: tintColor, canvas: canvas)
  }
}
