import StoryKit
import StoryKitUI

/// A rating slider: the question over a track with an emoji the user drags from 0 (the leading
/// end) to 1 (the trailing end).
///
/// ```
/// ┌──────────────────────────┐
/// │  How much do you love it? │  question: up to 3 lines
/// │ ▓▓▓▓▓▓▓▓▓😍─────┃──────── │  the track: fill, emoji, ┃ the average
/// │       Average: 64%        │  once an average is known (room kept while a provider is set)
/// └──────────────────────────┘
/// ```
///
/// The drag belongs to the layer (its pan begins before the player's), so the story does not
/// turn, and the player holds the story while it lasts (``StoryLayersView/onDragChange``). Letting go (or a tap on the track) rates: the value is remembered in the container's
/// ``StoryInteractionStore`` (``StoryInteractionStore/setRatingValue(_:for:)``) and sent as
/// ``StoryLayerInteraction/rating(layerID:value:)``; the user may rate again. Once rated, the
/// container's ``PollResultsProviding/averageRating(forRating:in:)`` is asked for the average,
/// which is then marked on the track and written under it; without one, only the user's own value
/// shows. Screen readers adjust it in steps of 0.1 (each step rates).
final class RatingLayerView: QuestionCardLayerView {
  /// The accessibility step of increment and decrement.
  static let step = 0.1

  let trackView = RatingTrackView()
  let averageView = LayerTextView()
  /// The value the user rated, or `nil` before rating.
  private(set) var ratedValue: Double?
  /// The average the results provider returned, 0…1.
  private(set) var average: Double?
  /// The request to the results provider, if one ran (tests wait for it).
  private(set) var resultsTask: Task<Void, Never>?

  var rating: RatingLayer {
    if case .rating(let rating) = layer.kind { return rating }
    return RatingLayer(question: "")
  }

  override func setUpLayout() {
    super.setUpLayout()
    averageView.maxLines = 1
    averageView.isAccessibilityElement = false
    addSubview(trackView)
    addSubview(averageView)
    trackView.onDrag = { [weak self] value in self?.dragged(to: value) }
    trackView.onRelease = { [weak self] value in self?.released(at: value) }
    trackView.onStep = { [weak self] direction in self?.stepped(direction) }
  }

  override func updateContent() {
    super.updateContent()
    let rating = rating
    questionView.text = rating.question
    let kind = strings[.layerRating]
    let label = rating.question.isEmpty ? kind : strings.format(.layerKindAndQuestion, kind, rating.question)
    // The track says the question with the kind, so the question is not read twice.
    questionView.isAccessibilityElement = false
    trackView.label = label
    trackView.emoji = rating.emoji
    restoreState()
  }

  override func setUpAppearance() {
    super.setUpAppearance()
    applyColors()
  }

  // MARK: - State

  private func restoreState() {
    ratedValue = nil
    average = nil
    resultsTask?.cancel()
    resultsTask = nil
    if let key = interactionKey, let stored = container?.interactionStore.ratingValue(for: key) {
      ratedValue = stored
      fetchAverage()
    }
    refresh()
  }

  /// Whether the user is dragging the emoji (the container's ``StoryLayersView/onDragChange``
  /// heard `true`).
  private(set) var isDragging = false

  private func setDragging(_ dragging: Bool) {
    guard dragging != isDragging else { return }
    isDragging = dragging
    container?.onDragChange?(dragging)
  }

  private func dragged(to value: Double) {
    setDragging(true)
    trackView.showsFill = true
    trackView.value = value
  }

  private func released(at value: Double?) {
    setDragging(false)
    guard let value else { return refresh() }
    rate(value)
  }

  private func stepped(_ direction: Int) {
    // To the next tenth up or down: 0.75 goes to 0.8 and 0.7.
    let tenths = (ratedValue ?? 0) / Self.step
    let next = direction > 0 ? (tenths + 1e-9).rounded(.down) + 1 : (tenths - 1e-9).rounded(.up) - 1
    rate(min(1, max(0, next * Self.step)))
  }

  /// Rates `value`: stores it, shows it, tells the app, asks for the average.
  func rate(_ value: Double) {
    let value = min(1, max(0, value.isFinite ? value : 0))
    // Kept at the store's precision, so what shows now is what shows when the story opens again.
    let stored = (value * 1000).rounded() / 1000
    ratedValue = stored
    if let key = interactionKey { container?.interactionStore.setRatingValue(stored, for: key) }
    refresh()
    send(.rating(layerID: layer.id, value: stored))
    fetchAverage()
  }

  private func refresh() {
    trackView.value = ratedValue ?? 0
    trackView.showsFill = ratedValue != nil
    trackView.average = average
    averageView.text = average.map { strings.format(.layerRatingAverage, strings.percent($0)) } ?? ""
    averageView.isHidden = average == nil
    setNeedsLayout()
  }

  private func fetchAverage() {
    guard let provider = container?.pollResults, let story else { return }
    let layerID = layer.id
    resultsTask = Task { [weak self] in
      let answer = try? await provider.averageRating(forRating: layerID, in: story)
      guard !Task.isCancelled, let self, let answer else { return }
      self.showAverage(answer)
    }
  }

  /// Shows `average` (clamped to 0…1; not a number is ignored) on the track and under it.
  func showAverage(_ average: Double) {
    guard average.isFinite else { return }
    self.average = min(1, max(0, average))
    refresh()
  }

  // MARK: - Look

  private func applyColors() {
    let palette = palette
    let rating = rating
    questionView.textColor = rating.textColor ?? palette.text
    averageView.textColor = palette.secondaryText
    trackView.fillColor = rating.trackColor ?? palette.accent
    trackView.trackColor = palette.sliderTrack
    trackView.markColor = palette.text
    trackView.markOutlineColor = palette.card
  }

  override func layoutSubviews() {
    super.layoutSubviews()
    applyColors()
    let scale = storyScale
    let padding = 14 * scale
    let width = max(0, bounds.width - 2 * padding)
    let questionFont = layerFont(18, weight: .semibold)
    var questionHeight = 0.0
    if !rating.question.isEmpty {
      let layout = textEngine.layout(
        rating.question, style: TextStyle(font: questionFont), maxWidth: max(1, width), maxLines: 3)
      questionHeight = layout.size.height.rounded(.up)
    }
    let trackHeight = 48 * scale
    let averageFont = layerFont(14, weight: .medium)
    let averageHeight = captionHeight(font: averageFont, width: width)
    let gap = questionHeight > 0 ? 6 * scale : 0
    let height = 2 * padding + questionHeight + gap + trackHeight + averageHeight
    cardRect = Rect(
      x: 0, y: LayerPalette.cardTop(height: height, in: bounds, scale: scale), width: bounds.width,
      height: height)
    questionView.font = questionFont
    questionView.frame = Rect(x: padding, y: cardRect.minY + padding, width: width, height: questionHeight)
    trackView.emojiSize = 32 * scale
    trackView.frame = Rect(
      x: padding, y: questionView.frame.maxY + gap, width: width, height: trackHeight)
    averageView.font = averageFont
    averageView.frame = Rect(x: padding, y: trackView.frame.maxY, width: width, height: averageHeight)
  }

  /// The room under the track for the average's caption: none without a results provider and
  /// an average, else the height the localized caption needs at `font` (at least 1.5 lines of
  /// the font's size). It is kept from before the average arrives, so the track does not move
  /// when it does, and is measured, not guessed, so a script with tall lines (Arabic) is not
  /// shrunk to fit.
  private func captionHeight(font: FontDescriptor, width: Double) -> Double {
    guard average != nil || container?.pollResults != nil else { return 0 }
    let sample =
      averageView.text.isEmpty
      ? strings.format(.layerRatingAverage, strings.percent(1)) : averageView.text
    let measured = textEngine.layout(
      sample, style: TextStyle(font: font), maxWidth: max(1, width), maxLines: 1)
    return max(font.size * 1.5, measured.size.height).rounded(.up)
  }

  override func draw(in canvas: Canvas) {
    guard cardRect.width > 0, cardRect.height > 0 else { return }
    palette.drawCard(cardRect, radius: 16 * storyScale, scale: storyScale, in: canvas)
  }
}
