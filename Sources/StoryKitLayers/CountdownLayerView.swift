import Foundation
import StoryKit
import StoryKitUI

/// A countdown: its title, the days, hours, minutes and seconds left until its end (from the
/// container's ``StoryLayersView/currentDate``), and a "Remind me" button that sends
/// ``StoryLayerInteraction/remindMe(layerID:endDate:)`` while the end is in the future. The button
/// is 44 pt tall or more, a whole touch target, unless a frame too short for the card shrinks it
/// with the text (its hit rectangle stays 44 pt); it is filled with ``LayerPalette/filledButton``
/// (white text on it at 4.5:1 or more in both themes). Once tapped it reads "Reminder set" after
/// a drawn check on its leading side, outlined: the card's own fill inside a 1.5 pt border, the
/// border, the check and the title in ``LayerPalette/accentOnCard`` (4.5:1 or more against the
/// card), so it stays a live control that a tap undoes. The container's interaction store
/// remembers it per user; a second tap cancels it
/// (``StoryLayerInteraction/cancelReminder(layerID:endDate:)``). It redraws
/// once a second through ``nextFrameTime(now:)``; once ended it shows one "Ended" in place of the
/// time and the button, never a negative time, and asks for no more frames.
///
/// ```
/// ┌────────────────────────────┐
/// │       Summer sale ends      │
/// │ [ 02 ] [ 13 ] [ 45 ] [ 09 ] │
/// │  days  hours   min    sec   │
/// │ (        Remind me        ) │  ( ✓ Reminder set ) once set: outlined, the check leading
/// └────────────────────────────┘
///
/// ┌────────────────────────────┐
/// │       Summer sale ends      │
/// │ ┌─────────────────────────┐ │
/// │ │          Ended          │ │  once past the end
/// │ └─────────────────────────┘ │
/// └────────────────────────────┘
/// ```
final class CountdownLayerView: StoryLayerView {
  let titleView = LayerTextView()
  /// "Remind me", from the ``Components/button`` slot; it goes once the countdown ends.
  lazy var remindButton: Button = makePart(ButtonSlot.self)
  /// The check before "Reminder set", drawn over the button on its title's leading side.
  let reminderCheck = LayerCheckView()
  private(set) var cardRect = Rect.zero
  private(set) var fit = 1.0
  private var digitFitters: [LayerTextFitter] = (0..<4).map { _ in LayerTextFitter() }
  private var unitFitters: [LayerTextFitter] = (0..<4).map { _ in LayerTextFitter() }
  private let endedFitter = LayerTextFitter()

  var title: String {
    if case .countdown(let title, _) = layer.kind { return title }
    return ""
  }

  var endDate: Date {
    if case .countdown(_, let endDate) = layer.kind { return endDate }
    return .distantPast
  }

  /// The time left now, by the container's date.
  var remaining: CountdownRemaining {
    CountdownRemaining(from: container?.currentDate() ?? Date(), to: endDate)
  }

  override var touchArea: Rect { cardRect }

  override func setUpLayout() {
    super.setUpLayout()
    titleView.maxLines = 2
    titleView.valueProvider = { [weak self] in
      guard let self else { return nil }
      return StoryLayerStrings.spokenRemaining(self.remaining, self.strings)
    }
    remindButton.availability = { [weak self] in self?.remaining.isEnded == false }
    remindButton.onTap = { [weak self] in self?.toggleReminder() }
    reminderCheck.availability = { [weak self] in self?.remaining.isEnded == false }
    addSubview(titleView)
    addSubview(remindButton)
    addSubview(reminderCheck)
  }

  override func updateContent() {
    super.updateContent()
    titleView.text = title
    showReminderState()
  }

  override func setUpAppearance() {
    super.setUpAppearance()
    showReminderState()
  }

  /// The reminder kept here when the layer has no interaction store key (outside a container).
  private var localReminder = false

  /// Whether the user's reminder is set: kept per user, story and layer in the container's
  /// ``StoryLayersView/interactionStore``, as poll votes are.
  var isReminderSet: Bool {
    get {
      guard let key = interactionKey, let store = container?.interactionStore else { return localReminder }
      return store.isOn(for: key)
    }
    set {
      localReminder = newValue
      if let key = interactionKey { container?.interactionStore.setOn(newValue, for: key) }
    }
  }

  /// Sets the reminder, or cancels it when set, and tells the container; nothing once ended.
  func toggleReminder() {
    guard !remaining.isEnded else { return }
    let isSet = !isReminderSet
    isReminderSet = isSet
    showReminderState()
    send(
      isSet
        ? .remindMe(layerID: layer.id, endDate: endDate)
        : .cancelReminder(layerID: layer.id, endDate: endDate))
  }

  /// The button's title and spoken state for the stored reminder.
  private func showReminderState() {
    let isSet = isReminderSet
    remindButton.title = strings[isSet ? .layerReminderSet : .layerRemindMe]
    remindButton.accessibilityLabel = strings[isSet ? .layerReminderSet : .layerRemindMe]
    if isSet {
      remindButton.accessibilityTraits.insert(.selected)
    } else {
      remindButton.accessibilityTraits.remove(.selected)
    }
    setNeedsLayout()
  }

  /// Heights at a fit factor: title, digit box, unit label, button, and the card.
  private func heights(
    fit: Double
  ) -> (title: Double, digits: Double, units: Double, button: Double, card: Double) {
    let scale = storyScale
    let width = max(1, bounds.width - 28 * scale)
    let title =
      title.isEmpty
      ? 0
      : textEngine.layout(
        title, style: TextStyle(font: layerFont(17, weight: .semibold, fit: fit)), maxWidth: width,
        maxLines: 2
      ).size.height.rounded(.up)
    let digits = (layerFont(28, weight: .bold, fit: fit).size * 1.6).rounded(.up)
    let units = (unitFont(fit: fit).size * 1.4).rounded(.up)
    // A whole touch target (44 pt) at the card's natural size; in a frame too short for the card
    // it shrinks with the text, and the button's own hit rectangle keeps 44 pt to touch.
    let button = max(
      (layerFont(15, weight: .semibold, fit: fit).size * 2.6).rounded(.up),
      (Button.minimumHitSide * fit).rounded(.up))
    // The vertical spacing shrinks with the text, so a tight frame keeps room for the text.
    let space = scale * fit
    let card = 28 * space + title + 10 * space + digits + 4 * space + units + 10 * space + button
    return (title, digits, units, button, card)
  }

  /// The unit labels' font: 13 pt at a 390 pt story times the text scale. When the card shrinks
  /// to fit its frame they keep 12 pt times the text scale, but do not outgrow the title (so large
  /// text does not make them louder than it), and never go under 12 pt: "days" stays readable.
  func unitFont(fit: Double) -> FontDescriptor {
    let natural = 13 * storyScale * textScale
    let title = 17 * storyScale * textScale * fit
    let size = max(min(max(natural * fit, 12 * textScale), title), 12)
    return layerFont(13, weight: .semibold, fit: natural > 0 ? size / natural : 1)
  }

  override func layoutSubviews() {
    super.layoutSubviews()
    let area = LayerPalette.cardArea(in: bounds, scale: storyScale)
    var fit = 1.0
    var sizes = heights(fit: fit)
    while sizes.card > area.height, fit > 0.45 {
      fit *= 0.9
      sizes = heights(fit: fit)
    }
    self.fit = fit
    let scale = storyScale
    let palette = palette
    cardRect = Rect(
      x: 0, y: LayerPalette.cardTop(height: sizes.card, in: bounds, scale: scale), width: bounds.width,
      height: sizes.card)
    let width = max(0, bounds.width - 28 * scale)
    titleView.font = layerFont(17, weight: .semibold, fit: fit)
    titleView.textColor = palette.text
    let space = scale * fit
    titleView.frame = Rect(x: 14 * scale, y: cardRect.minY + 14 * space, width: width, height: sizes.title)
    // Set, the button is outlined (``draw(in:)`` strokes its border on the card), its title and
    // its check in the accent that reads on the card; a press still tints it.
    let isSet = isReminderSet
    remindButton.style = isSet ? .plain : .filled
    remindButton.font = layerFont(15, weight: .semibold, fit: fit)
    remindButton.tintColor = isSet ? palette.accentOnCard : palette.filledButton
    remindButton.titleColor = isSet ? palette.accentOnCard : palette.onAccent
    remindButton.frame = Rect(
      x: 14 * scale, y: cardRect.maxY - 14 * space - sizes.button, width: width, height: sizes.button)
    remindButton.cornerRadius = remindButton.frame.height / 2
    remindButton.border = nil
    layOutReminderCheck(isSet: isSet)
  }

  /// Makes room for the check before "Reminder set" and puts it there: the button's leading
  /// inset grows by the check and its gap, so check and title stay centred together.
  private func layOutReminderCheck(isSet: Bool) {
    let frame = remindButton.frame
    var insets = ButtonLayerView.pillInsets(for: frame.size)
    let font = remindButton.effectiveFont
    let side = LayerGlyphs.checkSide(for: font)
    let gap = LayerGlyphs.checkGap(for: font)
    reminderCheck.isHidden = !isSet
    guard isSet, frame.width > 0, frame.height > 0 else {
      remindButton.contentInsets = insets
      reminderCheck.frame = .zero
      return
    }
    insets.leading += side + gap
    remindButton.contentInsets = insets
    // Where the button puts its title: centred in the room its insets leave (each at most a
    // quarter of the width), at most as wide as that room.
    let leading = min(insets.leading, frame.width / 4)
    let room = max(0, frame.width - leading - min(insets.trailing, frame.width / 4))
    let titleStyle = TextStyle(font: font)
    let titleWidth = min(
      room,
      textEngine.layout(remindButton.title, style: titleStyle, maxWidth: .infinity, maxLines: 1).size.width)
    let checkX = leading + (room - titleWidth) / 2 - gap - side
    let isRightToLeft = effectiveLayoutDirection == .rightToLeft
    reminderCheck.frame = Rect(
      x: frame.minX + (isRightToLeft ? frame.width - checkX - side : checkX), y: frame.midY - side / 2,
      width: side, height: side)
    reminderCheck.color = palette.accentOnCard
    reminderCheck.lineWidth = LayerGlyphs.checkLineWidth(for: font)
  }

  override func draw(in canvas: Canvas) {
    guard cardRect.width > 0, cardRect.height > 0 else { return }
    let palette = palette
    let scale = storyScale
    palette.drawCard(cardRect, radius: 16 * scale, scale: scale, in: canvas)
    let remaining = remaining
    let strings = strings
    let left = 14 * scale
    let top = titleView.frame.maxY + 10 * scale * fit
    guard !remaining.isEnded else {
      // One clear state in place of the zeros and the button.
      let box = Rect(
        x: left, y: top, width: max(0, bounds.width - 2 * left), height: remindButton.frame.maxY - top)
      guard box.width > 0, box.height > 0 else { return }
      canvas.fill(.roundedRect(box, cornerRadius: 10 * scale), with: .solid(palette.optionFill))
      let style = TextStyle(
        font: layerFont(26, weight: .bold, fit: fit), color: palette.text, alignment: .center,
        direction: effectiveLayoutDirection)
      draw(
        strings[.countdownEnded], style: style, in: box.insetBy(dx: 8 * scale, dy: 0), fitter: endedFitter,
        canvas)
      return
    }
    if isReminderSet {
      // The set reminder's outline, 1.5 pt inside the button's frame; gone with the button.
      let outline = remindButton.frame.insetBy(dx: 0.75, dy: 0.75)
      canvas.stroke(
        .roundedRect(outline, cornerRadius: min(outline.width, outline.height) / 2),
        with: .solid(palette.accentOnCard), style: StrokeStyle(width: 1.5))
    }
    let sizes = heights(fit: fit)
    let gap = 8 * scale
    let boxWidth = max(0, (bounds.width - 2 * left - 3 * gap) / 4)
    let isRightToLeft = effectiveLayoutDirection == .rightToLeft
    for (index, value) in remaining.components.enumerated() {
      let slot = isRightToLeft ? 3 - index : index
      let box = Rect(x: left + Double(slot) * (boxWidth + gap), y: top, width: boxWidth, height: sizes.digits)
      canvas.fill(.roundedRect(box, cornerRadius: 8 * scale), with: .solid(palette.optionFill))
      let digits = strings.number(value, minimumDigits: 2)
      let digitStyle = TextStyle(
        font: layerFont(28, weight: .bold, fit: fit), color: palette.text, alignment: .center)
      draw(
        digits, style: digitStyle, in: box.insetBy(dx: 4 * scale, dy: 0), fitter: digitFitters[index], canvas)
      let unitBox = Rect(x: box.minX, y: box.maxY + 4 * scale * fit, width: boxWidth, height: sizes.units)
      let unitStyle = TextStyle(
        font: unitFont(fit: fit), color: palette.secondaryText, alignment: .center)
      draw(
        strings.plural(StoryLayerStrings.unitLabelKeys[index], count: value), style: unitStyle, in: unitBox,
        fitter: unitFitters[index], canvas
      )
    }
  }

  private func draw(_ text: String, style: TextStyle, in box: Rect, fitter: LayerTextFitter, _ canvas: Canvas)
  {
    let request = LayerTextRequest(text: text, style: style, size: box.size, maxLines: 1, minimumScale: 0.5)
    guard let layout = fitter.layout(request, engine: textEngine) else { return }
    canvas.draw(layout, at: Point(x: box.minX, y: box.minY + (box.height - layout.size.height) / 2))
  }

  /// A second from now, when the shown time next changes; `nil` once ended or while the
  /// container is paused.
  override func nextFrameTime(now: Double) -> Double? {
    guard !isAnimationPaused,
      let step = CountdownRemaining.secondsUntilChange(from: container?.currentDate() ?? Date(), to: endDate)
    else { return nil }
    return now + step
  }
}
