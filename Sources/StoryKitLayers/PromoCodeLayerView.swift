import Foundation
import StoryKit
import StoryKitUI

/// A promo code: the code in a ticket (a card with a dashed, perforated outline), an optional
/// title above it, the code in bold, and a copy glyph on the trailing side. A tap copies the code through the
/// ``View/clipboard`` in effect, shows "Copied" with a check in place of the code for
/// ``confirmationDuration`` seconds on the view's clock, and sends
/// ``StoryLayerInteraction/promoCodeCopied(layerID:code:)``.
///
/// ```
/// ╭──────────────────────────────╮
/// │ ┌ ─ ─ ─ ─ ─ ─ ─ ─ ─ ─ ─ ─ ─ ┐ │
/// │    20 % off your order        │   title (optional)
/// │ │  SUMMER20             ⧉  │ │   the code, bold monospaced; the copy glyph
/// │ └ ─ ─ ─ ─ ─ ─ ─ ─ ─ ─ ─ ─ ─ ┘ │
/// ╰──────────────────────────────╯
///                 ✓ Copied           for a moment after a tap, in place of the code
/// ```
///
/// Screen readers hear one button, "Copy promo code SUMMER20" ("Copied" as its value for the
/// moment after); activating it copies.
final class PromoCodeLayerView: StoryLayerView {
  /// How long "Copied" shows after a tap, in seconds.
  static let confirmationDuration = 1.5

  private let titleFitter = LayerTextFitter()
  private let codeFitter = LayerTextFitter()
  /// When the code was last copied, on ``animationTime``.
  private(set) var copiedAt: Double?

  required init(frame: Rect) {
    super.init(frame: frame)
    isAccessibilityElement = true
    accessibilityTraits = .button
    addGestureRecognizer(TapGestureRecognizer { [weak self] _ in self?.copyCode() })
  }

  var promoCode: PromoCodeLayer? {
    if case .promoCode(let promoCode) = layer.kind { return promoCode }
    return nil
  }

  /// Whether "Copied" shows now.
  var isShowingCopied: Bool {
    guard let copiedAt else { return false }
    return animationTime - copiedAt < Self.confirmationDuration
  }

  /// Copies the code to the clipboard in effect, confirms it, and tells the container.
  func copyCode() {
    guard let promoCode else { return }
    if let clipboard {
      clipboard.setString(promoCode.code)
    } else {
      StoryKitLog.warning("promo code \(layer.id): no clipboard in this host; the code was not copied")
    }
    copiedAt = animationTime
    setNeedsDisplay()
    send(.promoCodeCopied(layerID: layer.id, code: promoCode.code))
  }

  /// The ticket: the frame less room for the card's shadow.
  var ticketRect: Rect {
    let scale = storyScale
    let reach = LayerPalette.shadowReach(scale: scale)
    let top = min(reach.above, bounds.height / 4)
    let bottom = min(reach.below, bounds.height / 4)
    return Rect(x: 0, y: top, width: bounds.width, height: max(0, bounds.height - top - bottom))
  }

  override var touchArea: Rect { ticketRect }

  override func draw(in canvas: Canvas) {
    guard let promoCode else { return }
    let ticket = ticketRect
    guard ticket.width > 0, ticket.height > 0 else { return }
    let scale = storyScale
    let palette = palette
    let textColor = promoCode.textColor ?? palette.text
    let radius = min(14 * scale, ticket.height / 2)
    if let fill = promoCode.backgroundColor {
      palette.drawSoftShadow(under: ticket, radius: radius, scale: scale, in: canvas)
      canvas.fill(.roundedRect(ticket, cornerRadius: radius), with: .solid(fill))
    } else {
      palette.drawCard(ticket, radius: radius, scale: scale, in: canvas)
    }
    // The perforation: a dashed line just inside the edge, as on a torn-off coupon.
    let inset = min(6 * scale, ticket.height / 6)
    let perforation = ticket.insetBy(dx: inset, dy: inset)
    if perforation.width > 0, perforation.height > 0 {
      canvas.stroke(
        .roundedRect(perforation, cornerRadius: max(0, radius - inset)),
        with: .solid(textColor.withAlpha(0.55)),
        style: StrokeStyle(width: 1.5 * scale, dash: [6 * scale, 4 * scale], cap: .round))
    }
    let content = perforation.insetBy(dx: 12 * scale, dy: 4 * scale)
    guard content.width > 0, content.height > 0 else { return }
    let isRightToLeft = effectiveLayoutDirection == .rightToLeft
    var codeRow = content
    if let title = promoCode.title, !title.isEmpty {
      let titleHeight = min(content.height * 0.4, (layerFont(14, weight: .semibold).size * 1.4).rounded(.up))
      let titleBox = Rect(x: content.minX, y: content.minY, width: content.width, height: titleHeight)
      let style = TextStyle(
        font: layerFont(14, weight: .semibold), color: textColor.withAlpha(0.8), alignment: .center,
        direction: effectiveLayoutDirection)
      draw(title, style: style, in: titleBox, fitter: titleFitter, canvas)
      codeRow = Rect(
        x: content.minX, y: titleBox.maxY, width: content.width, height: content.maxY - titleBox.maxY)
    }
    let copied = isShowingCopied
    let glyphSide = min(codeRow.height * 0.6, 22 * scale * textScale)
    let glyph = Rect(
      x: isRightToLeft ? codeRow.minX : codeRow.maxX - glyphSide, y: codeRow.midY - glyphSide / 2,
      width: glyphSide, height: glyphSide)
    let glyphColor = copied ? palette.accent : textColor
    if copied {
      LayerGlyphs.drawCheck(in: glyph, color: glyphColor, canvas: canvas)
    } else {
      LayerGlyphs.drawCopy(in: glyph, color: glyphColor, canvas: canvas)
    }
    // The code is centred in the row, kept clear of the glyph on both sides so it stays centred.
    let codeBox = codeRow.insetBy(dx: glyphSide + 8 * scale, dy: 0)
    let codeFont = layerFont(copied ? 22 : 24, weight: .bold)
    let style = TextStyle(
      font: codeFont, color: copied ? palette.accent : textColor, alignment: .center,
      direction: copied ? effectiveLayoutDirection : .leftToRight)
    draw(
      copied ? strings[.layerPromoCodeCopied] : promoCode.code, style: style, in: codeBox, fitter: codeFitter,
      canvas)
  }

  private func draw(_ text: String, style: TextStyle, in box: Rect, fitter: LayerTextFitter, _ canvas: Canvas)
  {
    guard box.width > 0, box.height > 0 else { return }
    let request = LayerTextRequest(text: text, style: style, size: box.size, maxLines: 1, minimumScale: 0.4)
    guard let layout = fitter.layout(request, engine: textEngine) else { return }
    canvas.draw(layout, at: Point(x: box.minX, y: box.minY + (box.height - layout.size.height) / 2))
  }

  /// The moment "Copied" goes away, while it shows.
  override func nextFrameTime(now: Double) -> Double? {
    guard !isAnimationPaused, let copiedAt, isShowingCopied else { return nil }
    return now + max(0, copiedAt + Self.confirmationDuration - animationTime)
  }

  override var accessibilityLabel: String? {
    get { super.accessibilityLabel ?? strings.format(.layerCopyPromoCode, promoCode?.code ?? "") }
    set { super.accessibilityLabel = newValue }
  }

  override var accessibilityValue: String? {
    get { super.accessibilityValue ?? (isShowingCopied ? strings[.layerPromoCodeCopied] : nil) }
    set { super.accessibilityValue = newValue }
  }

  override func accessibilityActivate() -> Bool {
    guard promoCode != nil else { return false }
    copyCode()
    return true
  }
}
