import StoryKit
import StoryKitUI

/// The layers' own colours: cards that read over any photo, in the light and the dark theme.
///
/// Layers sit over pictures, not over the app's background, so they bring their own contrast: a
/// white card with dark text in the light theme, a near-black card with white text in the dark
/// one, and the appearance's accent for what is chosen.
struct LayerPalette: Equatable {
  var card: Color
  var text: Color
  var secondaryText: Color
  /// An option's resting fill, inside a card.
  var optionFill: Color
  var accent: Color
  var onAccent: Color
  var correct: Color
  var wrong: Color
  /// The soft shadow under cards.
  var shadow: Color
  /// What dims the story behind the product card.
  var scrim: Color

  init(_ appearance: Appearance) {
    let colors = appearance.colors
    accent = colors.accent
    onAccent = colors.onAccent
    shadow = Color.black.withAlpha(0.22)
    scrim = Color.black.withAlpha(0.45)
    switch appearance.theme {
    case .dark:
      card = Color(red8: 0x1C, green8: 0x1C, blue8: 0x1E, alpha8: 0xF2)
      text = .white
      secondaryText = Color(red8: 0xAE, green8: 0xAE, blue8: 0xB2)
      optionFill = Color(red8: 0x3A, green8: 0x3A, blue8: 0x3C)
      correct = Color(red8: 0x30, green8: 0xD1, blue8: 0x58)
      wrong = Color(red8: 0xFF, green8: 0x45, blue8: 0x3A)
    default:
      card = Color.white.withAlpha(0.97)
      text = Color(red8: 0x1C, green8: 0x1C, blue8: 0x1E)
      secondaryText = Color(red8: 0x6C, green8: 0x6C, blue8: 0x70)
      optionFill = Color(red8: 0xEE, green8: 0xEE, blue8: 0xF2)
      correct = Color(red8: 0x1E, green8: 0x9E, blue8: 0x48)
      wrong = Color(red8: 0xE0, green8: 0x2E, blue8: 0x24)
    }
  }

  /// Fills a card with its shadow: a rounded rectangle `rect` with corners `radius`.
  func drawCard(_ rect: Rect, radius: Double, in canvas: Canvas) {
    let offset = max(1, radius * 0.15)
    canvas.fill(
      .roundedRect(
        Rect(x: rect.minX, y: rect.minY + offset, width: rect.width, height: rect.height),
        cornerRadius: radius), with: .solid(shadow))
    canvas.fill(.roundedRect(rect, cornerRadius: radius), with: .solid(card))
  }
}
