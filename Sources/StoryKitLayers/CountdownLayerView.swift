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
/// time and the button, never a negative time, and asks for no more frames. In a frame too short
/// for the card, its texts and spacing shrink together down to a legible floor, and the heading
/// makes way last of all (``CountdownCardMetrics``).
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
  /// The card's fonts and rows as last laid out (see ``CountdownCardMetrics``).
  private(set) var metrics: CountdownCardMetrics?
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

  override func layoutSubviews() {
    super.layoutSubviews()
    let area = LayerPalette.cardArea(in: bounds, scale: storyScale)
    let metrics = CountdownCardMetrics.fitting(self, height: area.height)
    self.metrics = metrics
    let scale = storyScale
    let palette = palette
    cardRect = Rect(
      x: 0, y: LayerPalette.cardTop(height: metrics.card, in: bounds, scale: scale), width: bounds.width,
      height: metrics.card)
    let width = max(0, bounds.width - 28 * scale)
    titleView.font = metrics.titleFont
    titleView.textColor = palette.text
    // Without room for the heading it is not drawn, but stays where the digits are for a screen
    // reader, which reads it with the time left.
    titleView.drawsText = metrics.showsTitle
    titleView.frame =
      metrics.showsTitle
      ? Rect(x: 14 * scale, y: cardRect.minY + metrics.inset, width: width, height: metrics.title)
      : Rect(x: 14 * scale, y: cardRect.minY + metrics.digitsTop, width: width, height: metrics.digits)
    // Set, the button is outlined (``draw(in:)`` strokes its border on the card), its title and
    // its check in the accent that reads on the card; a press still tints it.
    let isSet = isReminderSet
    remindButton.style = isSet ? .plain : .filled
    remindButton.font = metrics.buttonFont
    remindButton.tintColor = isSet ? palette.accentOnCard : palette.filledButton
    remindButton.titleColor = isSet ? palette.accentOnCard : palette.onAccent
    remindButton.frame = Rect(
      x: 14 * scale, y: cardRect.maxY - metrics.inset - metrics.button, width: width,
      height: metrics.button)
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
    guard let metrics else { return }
    let top = cardRect.minY + metrics.digitsTop
    guard !remaining.isEnded else {
      // One clear state in place of the zeros and the button.
      let box = Rect(
        x: left, y: top, width: max(0, bounds.width - 2 * left), height: remindButton.frame.maxY - top)
      guard box.width > 0, box.height > 0 else { return }
      canvas.fill(.roundedRect(box, cornerRadius: 10 * scale), with: .solid(palette.optionFill))
      let style = TextStyle(
        font: metrics.endedFont, color: palette.text, alignment: .center,
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
    let gap = 8 * scale
    let boxWidth = max(0, (bounds.width - 2 * left - 3 * gap) / 4)
    let isRightToLeft = effectiveLayoutDirection == .rightToLeft
    for (index, value) in remaining.components.enumerated() {
      let slot = isRightToLeft ? 3 - index : index
      let box = Rect(
        x: left + Double(slot) * (boxWidth + gap), y: top, width: boxWidth, height: metrics.digits)
      canvas.fill(.roundedRect(box, cornerRadius: 8 * scale), with: .solid(palette.optionFill))
      let digits = strings.number(value, minimumDigits: 2)
      let digitStyle = TextStyle(
        font: metrics.digitFont, color: palette.text, alignment: .center)
      draw(
        digits, style: digitStyle, in: box.insetBy(dx: 4 * scale, dy: 0), fitter: digitFitters[index], canvas)
      let unitBox = Rect(
        x: box.minX, y: box.maxY + 4 * metrics.space, width: boxWidth, height: metrics.units)
      let unitStyle = TextStyle(
        font: metrics.unitFont, color: palette.secondaryText, alignment: .center)
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
