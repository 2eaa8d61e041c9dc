/// A text engine where every character is `0.5 × size` wide and a line `1.25 × size` tall.
///
/// It wraps at spaces (breaking long words), honours line limits with a trailing `…`, and needs
/// no fonts, so headless layout tests give the same frames on every machine. Widgets draw with
/// the backend's engine (Pango on Linux); this one is the environment's default until a backend
/// installs its own.
public final class FixedWidthTextEngine: TextEngine {
  /// Creates the engine.
  public init() {}

  public func layout(_ text: String, style: TextStyle, maxWidth: Double, maxLines: Int) -> TextLayout {
    let advance = style.font.size * 0.5
    let lineHeight = style.font.size * 1.25
    let columns = maxWidth.isFinite ? max(1, Int((maxWidth / advance).rounded(.down))) : Int.max
    var lines: [String] = []
    for paragraph in text.split(separator: "\n", omittingEmptySubsequences: false) {
      lines.append(contentsOf: Self.wrap(String(paragraph), columns: columns))
    }
    var isTruncated = false
    if maxLines > 0 && lines.count > maxLines {
      isTruncated = true
      lines = Array(lines.prefix(maxLines))
    }
    if isTruncated, let last = lines.last {
      let room = columns == Int.max ? last.count : max(0, columns - 1)
      lines[lines.count - 1] = String(last.prefix(room)) + "…"
    }
    let widest = lines.map(\.count).max() ?? 0
    return TextLayout(
      text: text, style: style, maxWidth: maxWidth, maxLines: maxLines,
      size: Size(width: Double(widest) * advance, height: Double(max(1, lines.count)) * lineHeight),
      lineCount: lines.count, isTruncated: isTruncated, lines: lines)
  }

  static func wrap(_ paragraph: String, columns: Int) -> [String] {
    guard paragraph.count > columns else { return [paragraph] }
    var lines: [String] = []
    var current = ""
    for word in paragraph.split(separator: " ", omittingEmptySubsequences: false) {
      var word = Substring(word)
      while word.count > columns {
        if !current.isEmpty {
          lines.append(current)
          current = ""
        }
        lines.append(String(word.prefix(columns)))
        word = word.dropFirst(columns)
      }
      if current.isEmpty {
        current = String(word)
      } else if current.count + 1 + word.count <= columns {
        current += " " + word
      } else {
        lines.append(current)
        current = String(word)
      }
    }
    lines.append(current)
    return lines
  }
}
