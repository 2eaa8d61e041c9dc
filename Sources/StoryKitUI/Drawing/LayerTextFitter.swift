import StoryKit

/// Text made to fit a box: as large as asked, shrunk down to a minimum scale when it does not
/// fit, and past that cut at the last line that fits, with an ellipsis, never mid-glyph. Spaces
/// at the ends of its lines are not drawn, so centred text is truly centred.
package struct LayerTextRequest: Hashable {
  package var text: String
  package var style: TextStyle
  package var size: Size
  /// 0 for no line limit.
  package var maxLines: Int
  /// The smallest fraction of the font size to shrink to, `0...1`.
  package var minimumScale: Double

  package init(text: String, style: TextStyle, size: Size, maxLines: Int, minimumScale: Double) {
    self.text = text
    self.style = style
    self.size = size
    self.maxLines = maxLines
    self.minimumScale = minimumScale
  }
}

/// Lays out ``LayerTextRequest``s and remembers the last answer, since layers draw every frame
/// while something on the story animates.
@MainActor
package final class LayerTextFitter {
  private var last: (request: LayerTextRequest, layout: TextLayout?)?

  /// The fitted layout, or `nil` when there is nothing to draw or no room at all.
  package init() {}

  package func layout(_ request: LayerTextRequest, engine: any TextEngine) -> TextLayout? {
    if let last, last.request == request { return last.layout }
    let layout = Self.fit(request, engine: engine)
    last = (request, layout)
    return layout
  }

  package static func fit(_ request: LayerTextRequest, engine: any TextEngine) -> TextLayout? {
    let width = request.size.width
    let height = request.size.height
    let text = trimmed(request.text)
    guard !text.isEmpty, width.isFinite, height.isFinite, width >= 1, height >= 1 else { return nil }
    let base = request.style.font.size
    let minimumScale = min(max(request.minimumScale.isFinite ? request.minimumScale : 0.5, 0.1), 1)
    func layout(_ scale: Double, lines: Int) -> TextLayout {
      var style = request.style
      style.font = style.font.withSize(base * scale)
      return engine.layout(text, style: style, maxWidth: width, maxLines: lines)
    }
    func fits(_ layout: TextLayout) -> Bool {
      !layout.isTruncated && layout.size.height <= height + 0.5
    }
    let full = layout(1, lines: request.maxLines)
    if fits(full) { return full }
    let smallest = layout(minimumScale, lines: request.maxLines)
    guard fits(smallest) else {
      // Even at the smallest size it overflows: keep the lines that fit and end with an ellipsis.
      let lineHeight = smallest.size.height / Double(max(1, smallest.lineCount))
      var lines = lineHeight > 0 ? max(1, Int((height + 0.5) / lineHeight)) : 1
      if request.maxLines > 0 { lines = min(lines, request.maxLines) }
      return layout(minimumScale, lines: lines)
    }
    var best = smallest
    var low = minimumScale
    var high = 1.0
    for _ in 0..<6 {
      let middle = (low + high) / 2
      let candidate = layout(middle, lines: request.maxLines)
      if fits(candidate) {
        best = candidate
        low = middle
      } else {
        high = middle
      }
    }
    return best
  }

  /// The text without spaces at the ends of its paragraphs and without blank lines around it.
  ///
  /// The engine counts a paragraph's trailing spaces in its width, so a centred caption that
  /// ends in a space or two would sit half their width off centre (and a leading or trailing one
  /// would not line up with its edge).
  package static func trimmed(_ text: String) -> String {
    guard text.contains(where: { $0.isWhitespace }) else { return text }
    let paragraphs = text.split(omittingEmptySubsequences: false, whereSeparator: \.isNewline)
    var lines = paragraphs.map { line in
      line.drop { $0.isWhitespace }.reversed().drop { $0.isWhitespace }.reversed()
    }
    while lines.first?.isEmpty == true { lines.removeFirst() }
    while lines.last?.isEmpty == true { lines.removeLast() }
    return lines.map { String($0) }.joined(separator: "\n")
  }
}
