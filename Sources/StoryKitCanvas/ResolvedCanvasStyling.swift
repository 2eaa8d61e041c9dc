import StoryKit
import StoryKitUI

/// The canvas's styling with every value decided, for one theme: what the canvas draws with.
///
/// The canvas resolves it whenever its styling or its appearance changes, in one order — server
/// styling < app styling < the appearance — theme by theme:
///
/// ```
/// colour for theme T = app[T] ?? server[T] ?? appearance(T)    // a Themed value set for one theme
/// measure            = app ?? server ?? StoryKit's default     // never applies to the other
/// ```
///
/// Defaults: a clear letterbox (the app's background shows around the box), the appearance's
/// background behind layers when the canvas content has no colour, the appearance's separator
/// for a border, square corners and no border. The layers' font resolves apart, as
/// ``StoryKitLayers/ResolvedStoryLayerStyling``, shared with the player.
public struct ResolvedCanvasStyling: ResolvedStyling {
  public static var unset: CanvasStyling { CanvasStyling() }

  /// The theme these colours are for.
  public var theme: Theme
  /// The radius of the box's corners, `0...1000`.
  public var cornerRadius: Double
  /// What fills the space around the box.
  public var letterboxColor: Color
  /// The box's background when the content has none.
  public var backgroundColor: Color
  /// The line around the box.
  public var borderColor: Color
  /// The width of that line, `0...100`; 0 draws none.
  public var borderWidth: Double

  /// Resolves app styling over server styling, with the appearance filling the rest. Measures
  /// that are not numbers or out of range fall back to the defaults.
  /// - Parameters:
  ///   - app: Styling set in code.
  ///   - server: Styling from the feed.
  ///   - appearance: The theme, colours and fonts of the canvas's tree.
  public init(app: CanvasStyling, server: CanvasStyling, appearance: Appearance) {
    let chosen = app.overriding(server)
    let theme = appearance.theme
    let colors = appearance.colors
    self.theme = theme
    cornerRadius = Self.clamped(chosen.cornerRadius, to: CanvasStyling.cornerRadiusRange) ?? 0
    letterboxColor = chosen.letterboxColor?[theme] ?? .clear
    backgroundColor = chosen.backgroundColor?[theme] ?? colors.background
    borderColor = chosen.borderColor?[theme] ?? colors.separator
    borderWidth = Self.clamped(chosen.borderWidth, to: CanvasStyling.borderWidthRange) ?? 0
  }

  private static func clamped(_ value: Double?, to range: ClosedRange<Double>) -> Double? {
    guard let value, value.isFinite else { return nil }
    return min(max(value, range.lowerBound), range.upperBound)
  }
}
