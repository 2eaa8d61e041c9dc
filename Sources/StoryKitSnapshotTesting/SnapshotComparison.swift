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
    guard sizesMatch else { return actual }
    var diff = [UInt8](repeating: 0, count: expected.rgba.count)
    actual.rgba.withUnsafeBufferPointer { a in
      expected.rgba.withUnsafeBufferPointer { e in
        guard let left = a.baseAddress, let right = e.baseAddress, a.count == e.count else { return }
        for index in stride(from: 0, to: e.count, by: 4) {
          if Self.distance(left, right, at: index) > threshold {
            diff[index] = 255
            diff[index + 3] = 255
          } else {
            let grey = UInt8(200 + Int(e[index]) / 5)
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
    var differing = 0
    var maxChannel = 0
    // Identical bytes (the common case) are found with one memcmp; otherwise one pass through raw
    // buffers, since debug builds check and retain on every array access.
    let identical = actual.rgba.withUnsafeBytes { a in
      expected.rgba.withUnsafeBytes { e in
        guard a.count == e.count, let left = a.baseAddress, let right = e.baseAddress else {
          return a.count == e.count
        }
        return memcmp(left, right, a.count) == 0
      }
    }
    if !identical {
      // Row by row: a row with the same bytes (most of them, in a near match) is one memcmp;
      // in the others, a pixel with the same four bytes is one comparison of words.
      actual.rgba.withUnsafeBufferPointer { a in
        expected.rgba.withUnsafeBufferPointer { e in
          guard let left = a.baseAddress, let right = e.baseAddress, a.count == e.count else { return }
          let rowBytes = expected.width * 4
          var row = 0
          while row < expected.height {
            let start = row &* rowBytes
            row &+= 1
            if memcmp(left + start, right + start, rowBytes) == 0 { continue }
            var index = start
            while index < start &+ rowBytes {
              let channel = Self.distance(left, right, at: index)
              index &+= 4
              if channel == 0 { continue }
              if channel > maxChannel { maxChannel = channel }
              if channel > threshold { differing &+= 1 }
            }
          }
        }
      }
    }
    return SnapshotComparison(
      differingPixels: differing, totalPixels: expected.width * expected.height,
      maxDistance: Double(maxChannel) / 255, sizesMatch: true, actual: actual, expected: expected,
      threshold: threshold)
  }

  /// The largest channel difference of the pixel at byte `index`, 0...255. Not generic, and
  /// without `max` and `abs`: debug builds do not specialize, and the generic version was most of
  /// a comparison's time in a profile of the test suite.
  private static func distance(
    _ a: UnsafePointer<UInt8>, _ e: UnsafePointer<UInt8>, at index: Int
  ) -> Int {
    if UnsafeRawPointer(a + index).loadUnaligned(as: UInt32.self)
      == UnsafeRawPointer(e + index).loadUnaligned(as: UInt32.self)
    {
      return 0
    }
    var channel = 0
    var offset = 0
    while offset < 4 {
      let difference = Int(a[index &+ offset]) &- Int(e[index &+ offset])
      let size = difference < 0 ? 0 &- difference : difference
      if size > channel { channel = size }
      offset &+= 1
    }
    return channel
  }
}
