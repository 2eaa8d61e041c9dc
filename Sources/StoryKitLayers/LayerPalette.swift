import Foundation
import StoryKit
import StoryKitUI

/// The layers' own colours: cards that read over any photo, in the light and the dark theme.
///
/// Layers over pictures (the player) bring their own contrast: an opaque white card with dark
/// text in the light theme, an opaque near-black card with white text in the dark one, and the
/// appearance's accent for what is chosen. Layers on a known plain surface (a canvas's
/// background, ``StoryLayersView/surfaceColor``) follow that surface instead: light cards on a
/// light surface, dark cards on a dark one, whatever the theme, so a canvas that sets its own
/// light page never shows a black card on it; the accent is then that card theme's accent. A quiz's right and wrong fills are dark enough in
/// both palettes for white text to reach 4.5:1.
struct LayerPalette: Equatable {
  var card: Color
  var text: Color
  var secondaryText: Color
  /// An option's resting fill, inside a card.
  var optionFill: Color
  /// A slider's empty track: the only sign, before a rating, that the emoji can be dragged, so
  /// darker than an option's fill (3:1 against the card).
  var sliderTrack: Color
  var accent: Color
  var onAccent: Color
  /// The fill of a filled button with ``onAccent`` text on it (the countdown's "Remind me", a
  /// button layer, the product card's "Add to cart"): the ``accent`` where the text reaches
  /// 4.5:1 on it, else the appearance's own (light) accent, else that accent darkened until the
  /// text does. With StoryKit's pink, #D62976 in both themes (4.7:1 with white): the dark
  /// theme's lighter accent, #DC498B, is 3.9:1.
  var filledButton: Color
  /// The accent as text, a check or an outline on the ``card``: the ``accent`` where it reaches
  /// 4.5:1 on the card, else the accent lightened (dark card) or darkened (light card) until it
  /// does. With StoryKit's pink, #D62976 on the light card (4.7:1) and #DE5290 on the dark one
  /// (4.6:1; the dark theme's #DC498B is 4.35:1).
  var accentOnCard: Color
  /// The veil over an image quiz's pictures that were neither chosen nor right: black, so the
  /// pictures stay legible (darker, not washed out) and the framed ones stand out.
  var dimmedPicture: Color
  /// A right answer's fill (white text on it reaches 4.6:1).
  var correct: Color
  /// A wrong answer's fill (white text on it reaches 5.6:1).
  var wrong: Color
  /// The colour of the soft shadow under cards, at full strength; ``drawCard(_:radius:scale:in:)``
  /// spreads it thinly.
  var shadow: Color
  /// What dims the story behind the product card.
  var scrim: Color

  /// The palette for `appearance`, over `surface` when the layers sit on a plain colour.
  /// - Parameters:
  ///   - appearance: The theme and accent in effect.
  ///   - surface: The colour behind the layers, or `nil` over a picture: the theme decides then.
  init(_ appearance: Appearance, surface: Color? = nil) {
    let cardTheme = Self.cardTheme(theme: appearance.theme, surface: surface)
    // The accent of the cards' theme: the dark theme's lighter accent is for dark cards.
    let colors = appearance.palette.resolved(for: cardTheme)
    accent = colors.accent
    onAccent = colors.onAccent
    filledButton = Self.filledButton(
      accent: colors.accent, base: appearance.palette.accent, onAccent: colors.onAccent)
    shadow = .black
    scrim = Color.black.withAlpha(0.45)
    correct = Color(red8: 0x1B, green8: 0x87, blue8: 0x3A)
    wrong = Color(red8: 0xC6, green8: 0x28, blue8: 0x28)
    switch cardTheme {
    case .dark:
      card = Color(red8: 0x1C, green8: 0x1C, blue8: 0x1E)
      text = .white
      secondaryText = Color(red8: 0xAE, green8: 0xAE, blue8: 0xB2)
      optionFill = Color(red8: 0x3A, green8: 0x3A, blue8: 0x3C)
      sliderTrack = Color(red8: 0x76, green8: 0x76, blue8: 0x7A)
      dimmedPicture = Color.black.withAlpha(0.55)
    default:
      card = .white
      text = Color(red8: 0x1C, green8: 0x1C, blue8: 0x1E)
      secondaryText = Color(red8: 0x6C, green8: 0x6C, blue8: 0x70)
      optionFill = Color(red8: 0xEE, green8: 0xEE, blue8: 0xF2)
      sliderTrack = Color(red8: 0x8E, green8: 0x8E, blue8: 0x93)
      dimmedPicture = Color.black.withAlpha(0.45)
    }
    accentOnCard = Self.readable(accent, on: card, towards: cardTheme == .dark ? .white : .black)
  }

  /// The fill under `onAccent` text: `accent`, else `base`, else `base` darkened, whichever
  /// first gives the text 4.5:1.
  static func filledButton(accent: Color, base: Color, onAccent: Color) -> Color {
    if accent.contrastRatio(with: onAccent) >= 4.5 { return accent }
    let towards: Color = onAccent.relativeLuminance > 0.179 ? .black : .white
    return readable(base, on: onAccent, towards: towards)
  }

  /// `color`, or `color` moved towards `towards` in 5 % steps until it reaches 4.5:1 against
  /// `background` (`towards` itself at worst).
  static func readable(_ color: Color, on background: Color, towards: Color) -> Color {
    for step in 0...20 {
      let candidate = color.mixed(with: towards, amount: Double(step) * 0.05)
      if candidate.contrastRatio(with: background) >= 4.5 { return candidate }
    }
    return towards
  }

  /// The theme whose cards sit on `surface`: light on a surface whose relative luminance is above
  /// 0.179 (where black text reaches more contrast than white), dark below. A surface that is
  /// mostly transparent (alpha under 0.5) shows what is behind it, so the theme decides, as over
  /// a picture.
  static func cardTheme(theme: Theme, surface: Color?) -> Theme {
    guard let surface, surface.alpha >= 0.5 else { return theme }
    return surface.relativeLuminance > 0.179 ? .light : .dark
  }

  /// Fills an opaque card with its soft shadow: a rounded rectangle `rect` with corners `radius`,
  /// `scale` story points per design point.
  func drawCard(_ rect: Rect, radius: Double, scale: Double, in canvas: Canvas) {
    drawSoftShadow(under: rect, radius: radius, scale: scale, in: canvas)
    canvas.fill(.roundedRect(rect, cornerRadius: radius), with: .solid(card))
  }

  /// A blurred shadow without a blur: rounded rectangles stacked at a low alpha, each a little
  /// larger than the last, 4 pt below `rect`, so the shadow is darkest under the card and fades
  /// out over about 8 pt. Twelve thin steps (about 0.7 pt each) read as a soft edge, not as a band.
  func drawSoftShadow(under rect: Rect, radius: Double, scale: Double, in canvas: Canvas) {
    guard rect.width > 0, rect.height > 0, scale.isFinite, scale > 0 else { return }
    let steps = Self.shadowSteps
    let spread = Self.shadowSpread * scale
    let offset = Self.shadowOffset * scale
    let paint = Paint.solid(shadow.withAlpha(0.018))
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

  private static let shadowSteps = 12
  private static let shadowSpread = 8.0
  private static let shadowOffset = 4.0

  /// How far the soft shadow reaches past a card's top and bottom edges, at `scale` story points
  /// per design point: 2 pt above, 10 pt below.
  static func shadowReach(scale: Double) -> (above: Double, below: Double) {
    let grow = shadowSpread * 0.75 * scale
    let offset = shadowOffset * scale
    return (max(0, grow - offset), grow + offset)
  }

  /// The part of a layer's `bounds` a card may fill so that its shadow stays inside the layer's
  /// frame, and off whatever the feed placed under it.
  static func cardArea(in bounds: Rect, scale: Double) -> Rect {
    let reach = shadowReach(scale: scale)
    let height = max(0, bounds.height - reach.above - reach.below)
    return Rect(x: bounds.minX, y: bounds.minY + reach.above, width: bounds.width, height: height)
  }

  /// The top of a card `height` tall in a layer of `bounds`: centred in ``cardArea(in:scale:)``,
  /// and kept inside `bounds` when the card needs more than that area.
  static func cardTop(height: Double, in bounds: Rect, scale: Double) -> Double {
    let centred = cardArea(in: bounds, scale: scale).midY - height / 2
    guard height <= bounds.height else { return bounds.minY + (bounds.height - height) / 2 }
    return min(max(centred, bounds.minY), bounds.maxY - height)
  }
}
