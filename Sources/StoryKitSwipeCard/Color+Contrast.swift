import Foundation
import StoryKit
import StoryKitUI

extension Color {
  /// WCAG 2's relative luminance of the opaque colour, `0...1`.
  var relativeLuminance: Double {
    func linear(_ component: Double) -> Double {
      component <= 0.04045 ? component / 12.92 : pow((component + 0.055) / 1.055, 2.4)
    }
    return 0.2126 * linear(red) + 0.7152 * linear(green) + 0.0722 * linear(blue)
  }

  /// WCAG 2's contrast ratio of two opaque colours, `1...21`.
  func contrastRatio(with other: Color) -> Double {
    let (first, second) = (relativeLuminance, other.relativeLuminance)
    return (max(first, second) + 0.05) / (min(first, second) + 0.05)
  }

  /// A quieter version of this (text) colour on `background`: `amount` of the way towards the
  /// background, or less — as far back towards this colour as it takes to keep
  /// `minimumContrast` against the background. When this colour itself has less, it is returned.
  ///
  /// ```swift
  /// title.secondary(on: cardBackground)  // #1C1C1E on #F4F4F4 → #6A6A6C, 5:1
  /// ```
  func secondary(on background: Color, amount: Double = 0.4, minimumContrast: Double = 5) -> Color {
    // Steps of 2 %: fine enough to land within a shade of the limit, and at most 20 tries.
    var step = max(0, min(amount, 1))
    while step > 0 {
      let candidate = mixed(with: background, amount: step)
      if candidate.contrastRatio(with: background) >= minimumContrast { return candidate }
      step -= 0.02
    }
    return self
  }

  /// This colour, moved towards `target` only as far as it takes to keep `minimumContrast`
  /// against `background` (unchanged when it already has it).
  func readable(on background: Color, towards target: Color, minimumContrast: Double = 5) -> Color {
    var step = 0.0
    while step < 1 {
      let candidate = mixed(with: target, amount: step)
      if candidate.contrastRatio(with: background) >= minimumContrast { return candidate }
      step += 0.02
    }
    return target
  }
}
