import StoryKit
import StoryKitUI

/// A way to render the same view: light or dark, left-to-right or right-to-left, regular or
/// large text.
public enum SnapshotVariant: String, Sendable, Hashable, CaseIterable {
  /// The light theme, left to right.
  case light
  /// The dark theme, left to right.
  case dark
  /// The light theme, right to left.
  case rtl
  /// The light theme with text 1.5 times larger.
  case largeText

  /// The appearance of the host view.
  @MainActor
  public func appearance(base: Appearance = .default) -> Appearance {
    var appearance = base
    switch self {
    case .light, .rtl: appearance.theme = .light
    case .dark: appearance.theme = .dark
    case .largeText:
      appearance.theme = .light
      appearance.fonts.sizeMultiplier = 1.5
    }
    return appearance
  }

  /// The layout direction of the host view.
  public var layoutDirection: LayoutDirection {
    self == .rtl ? .rightToLeft : .leftToRight
  }
}

/// How different two snapshots may be and still match: per-pixel colour distance (the largest
/// channel difference, 0...1) and the fraction of pixels allowed past it.
///
/// The defaults let antialiasing noise pass and fail a one-pixel-wide ring change: a 1 px ring
/// around a 64 pt icon at 2x changes about 400 of 16,384 pixels (2.4 %), far over 0.1 %.
public struct SnapshotTolerance: Sendable, Hashable {
  /// A pixel differs when a channel differs by more than this (0...1).
  public var pixelDistance: Double
  /// The largest fraction of differing pixels that still matches.
  public var maxDifferingFraction: Double

  /// Creates a tolerance; both values are clamped to `0...1`.
  public init(pixelDistance: Double = 0.06, maxDifferingFraction: Double = 0.001) {
    self.pixelDistance = min(max(pixelDistance, 0), 1)
    self.maxDifferingFraction = min(max(maxDifferingFraction, 0), 1)
  }
}
