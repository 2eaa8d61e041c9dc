import StoryKitCairo
import StoryKitUI

/// Whether two views draw the same pixels at `scale` on white, as a snapshot compares them (with
/// ``SnapshotTolerance``'s defaults: shape tiles cached by an earlier frame may move an edge pixel
/// by a step of antialiasing). For tests that check a state reached by input against the same
/// state set in code.
@MainActor
public func drawsTheSamePixels(_ view: View, _ other: View, scale: Double = 2) -> Bool {
  func pixels(_ view: View) -> PixelBuffer {
    let bitmap = Bitmap(size: view.frame.size, scale: scale, background: .white)
    bitmap.render(view)
    return PixelBuffer(bitmap)
  }
  let tolerance = SnapshotTolerance()
  return SnapshotComparison.compare(pixels(view), pixels(other), tolerance: tolerance).matches(tolerance)
}
