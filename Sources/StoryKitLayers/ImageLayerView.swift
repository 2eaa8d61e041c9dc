import Foundation
import StoryKit
import StoryKitUI

/// A picture layer (a sticker, a logo), loaded through the environment's image pipeline and
/// fitted to its frame. Taps go through to the story.
final class ImageLayerView: StoryLayerView {
  /// The picture, made by the view factory so an app's image view renders it.
  private(set) lazy var imageView: ImageView = makePart(ImageViewSlot.self)

  override var isInteractive: Bool { false }

  required init(frame: Rect) {
    super.init(frame: frame)
    isAccessibilityElement = true
    accessibilityTraits = .image
  }

  override func setUpLayout() {
    super.setUpLayout()
    imageView.contentMode = .aspectFit
    imageView.placeholderColor = .clear
    imageView.isUserInteractionEnabled = false
    addSubview(imageView)
  }

  override func updateContent() {
    super.updateContent()
    if case .image(let url) = layer.kind { imageView.url = url }
  }

  override func layoutSubviews() {
    super.layoutSubviews()
    imageView.frame = bounds
  }
}
