import StoryKit
import StoryKitUI

extension VideoFeedView {
  /// The label a feed without items shows; set up once.
  func setUpEmptyLabel() {
    emptyLabel.textStyle = .subheadline
    emptyLabel.textAlignment = .center
    emptyLabel.numberOfLines = 3
    emptyLabel.isHidden = true
    addSubview(emptyLabel)
  }

  /// Shows ``emptyLabel`` in the middle while there are no items, hides it otherwise.
  func layOutEmptyLabel() {
    emptyLabel.isHidden = !items.isEmpty || emptyText.isEmpty
    guard !emptyLabel.isHidden else { return }
    if emptyLabel.text != emptyText { emptyLabel.text = emptyText }
    let width = max(0, bounds.width - 32)
    let size = emptyLabel.fittingSize(for: Size(width: width, height: .infinity))
    emptyLabel.frame = Rect(
      x: (bounds.width - width) / 2, y: ((bounds.height - size.height) / 2).rounded(), width: width,
      height: size.height)
  }
}
