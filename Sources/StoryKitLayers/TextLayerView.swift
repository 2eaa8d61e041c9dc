import StoryKit
import StoryKitUI

/// A caption: the feed's text in its colour, on its background if it has one, aligned as the feed
/// says (leading and trailing mirror right to left). Without a background, a soft shadow
/// (``LayerTextShadow``) keeps it readable over any picture.
///
/// The size is the feed's, in points at a 390 pt wide story, scaled with the story and enlarged
/// by the text scale, then shrunk until the text fits its frame; text that still does not fit is
/// cut at the last whole line with an ellipsis. Taps go through to the story.
final class TextLayerView: StoryLayerView {
  private let fitter = LayerTextFitter()

  override var isInteractive: Bool { false }

  required init(frame: Rect) {
    super.init(frame: frame)
    isAccessibilityElement = true
    accessibilityTraits = .staticText
  }

  var textLayer: TextLayer? {
    if case .text(let text) = layer.kind { return text }
    return nil
  }

  /// Padding around the text when it has a background.
  var padding: Size {
    textLayer?.backgroundColor == nil ? .zero : Size(width: 8 * storyScale, height: 4 * storyScale)
  }

  var alignment: TextStyle.Alignment {
    switch textLayer?.alignment ?? .center {
    case .leading: .leading
    case .center: .center
    case .trailing: .trailing
    }
  }

  /// The fitted text, as drawn.
  var fittedLayout: TextLayout? {
    guard let textLayer else { return nil }
    let designSize = textLayer.fontSize.isFinite && textLayer.fontSize > 0 ? min(textLayer.fontSize, 200) : 24
    let style = TextStyle(
      font: layerFont(designSize, weight: .semibold), color: textLayer.color, alignment: alignment,
      direction: effectiveLayoutDirection)
    let room = Size(width: bounds.width - 2 * padding.width, height: bounds.height - 2 * padding.height)
    return fitter.layout(
      LayerTextRequest(text: textLayer.text, style: style, size: room, maxLines: 0, minimumScale: 0.4),
      engine: textEngine)
  }

  override func draw(in canvas: Canvas) {
    guard let textLayer, let layout = fittedLayout else { return }
    let inner = Rect(
      x: bounds.minX + padding.width, y: bounds.minY + padding.height,
      width: bounds.width - 2 * padding.width, height: bounds.height - 2 * padding.height)
    let origin = Point(x: inner.minX, y: inner.minY + (inner.height - layout.size.height) / 2)
    if let background = textLayer.backgroundColor {
      let width = min(inner.width, layout.size.width)
      let box = Rect(
        x: origin.x + textOffset(width: width, in: inner.width) - padding.width, y: origin.y - padding.height,
        width: width + 2 * padding.width, height: layout.size.height + 2 * padding.height)
      canvas.fill(.roundedRect(box, cornerRadius: 6 * storyScale), with: .solid(background))
    } else {
      // No background: a soft shadow keeps light text readable over a light photo.
      LayerTextShadow(for: textLayer.color, scale: storyScale).draw(
        layout, at: origin, engine: textEngine, in: canvas)
    }
    canvas.draw(layout, at: origin)
  }

  /// Where text of `width` starts within a line of `lineWidth`, for the alignment and direction.
  private func textOffset(width: Double, in lineWidth: Double) -> Double {
    let free = max(0, lineWidth - width)
    let isRightToLeft = effectiveLayoutDirection == .rightToLeft
    switch alignment {
    case .center: return free / 2
    case .leading: return isRightToLeft ? free : 0
    case .trailing: return isRightToLeft ? 0 : free
    }
  }

  override var accessibilityLabel: String? {
    get { super.accessibilityLabel ?? textLayer?.text }
    set { super.accessibilityLabel = newValue }
  }
}

extension Color {
  /// Relative luminance, `0...1`, near enough to choose a contrasting shadow.
  var luminance: Double { 0.2126 * red + 0.7152 * green + 0.0722 * blue }
}
