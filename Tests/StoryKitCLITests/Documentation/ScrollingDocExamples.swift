// docs/scrolling.md's examples, compiled by the tests.
import StoryKit
import StoryKitUI

@MainActor
final class ChipRowView: View {
  var titles: [String] = [] {
    didSet { scroller.reloadData() }
  }
  /// The chip a drag or a fling came to rest on.
  var onChipSettled: ((Int) -> Void)?

  lazy var scroller = Scroller<UniformScrollLayout, Label>(host: self) { [unowned self] in
    UniformScrollLayout(
      axis: .horizontal, itemCount: titles.count, itemLength: 96, spacing: 8,
      leadingInset: 16, trailingInset: 16, crossLength: bounds.height)
  } makeView: { _ in
    Label()
  }

  override func setUp() {
    super.setUp()
    scroller.snapping = .items
    scroller.overscan = 96  // one chip made ahead on either side
    scroller.prepareView = { [unowned self] label, item in label.text = titles[item] }
    scroller.onSettle = { [unowned self] slot, _ in
      if let slot { onChipSettled?(slot) }
    }
    addGestureRecognizer(scroller.makePanGestureRecognizer())
  }

  override func layoutSubviews() {
    super.layoutSubviews()
    scroller.layOut()  // moves the content on to the clock's now and places the item views
  }

  override func nextFrameTime(now: Double) -> Double? {
    scroller.nextFrameTime(now: now)  // now while it slides or glides, else nil: idle
  }

  override func advanceFrame(to now: Double) {
    super.advanceFrame(to: now)
    if scroller.isMoving { setNeedsLayout() }
  }
}
