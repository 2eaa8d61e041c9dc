import Foundation
import StoryKit

extension Color {
  /// WCAG 2's relative luminance of the colour's sRGB components, `0...1` (opacity ignored).
  public var relativeLuminance: Double {
    func linear(_ component: Double) -> Double {
      component <= 0.040_45 ? component / 12.92 : pow((component + 0.055) / 1.055, 2.4)
    }
    return 0.2126 * linear(red) + 0.7152 * linear(green) + 0.0722 * linear(blue)
  }

  /// WCAG 2's contrast ratio of two opaque colours, `1...21` (4.5 is the minimum for body text).
  public func contrastRatio(with other: Color) -> Double {
    let (first, second) = (relativeLuminance, other.relativeLuminance)
    return (max(first, second) + 0.05) / (min(first, second) + 0.05)
  }

  /// Black or white, whichever contrasts more with this colour: text drawn on it.
  public var readableForeground: Color {
    contrastRatio(with: .white) >= contrastRatio(with: .black) ? .white : .black
  }
}
