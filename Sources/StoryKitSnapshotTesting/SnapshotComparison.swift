import Foundation
import StoryKitCairo

/// The result of comparing two pixel buffers.
public struct SnapshotComparison: Sendable {
  /// Pixels whose largest channel difference exceeds the tolerance.
  public let differingPixels: Int
  /// All pixels compared.
  public let totalPixels: Int
  /// The largest channel difference found, 0...1.
  public let maxDistance: Double
  /// Whether the sizes matched at all.
  public let sizesMatch: Bool

  private let actual: PixelBuffer
  private let expected: PixelBuffer
  private let threshold: Int

  /// Red where pixels differ, a faint copy of the expected image elsewhere; the actual image when
  /// the sizes differ. Made when asked for: a passing snapshot never needs it.
  public var diff: PixelBuffer {
    let pixels = expected.width * expected.height
    guard sizesMatch, actual.rgba.count == pixels * 4, expected.rgba.count == pixels * 4 else {
      return actual
    }
    var diff = [UInt8](repeating: 0, count: expected.rgba.count)
    let bytes = expected.rgba
    PixelDistances.words(actual) { a in
      PixelDistances.words(expected) { e in
        for pixel in 0..<pixels {
          let index = pixel * 4
          if PixelDistances.distance(a[pixel], e[pixel], mask: 0xFFFF_FFFF) > threshold {
            diff[index] = 255
            diff[index + 3] = 255
          } else {
            let grey = UInt8(200 + Int(bytes[index]) / 5)
            diff[index] = grey
            diff[index + 1] = grey
            diff[index + 2] = grey
            diff[index + 3] = 255
          }
        }
      }
    }
    return PixelBuffer(width: expected.width, height: expected.height, rgba: diff)
  }

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
    let threshold = Int((tolerance.pixelDistance * 255).rounded())
    guard actual.width == expected.width, actual.height == expected.height else {
      return SnapshotComparison(
        differingPixels: max(actual.width * actual.height, expected.width * expected.height),
        totalPixels: max(1, expected.width * expected.height), maxDistance: 1, sizesMatch: false,
        actual: actual, expected: expected, threshold: threshold)
    }
    let distances = PixelDistances(actual, expected, threshold: threshold)
    return SnapshotComparison(
      differingPixels: distances.differing, totalPixels: expected.width * expected.height,
      maxDistance: Double(distances.largest) / 255, sizesMatch: true, actual: actual, expected: expected,
      threshold: threshold)
  }
}
