import StoryKit

@testable import StoryKitUI

/// The fixed-width estimate (5 pt per character at 10 pt): the test process links the Cairo
/// backend, whose Pango engine is the platform's, so tests that count characters opt in to this.
let fixedMetrics = FixedWidthTextEngine()

/// A view that wants a fixed size, whatever it is offered.
final class FixedView: View {
  var natural = Size.zero

  convenience init(_ width: Double, _ height: Double) {
    self.init(frame: .zero)
    natural = Size(width: width, height: height)
  }

  override func sizeThatFits(_ proposal: Size) -> Size { natural }
}

/// A view that counts its lifecycle calls.
class CountingView: View {
  var counts: [String: Int] = [:]
  var log: [String] = []

  struct Content: Equatable { var title: String }
  var content: Content? {
    didSet { contentDidChange() }
  }

  private func note(_ name: String) {
    counts[name, default: 0] += 1
    log.append(name)
  }

  override func setUp() { note("setUp") }
  override func setUpLayout() { note("setUpLayout") }
  override func setUpAppearance() { note("setUpAppearance") }
  override func updateContent() { note("updateContent") }
}

extension Rect {
  /// Frames compared to a hundredth of a point.
  func isClose(to other: Rect, tolerance: Double = 0.01) -> Bool {
    abs(minX - other.minX) <= tolerance && abs(minY - other.minY) <= tolerance
      && abs(width - other.width) <= tolerance && abs(height - other.height) <= tolerance
  }
}
