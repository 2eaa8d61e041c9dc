import StoryKit
import StoryKitUI

/// The countdown card's fonts and rows at one fit factor.
///
/// In a frame too short for the card at its natural size, every text of the card (the heading,
/// the digits, the unit labels, the button's title) and the spacing between them shrink by the
/// same factor, so the card keeps its proportions: the digits stay the largest text. No font goes
/// under a legible floor (``legibleTextSize`` points,
/// ``legibleDigitSize`` for the digits, so they stay larger than their labels), even in a story so
/// small that the natural sizes are under it. The floor is the same with large text: there the
/// card shrinks further before it gives up its heading.
/// When the card does not fit even with every text at its floor, the heading makes way (it is
/// still spoken, with the time left, by a screen reader), and the digits, their labels and the
/// button keep their legible sizes. In a frame too short even for that, the card stays legible
/// and overflows its frame evenly above and below: text too small to read is worse than a card
/// over its neighbours, and the feed's author sees it at once.
struct CountdownCardMetrics: Equatable {
  /// The smallest text the card draws, in points: heading, labels, button.
  static let legibleTextSize = 12.0
  /// The digits' floor, in points: above ``legibleTextSize`` so the digits
  /// never look smaller than the labels under them.
  static let legibleDigitSize = 16.0
  /// The smallest factor the spacing and the natural sizes shrink to.
  static let smallestFit = 0.45

  /// The factor the card's natural sizes are multiplied by (before each text's floor).
  var fit: Double
  /// Whether the heading is drawn; `false` only when the card cannot fit with it.
  var showsTitle: Bool
  var titleFont: FontDescriptor
  var digitFont: FontDescriptor
  var unitFont: FontDescriptor
  var buttonFont: FontDescriptor
  /// The "Ended" text, in place of the digits and the button once the countdown has ended.
  var endedFont: FontDescriptor
  /// Row heights: the heading (0 without it), the digit boxes, the unit labels, the button.
  var title: Double
  var digits: Double
  var units: Double
  var button: Double
  /// Story points per design point times ``fit``: the unit of the card's spacing.
  var space: Double

  /// The card's inset above its first row and under the button: 14 pt at a 390 pt story times
  /// ``fit``, never under 8 pt, so a squeezed card's button does not touch its edge.
  var inset: Double { max(14 * space, 8) }

  /// The offset of the digit boxes from the card's top.
  var digitsTop: Double { inset + (showsTitle ? title + 10 * space : 0) }

  /// The card's height.
  var card: Double { digitsTop + digits + 4 * space + units + 10 * space + button + inset }

  /// The metrics of `view`'s card at `fit`, with or without its heading.
  @MainActor init(for view: CountdownLayerView, fit: Double, showsTitle: Bool) {
    self.fit = fit
    self.showsTitle = showsTitle
    let text = Self.legibleTextSize
    let digit = Self.legibleDigitSize
    titleFont = view.layerFont(17, weight: .semibold, fit: fit, floor: text)
    digitFont = view.layerFont(28, weight: .bold, fit: fit, floor: digit)
    unitFont = view.layerFont(13, weight: .semibold, fit: fit, floor: text)
    buttonFont = view.layerFont(15, weight: .semibold, fit: fit, floor: text)
    endedFont = view.layerFont(26, weight: .bold, fit: fit, floor: digit)
    space = view.storyScale * fit
    let width = max(1, view.bounds.width - 28 * view.storyScale)
    title =
      showsTitle
      ? view.textEngine.layout(
        view.title, style: TextStyle(font: titleFont), maxWidth: width, maxLines: 2
      ).size.height.rounded(.up)
      : 0
    digits = (digitFont.size * 1.6).rounded(.up)
    units = (unitFont.size * 1.4).rounded(.up)
    // A whole touch target (44 pt) at the card's natural size; in a frame too short for the card
    // it shrinks with the text (the pill 2.2 times its title's size, from 2.6), and the button's
    // own hit rectangle keeps 44 pt to touch.
    let pill = fit < 1 ? 2.2 : 2.6
    button = max((buttonFont.size * pill).rounded(.up), (Button.minimumHitSide * fit).rounded(.up))
  }

  /// The largest card that fits `height`: the natural size when it fits, else the largest fit
  /// factor (each step 0.9 of the last) with the heading, else without it; in a frame too short for
  /// even that, the smallest card without its heading.
  @MainActor static func fitting(_ view: CountdownLayerView, height: Double) -> CountdownCardMetrics {
    let choices = view.title.isEmpty ? [false] : [true, false]
    var metrics = CountdownCardMetrics(for: view, fit: 1, showsTitle: choices[0])
    for showsTitle in choices {
      var fit = 1.0
      while true {
        metrics = CountdownCardMetrics(for: view, fit: fit, showsTitle: showsTitle)
        if metrics.card <= height { return metrics }
        guard fit > smallestFit else { break }
        fit = max(smallestFit, fit * 0.9)
      }
    }
    return metrics
  }
}

extension StoryLayerView {
  /// ``layerFont(_:weight:fit:)`` that shrinks with `fit` but not under `floor` points, even when
  /// its natural size (in a small story) is under that.
  func layerFont(
    _ designSize: Double, weight: FontDescriptor.Weight, fit: Double, floor: Double
  ) -> FontDescriptor {
    let natural = designSize * storyScale * textScale
    guard natural > 0 else { return layerFont(designSize, weight: weight, fit: fit) }
    let size = max(natural * fit, floor)
    return layerFont(designSize, weight: weight, fit: size / natural)
  }
}
