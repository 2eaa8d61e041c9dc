import StoryKit

/// The layers' own colours: cards that read over any photo, in the light and the dark theme.
///
/// Layers sit over pictures, not over the app's background, so they bring their own contrast: an
/// opaque white card with dark text in the light theme, an opaque near-black card with white text
/// in the dark one, and the appearance's accent for what is chosen. A quiz's right and wrong
/// fills are dark enough in both themes for white text to reach 4.5:1.
struct LayerPalette: Equatable {
  var card: Color
  var text: Color
  var secondaryText: Color
  /// An option's resting fill, inside a card.
  var optionFill: Color
  var accent: Color
  var onAccent: Color
  /// A right answer's fill (white text on it reaches 4.6:1).
  var correct: Color
  /// A wrong answer's fill (white text on it reaches 5.6:1).
  var wrong: Color
  /// The colour of the soft shadow under cards, at full strength; ``drawCard(_:radius:scale:in:)``
  /// spreads it thinly.
  var shadow: Color
  /// What dims the story behind the product card.
  var scrim: Color

  init(_ appearance: Appearance) {
    let colors = appearance.colors
    accent = colors.accent
    onAccent = colors.onAccent
    shadow = .black
    scrim = Color.black.withAlpha(0.45)
    correct = Color(red8: 0x1B, green8: 0x87, blue8: 0x3A)
    wrong = Color(red8: 0xC6, green8: 0x28, blue8: 0x28)
    switch appearance.theme {
    case .dark:
      card = Color(red8: 0x1C, green8: 0x1C, blue8: 0x1E)
      text = .white
      secondaryText = Color(red8: 0xAE, green8: 0xAE, blue8: 0xB2)
      optionFill = Color(red8: 0x3A, green8: 0x3A, blue8: 0x3C)
    default:
      card = .white
      text = Color(red8: 0x1C, green8: 0x1C, blue8: 0x1E)
      secondaryText = Color(red8: 0x6C, green8: 0x6C, blue8: 0x70)
      optionFill = Color(red8: 0xEE, green8: 0xEE, blue8: 0xF2)
    }
  }

  /// Fills an opaque card with its soft shadow: a rounded rectangle `rect` with corners `radius`,
  /// `scale` story points per design point.
  func drawCard(_ rect: Rect, radius: Double, scale: Double, in canvas: Canvas) {
    drawSoftShadow(under: rect, radius: radius, scale: scale, in: canvas)
    canvas.fill(.roundedRect(rect, cornerRadius: radius), with: .solid(card))
  }

  /// A blurred shadow without a blur: rounded rectangles stacked at a low alpha, each a little
  /// larger than the last, 4 pt below `rect`, so the shadow is darkest under the card and fades
  /// out over about 8 pt.
  func drawSoftShadow(under rect: Rect, radius: Double, scale: Double, in canvas: Canvas) {
    guard rect.width > 0, rect.height > 0, scale.isFinite, scale > 0 else { return }
    let steps = 5
    let spread = 8 * scale
    let offset = 4 * scale
    let paint = Paint.solid(shadow.withAlpha(0.045))
    for step in 0..<steps {
      // Outermost first; every step covers the ones inside it, so the alpha adds up inwards.
      let grow = spread * Double(steps - step) / Double(steps) - spread * 0.25
      let box = Rect(
        x: rect.minX - grow, y: rect.minY + offset - grow, width: rect.width + 2 * grow,
        height: rect.height + 2 * grow)
      guard box.width > 0, box.height > 0 else { continue }
      let corner = min(max(0, radius + grow), box.width / 2, box.height / 2)
      canvas.fill(.roundedRect(box, cornerRadius: corner), with: paint)
    }
  }
}
