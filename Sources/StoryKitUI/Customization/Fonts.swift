import StoryKit

/// Text styles, as Dynamic Type names them.
public enum TextStyleName: String, Sendable, Hashable, CaseIterable {
  /// The smallest caption.
  case caption2
  /// Captions.
  case caption
  /// Footnotes.
  case footnote
  /// Subheadings.
  case subheadline
  /// Callouts.
  case callout
  /// Body text.
  case body
  /// Headlines (semibold body).
  case headline
  /// Third-level titles.
  case title3
  /// Second-level titles.
  case title2
  /// Titles.
  case title
  /// The largest titles.
  case largeTitle
}

/// Fonts by text style, scaled by one multiplier (the Dynamic Type analogue).
public struct Fonts: Sendable, Hashable {
  /// The family every style uses; `nil` for the platform's UI font.
  public var family: String?
  /// Scales every size; clamped to `0.5...3`.
  public var sizeMultiplier: Double {
    didSet { sizeMultiplier = Self.clampMultiplier(sizeMultiplier) }
  }
  /// Per-style replacements, used as given (then scaled by ``sizeMultiplier``).
  public var overrides: [TextStyleName: FontDescriptor]

  /// Creates fonts; the multiplier is clamped to `0.5...3`.
  public init(
    family: String? = nil, sizeMultiplier: Double = 1, overrides: [TextStyleName: FontDescriptor] = [:]
  ) {
    self.family = family
    self.sizeMultiplier = Self.clampMultiplier(sizeMultiplier)
    self.overrides = overrides
  }

  /// The font for a style, scaled.
  public func font(_ style: TextStyleName) -> FontDescriptor {
    let base =
      overrides[style]
      ?? FontDescriptor(family: family, size: Self.baseSize(style), weight: Self.baseWeight(style))
    return base.withSize(base.size * sizeMultiplier)
  }

  /// The sizes at multiplier 1, as iOS's default Dynamic Type sizes.
  public static func baseSize(_ style: TextStyleName) -> Double {
    switch style {
    case .caption2: 11
    case .caption: 12
    case .footnote: 13
    case .subheadline: 15
    case .callout: 16
    case .body: 17
    case .headline: 17
    case .title3: 20
    case .title2: 22
    case .title: 28
    case .largeTitle: 34
    }
  }

  static func baseWeight(_ style: TextStyleName) -> FontDescriptor.Weight {
    style == .headline ? .semibold : .regular
  }

  static func clampMultiplier(_ value: Double) -> Double {
    value.isFinite ? min(max(value, 0.5), 3) : 1
  }
}
