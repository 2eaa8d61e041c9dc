import StoryKitCairo
import StoryKitUI

/// Where two renders of one size differ, pixel by pixel.
struct PixelDifference {
  /// How far apart a channel must be, out of 1, for the pixel to count as changed.
  static let channelTolerance = 0.06
  /// How many changed pixels show a property: more than anti-aliasing noise.
  static let minimumChangedPixels = 12

  /// How many pixels inside the region changed.
  let count: Int
  /// The smallest rectangle around the changed pixels, for failure messages.
  let bounds: Rect?

  /// Compares `region` (in points; the renders are at scale 1) of two renders of one size;
  /// without a region, all of them.
  init(_ baseline: PixelBuffer, _ other: PixelBuffer, in region: Rect? = nil) {
    let whole = Rect(x: 0, y: 0, width: Double(baseline.width), height: Double(baseline.height))
    let clipped = region.map { $0.intersection(whole) } ?? whole
    let limit = Int(Self.channelTolerance * 255)
    var count = 0
    var box: (minX: Int, minY: Int, maxX: Int, maxY: Int)?
    let width = baseline.width
    if baseline.rgba.count == other.rgba.count, clipped.width > 0, clipped.height > 0 {
      // Through raw buffers: the suite compares hundreds of renders in a debug build.
      baseline.rgba.withUnsafeBufferPointer { left in
        other.rgba.withUnsafeBufferPointer { right in
          for y in Int(clipped.minY.rounded(.down))..<Int(clipped.maxY.rounded(.up)) {
            for x in Int(clipped.minX.rounded(.down))..<Int(clipped.maxX.rounded(.up)) {
              let offset = (y * width + x) * 4
              let changed =
                abs(Int(left[offset]) - Int(right[offset])) > limit
                || abs(Int(left[offset + 1]) - Int(right[offset + 1])) > limit
                || abs(Int(left[offset + 2]) - Int(right[offset + 2])) > limit
                || abs(Int(left[offset + 3]) - Int(right[offset + 3])) > limit
              guard changed else { continue }
              count += 1
              box = (
                min(box?.minX ?? x, x), min(box?.minY ?? y, y), max(box?.maxX ?? x, x), max(box?.maxY ?? y, y)
              )
            }
          }
        }
      }
    }
    self.count = count
    bounds = box.map {
      Rect(
        x: Double($0.minX), y: Double($0.minY), width: Double($0.maxX - $0.minX + 1),
        height: Double($0.maxY - $0.minY + 1))
    }
  }

  /// The same comparison, off the main actor: a row's test awaits it while the main actor renders
  /// other rows. On the main actor, the comparisons held it for ~3 s of a full run (perf).
  @concurrent
  static func between(_ baseline: PixelBuffer, _ other: PixelBuffer, in region: Rect? = nil) async -> Self {
    PixelDifference(baseline, other, in: region)
  }

  /// Whether enough pixels changed to show a property.
  var showsChange: Bool { count > Self.minimumChangedPixels }
}
