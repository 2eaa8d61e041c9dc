import Foundation
import StoryKitCairo

/// How two pixel buffers differ, pixel by pixel, where a pixel's distance is its largest channel
/// difference (0...255): how many pixels are further apart than a threshold, where they are, the
/// largest distance and the sum of them all.
///
/// Snapshot comparison counts with it, and tests use it to say how far a render is from another:
///
/// ```swift
/// let distances = PixelDistances(PixelBuffer(before), PixelBuffer(after), threshold: 2)
/// #expect(distances.differing == 0, "moved pixels: \(distances.bounds.map { "\($0)" } ?? "none")")
/// ```
///
/// It runs as fast in a debug build as the test suite needs: a row with the same bytes costs one
/// `memcmp`, and a pixel with the same four bytes one comparison.
public struct PixelDistances: Sendable, Equatable {
  /// A rectangle of whole pixels: columns `x`, rows `y`.
  public struct Region: Sendable, Equatable {
    /// The columns.
    public var x: Range<Int>
    /// The rows.
    public var y: Range<Int>

    /// A region of columns `x` and rows `y`.
    public init(x: Range<Int>, y: Range<Int>) {
      self.x = x
      self.y = y
    }
  }

  /// Pixels whose distance is over the threshold.
  public let differing: Int
  /// The largest distance, 0...255.
  public let largest: Int
  /// The sum of every pixel's distance.
  public let total: Int
  /// How many pixels were compared.
  public let pixels: Int
  /// The smallest region holding every pixel over the threshold; `nil` when there is none.
  public let bounds: Region?

  /// The mean distance, 0...255; 0 when nothing was compared.
  public var mean: Double { pixels == 0 ? 0 : Double(total) / Double(pixels) }

  /// Compares `a` and `b` inside `region` (all of them without one), clipped to the pixels both
  /// buffers have. A pixel differs when its distance is over `threshold`; without
  /// `includesAlpha`, only red, green and blue count.
  public init(
    _ a: PixelBuffer, _ b: PixelBuffer, threshold: Int = 0, region: Region? = nil, includesAlpha: Bool = true
  ) {
    // A buffer whose bytes do not match its size (its `rgba` changed since) has no pixels here.
    let whole = a.rgba.count == a.width * a.height * 4 && b.rgba.count == b.width * b.height * 4
    let width = whole ? min(a.width, b.width) : 0
    let height = whole ? min(a.height, b.height) : 0
    let threshold = max(0, threshold)
    let area = region ?? Region(x: 0..<width, y: 0..<height)
    let x0 = max(0, area.x.lowerBound)
    let x1 = min(width, area.x.upperBound)
    let y0 = max(0, area.y.lowerBound)
    let y1 = min(height, area.y.upperBound)
    guard x1 > x0, y1 > y0 else {
      self.init(differing: 0, largest: 0, total: 0, pixels: 0, bounds: nil)
      return
    }
    var counts = Counts()
    let mask: UInt32 = includesAlpha ? 0xFFFF_FFFF : UInt32(0x00FF_FFFF).littleEndian
    Self.words(a) { left in
      Self.words(b) { right in
        var y = y0
        while y < y1 {
          let leftRow = left + (y &* a.width &+ x0)
          let rightRow = right + (y &* b.width &+ x0)
          if memcmp(leftRow, rightRow, (x1 &- x0) &* 4) != 0 {
            counts.add(leftRow, rightRow, columns: x0..<x1, row: y, mask: mask, threshold: threshold)
          }
          y &+= 1
        }
      }
    }
    self.init(
      differing: counts.differing, largest: counts.largest, total: counts.total,
      pixels: (x1 - x0) * (y1 - y0), bounds: counts.bounds)
  }

  private init(differing: Int, largest: Int, total: Int, pixels: Int, bounds: Region?) {
    self.differing = differing
    self.largest = largest
    self.total = total
    self.pixels = pixels
    self.bounds = bounds
  }

  /// Runs `body` with `buffer`'s pixels as 32-bit words (the array's storage is 4-byte aligned),
  /// or not at all when it has none. Typed pointers, because a debug build inlines their
  /// subscripts, where it calls generic code for every raw load.
  static func words(_ buffer: PixelBuffer, _ body: (UnsafePointer<UInt32>) -> Void) {
    buffer.rgba.withUnsafeBytes { bytes in
      bytes.withMemoryRebound(to: UInt32.self) { words in
        if let base = words.baseAddress { body(base) }
      }
    }
  }

  /// The distance of the pixels `one` and `other` (RGBA words in memory order), on the channels
  /// `mask` keeps. Not generic, and without `max` and `abs`: debug builds do not specialize, and
  /// generic code was most of a comparison's time in a profile of the suite.
  static func distance(_ one: UInt32, _ other: UInt32, mask: UInt32) -> Int {
    let left = one & mask
    let right = other & mask
    if left == right { return 0 }
    var largest = 0
    var shift: UInt32 = 0
    while shift < 32 {
      let difference = Int((left >> shift) & 0xFF) &- Int((right >> shift) & 0xFF)
      let size = difference < 0 ? 0 &- difference : difference
      if size > largest { largest = size }
      shift &+= 8
    }
    return largest
  }

  /// The running sums of one comparison.
  private struct Counts {
    var differing = 0
    var largest = 0
    var total = 0
    var minX = Int.max
    var minY = Int.max
    var maxX = Int.min
    var maxY = Int.min

    var bounds: Region? {
      differing == 0 ? nil : Region(x: minX..<(maxX + 1), y: minY..<(maxY + 1))
    }

    /// Adds the pixels of one row that differ.
    mutating func add(
      _ left: UnsafePointer<UInt32>, _ right: UnsafePointer<UInt32>, columns: Range<Int>, row: Int,
      mask: UInt32,
      threshold: Int
    ) {
      var x = columns.lowerBound
      var offset = 0
      while x < columns.upperBound {
        // Equal pixels (most of a row that differs) without a call: a debug build zeroes every
        // local of a function at each call.
        if (left[offset] ^ right[offset]) & mask == 0 {
          x &+= 1
          offset &+= 1
          continue
        }
        let distance = PixelDistances.distance(left[offset], right[offset], mask: mask)
        if distance > 0 {
          total &+= distance
          if distance > largest { largest = distance }
          if distance > threshold {
            differing &+= 1
            if x < minX { minX = x }
            if x > maxX { maxX = x }
            if row < minY { minY = row }
            if row > maxY { maxY = row }
          }
        }
        x &+= 1
        offset &+= 1
      }
    }
  }
}
