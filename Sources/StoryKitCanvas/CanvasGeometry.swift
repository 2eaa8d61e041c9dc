import StoryKit
import StoryKitUI

/// Where a canvas of an aspect ratio goes in the bounds it is given: the largest box of that ratio
/// that fits, centred, in whole points.
///
/// ```
/// ┌──────────────────────────┐
/// │letterbox│  canvas  │     │   bounds wider than the canvas: bars at the sides
/// │         │   box    │     │
/// └──────────────────────────┘
/// ```
///
/// A ratio that is not a positive number is drawn square; one outside ``supportedRatios`` is
/// clamped into it. ``ratioProblem(_:)`` says what was wrong, for the warning.
public enum CanvasGeometry {
  /// The aspect ratios a canvas draws at, width to height: from 1:16 to 16:1
  /// (``CanvasContent/supportedAspectRatios``).
  public static let supportedRatios: ClosedRange<Double> = CanvasContent.supportedAspectRatios

  /// The ratio drawn for a feed's `ratio`: itself when supported, clamped into
  /// ``supportedRatios`` when too small or too large, 1 when not a positive number.
  public static func effectiveRatio(_ ratio: Double) -> Double {
    guard ratio.isFinite, ratio > 0 else { return 1 }
    return min(max(ratio, supportedRatios.lowerBound), supportedRatios.upperBound)
  }

  /// What is wrong with a feed's `ratio` and what is drawn instead, or `nil` when it is drawn as
  /// it is.
  public static func ratioProblem(_ ratio: Double) -> String? {
    let drawn = effectiveRatio(ratio)
    guard drawn != ratio else { return nil }
    let range = "\(supportedRatios.lowerBound)...\(supportedRatios.upperBound)"
    guard ratio.isFinite, ratio > 0 else {
      return "expected a positive aspect ratio (width / height), found \(ratio); drawing it square (1)"
    }
    return "expected an aspect ratio (width / height) in \(range), found \(ratio); drawing it at \(drawn)"
  }

  /// The box of `ratio` (already effective) fitted inside `bounds` and centred, with its edges on
  /// whole points; empty when `bounds` is.
  public static func box(in bounds: Rect, ratio: Double) -> Rect {
    let ratio = effectiveRatio(ratio)
    guard bounds.width.isFinite, bounds.height.isFinite, bounds.width > 0, bounds.height > 0 else {
      return Rect(
        x: bounds.minX.isFinite ? bounds.minX : 0, y: bounds.minY.isFinite ? bounds.minY : 0, width: 0,
        height: 0)
    }
    var width = bounds.width
    var height = width / ratio
    if height > bounds.height {
      height = bounds.height
      width = height * ratio
    }
    let minX = (bounds.minX + (bounds.width - width) / 2).rounded()
    let minY = (bounds.minY + (bounds.height - height) / 2).rounded()
    let maxX = (bounds.minX + (bounds.width + width) / 2).rounded()
    let maxY = (bounds.minY + (bounds.height + height) / 2).rounded()
    return Rect(x: minX, y: minY, width: max(0, maxX - minX), height: max(0, maxY - minY))
  }

  /// The height a canvas of `ratio` takes at `width`, for hosts sizing the placement.
  public static func height(forWidth width: Double, ratio: Double) -> Double {
    guard width.isFinite, width > 0 else { return 0 }
    return width / effectiveRatio(ratio)
  }
}
