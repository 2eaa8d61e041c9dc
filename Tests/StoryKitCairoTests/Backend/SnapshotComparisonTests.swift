import StoryKitCairo
import StoryKitSnapshotTesting
import Testing

/// How a snapshot is compared: pixels whose largest channel difference is over the tolerance
/// count, wherever they are in a row, and the largest difference is reported.
@Suite struct SnapshotComparisonTests {
  static let width = 5
  static let height = 4

  /// A grey picture, with `changes` (x, y, channel, new value) applied.
  static func picture(_ changes: [(Int, Int, Int, UInt8)] = []) -> PixelBuffer {
    var rgba = [UInt8](repeating: 128, count: width * height * 4)
    for index in stride(from: 3, to: rgba.count, by: 4) { rgba[index] = 255 }
    for (x, y, channel, value) in changes { rgba[(y * width + x) * 4 + channel] = value }
    return PixelBuffer(width: width, height: height, rgba: rgba)
  }

  @Test func theSameBytesMatchWithNothingDiffering() {
    let result = SnapshotComparison.compare(
      Self.picture(), Self.picture(), tolerance: SnapshotTolerance(pixelDistance: 0, maxDifferingFraction: 0))
    #expect(
      result.differingPixels == 0 && result.maxDistance == 0
        && result.matches(SnapshotTolerance(pixelDistance: 0, maxDifferingFraction: 0)))
  }

  @Test func differencesAreCountedOverTheThresholdInEveryRowAndChannel() {
    // Row 0 untouched; a small change (10 levels) and a large one (100, in alpha) in row 1; a
    // large one in blue at the last pixel of the last row; row 2 untouched.
    let actual = Self.picture([(4, 1, 0, 138), (0, 1, 3, 155), (4, 3, 2, 20)])
    let tolerance = SnapshotTolerance(pixelDistance: 20.0 / 255, maxDifferingFraction: 0)
    let result = SnapshotComparison.compare(actual, Self.picture(), tolerance: tolerance)
    #expect(result.differingPixels == 2)
    #expect(result.totalPixels == 20)
    #expect(abs(result.maxDistance - 108.0 / 255) < 1e-9)
    #expect(!result.matches(tolerance))
    let diff = result.diff
    #expect(diff.pixel(x: 0, y: 1).red == 255 && diff.pixel(x: 0, y: 1).green == 0)
    #expect(diff.pixel(x: 4, y: 3).red == 255 && diff.pixel(x: 4, y: 3).green == 0)
    #expect(diff.pixel(x: 4, y: 1).green > 0, "under the threshold: not marked")
  }
}
