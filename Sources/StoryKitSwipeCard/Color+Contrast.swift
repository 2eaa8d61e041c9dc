import Foundation
import StoryKit
import StoryKitUI

extension Color {
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
