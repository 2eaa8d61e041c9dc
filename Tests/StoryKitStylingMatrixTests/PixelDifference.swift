import StoryKitCairo
import StoryKitSnapshotTesting
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
    guard baseline.rgba.count == other.rgba.count, clipped.width > 0, clipped.height > 0 else {
      count = 0
      bounds = nil
      return
    }
    let pixels = PixelDistances.Region(
      x: Int(clipped.minX.rounded(.down))..<Int(clipped.maxX.rounded(.up)),
      y: Int(clipped.minY.rounded(.down))..<Int(clipped.maxY.rounded(.up)))
    let distances = PixelDistances(baseline, other, threshold: limit, region: pixels)
    count = distances.differing
    bounds = distances.bounds.map {
      Rect(
        x: Double($0.x.lowerBound), y: Double($0.y.lowerBound), width: Double($0.x.count),
        height: Double($0.y.count))
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
