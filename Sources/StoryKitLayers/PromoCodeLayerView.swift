import Foundation
import StoryKit
import StoryKitUI

/// A promo code: a coupon-shaped ticket (a semicircular notch cut into each side edge, a dashed
/// perforation between them) with an optional title and the code, in a bold monospaced face
/// (``codeFamily``: O and 0 apart), above the perforation, and the copy glyph with "Tap to copy"
/// in the stub below it. A tap copies the code through the ``View/clipboard`` in effect, shows a
/// drawn check and "Copied" in the same place, font and colour for ``confirmationDuration``
/// seconds on the view's clock (the code stays where it was), and sends ``StoryLayerInteraction/promoCodeCopied(layerID:code:)``. The ticket
/// is as tall as its text needs at the text size in effect: taller than the layer's frame when
/// that is short, never clipping the text.
///
/// ```
/// ╭──────────────────────────╮
/// │    20 % off your order    │   title (optional)
/// │        SUMMER20           │   the code, bold monospaced, always left to right
/// ◖ - - - - - - - - - - - - - ◗   the notches and the perforation
/// │       ⧉ Tap to copy       │   "✓ Copied" in its place for a moment after a tap
/// ╰──────────────────────────╯
/// ```
///
/// Screen readers hear one button, "Copy promo code SUMMER20" ("Copied" as its value for the
/// moment after); activating it copies.
final class PromoCodeLayerView: StoryLayerView {
  /// How long "Copied" shows after a tap, in seconds.
  static let confirmationDuration = 1.5

  private let titleFitter = LayerTextFitter()
  private let codeFitter = LayerTextFitter()
  private let stubFitter = LayerTextFitter()
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

  /// The families the code is drawn in, first found first: DejaVu Sans Mono (fonts-dejavu-core,
  /// which fontconfig itself installs, and scripts/bootstrap names) has a dotted zero; Noto Sans
  /// Mono CJK (fonts-noto-cjk) and the system's monospace follow.
  static let codeFamily = "DejaVu Sans Mono,Noto Sans Mono CJK JP,monospace"

  private var titleFont: FontDescriptor { layerFont(14, weight: .semibold) }
  private var codeFont: FontDescriptor {
    FontDescriptor(family: Self.codeFamily, size: 24 * storyScale * textScale, weight: .bold)
  }
  private var stubFont: FontDescriptor { layerFont(13, weight: .semibold) }

  /// The ticket's parts, measured from its text at the text size in effect: the ticket, the
  /// title's and the code's rows above the perforation, and the stub's row below it.
  struct TicketLayout: Equatable {
    var shape: PromoTicketShape
    var title: Rect?
    var code: Rect
    var stub: Rect
  }

  /// Lays the ticket out in the frame, less room for its shadow; taller than that room when the
  /// text needs more, centred on the frame then.
  var ticketLayout: TicketLayout? {
    guard let promoCode, bounds.width > 0 else { return nil }
    let scale = storyScale
    func height(_ text: String, _ font: FontDescriptor) -> Double {
      textEngine.layout(text, style: TextStyle(font: font), maxWidth: .infinity, maxLines: 1).size.height
        .rounded(.up)
    }
    let code = codeFont
    let stub = stubFont
    let title = promoCode.title.flatMap { $0.isEmpty ? nil : $0 }
    // The padding grows with the code's size, so large text keeps its margins.
    let pad = (code.size * 0.45).rounded()
    let titleHeight = title.map { height($0, titleFont) } ?? 0
    let titleGap = title == nil ? 0 : (titleFont.size * 0.3).rounded()
    let codeHeight = height(promoCode.code, code)
    let stubHeight = max(
      height(strings[.layerPromoCodeCopied], stub), height(strings[.layerTapToCopy], stub),
      LayerGlyphs.checkSide(for: stub)
    ).rounded(.up)
    let stubPad = (pad * 0.6).rounded()
    let upper = pad + titleHeight + titleGap + codeHeight + pad
    let lower = stubPad + stubHeight + stubPad
    let area = LayerPalette.cardArea(in: bounds, scale: scale)
    let ticketHeight = max(area.height, upper + lower)
    let ticket = Rect(
      x: 0, y: LayerPalette.cardTop(height: ticketHeight, in: bounds, scale: scale), width: bounds.width,
      height: ticketHeight)
    // A frame taller than the text needs gives the extra room to the code's part.
    let notchY = ticket.maxY - lower
    let notch = min(10 * scale * max(1, textScale), pad)
    let side = notch + pad
    let width = max(0, ticket.width - 2 * side)
    let blockTop = ticket.minY + (notchY - ticket.minY - (upper - 2 * pad)) / 2
    let titleRect = title.map { _ in Rect(x: side, y: blockTop, width: width, height: titleHeight) }
    return TicketLayout(
      shape: PromoTicketShape(
        rect: ticket, cornerRadius: min(14 * scale, ticketHeight / 2), notchY: notchY, notchRadius: notch),
      title: titleRect,
      code: Rect(x: side, y: blockTop + titleHeight + titleGap, width: width, height: codeHeight),
      stub: Rect(x: side, y: notchY + stubPad, width: width, height: stubHeight))
  }

  /// The ticket, notches included.
  var ticketRect: Rect { ticketLayout?.shape.rect ?? .zero }

  override var touchArea: Rect { ticketRect }

  override func draw(in canvas: Canvas) {
    guard let promoCode, let layout = ticketLayout else { return }
    let shape = layout.shape
    guard shape.rect.width > 0, shape.rect.height > 0 else { return }
    let scale = storyScale
    let palette = palette
    let textColor = promoCode.textColor ?? palette.text
    let fill = promoCode.backgroundColor ?? palette.card
    // The shadow stays out of the notches, so they read as holes.
    canvas.save()
    canvas.clip(to: shape.clipOutsideNotches(in: shape.rect.insetBy(dx: -40 * scale, dy: -40 * scale)))
    palette.drawSoftShadow(under: shape.rect, radius: shape.cornerRadius, scale: scale, in: canvas)
    canvas.restore()
    canvas.fill(shape.outline, with: .solid(fill))
    // The perforation, in the text's colour at 75 %: 7.5:1 on the light card, 10:1 on the dark one.
    if let line = shape.perforation(gap: 4 * scale) {
      canvas.stroke(
        .lines([line.start, line.end]), with: .solid(textColor.withAlpha(textColor.alpha * 0.75)),
        style: StrokeStyle(width: 2 * scale, dash: [6 * scale, 4 * scale]))
    }
    let direction = effectiveLayoutDirection
    if let box = layout.title, let title = promoCode.title {
      let style = TextStyle(
        font: titleFont, color: textColor.withAlpha(textColor.alpha * 0.8), alignment: .center,
        direction: direction)
      draw(title, style: style, in: box, fitter: titleFitter, canvas)
    }
    // The code reads left to right in every language, and stays while "Copied" shows.
    let codeStyle = TextStyle(font: codeFont, color: textColor, alignment: .center, direction: .leftToRight)
    draw(promoCode.code, style: codeStyle, in: layout.code, fitter: codeFitter, canvas)
    // "Tap to copy" after the copy sign, then "Copied" after a check for a moment: the same
    // place, font and colour, so the stub changes in place. In the accent where it reads as text
    // on the ticket (4.7:1 on the light card), else in the text's colour (the dark card's accent
    // is 4.35:1, under the 4.5:1 small text needs).
    let color = palette.accent.contrastRatio(with: fill) >= 4.5 ? palette.accent : textColor
    let isCopied = isShowingCopied
    LayerGlyphs.drawMarkedText(
      strings[isCopied ? .layerPromoCodeCopied : .layerTapToCopy], mark: isCopied ? .check : .copy,
      font: stubFont, color: color, direction: direction, in: layout.stub, engine: textEngine,
      fitter: stubFitter, canvas: canvas)
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
