import StoryKitCairo

/// The result of comparing two pixel buffers.
public struct SnapshotComparison: Sendable {
  /// Pixels whose largest channel difference exceeds the tolerance.
  public let differingPixels: Int
  /// All pixels compared.
  public let totalPixels: Int
  /// The largest channel difference found, 0...1.
  public let maxDistance: Double
  /// Red where pixels differ, a faint copy of the expected image elsewhere.
  public let diff: PixelBuffer
  /// Whether the sizes matched at all.
  public let sizesMatch: Bool

  /// The fraction of pixels that differ.
  public var differingFraction: Double {
    totalPixels == 0 ? 0 : Double(differingPixels) / Double(totalPixels)
  }

  /// Whether the images match within a tolerance.
  public func matches(_ tolerance: SnapshotTolerance) -> Bool {
    sizesMatch && differingFraction <= tolerance.maxDifferingFraction
  }

  /// Compares `actual` with `expected`.
  public static func compare(
    _ actual: PixelBuffer, _ expected: PixelBuffer, tolerance: SnapshotTolerance
  )
    -> SnapshotComparison
  {
    guard actual.width == expected.width, actual.height == expected.height else {
      return SnapshotComparison(
        differingPixels: max(actual.width * actual.height, expected.width * expected.height),
        totalPixels: max(1, expected.width * expected.height), maxDistance: 1, diff: actual, sizesMatch: false
      )
    }
    let threshold = Int((tolerance.pixelDistance * 255).rounded())
    var differing = 0
    var maxChannel = 0
    var diff = [UInt8](repeating: 0, count: expected.rgba.count)
    for index in stride(from: 0, to: expected.rgba.count, by: 4) {
      var channel = 0
      for offset in 0..<4 {
        channel = max(channel, abs(Int(actual.rgba[index + offset]) - Int(expected.rgba[index + offset])))
      }
      maxChannel = max(maxChannel, channel)
      if channel > threshold {
        differing += 1
        diff[index] = 255
        diff[index + 3] = 255
      } else {
        let grey = UInt8(200 + Int(expected.rgba[index]) / 5)
        diff[index] = grey
        diff[index + 1] = grey
        diff[index + 2] = grey
        diff[index + 3] = 255
      }
    }
    return SnapshotComparison(
      differingPixels: differing, totalPixels: expected.width * expected.height,
      maxDistance: Double(maxChannel) / 255,
      diff: PixelBuffer(width: expected.width, height: expected.height, rgba: diff), sizesMatch: true)
  }
}
