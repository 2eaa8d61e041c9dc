import CCairo
import Foundation
import StoryKit
import StoryKitUI

/// Measures, lays out and draws text with Pango: wrapping at word (then character) boundaries,
/// line limits with an ellipsis, alignment by the view's direction, and font fallback to the pinned
/// Noto families, so Latin, Arabic, Hebrew and colour emoji render alike on every machine that ran
/// `scripts/bootstrap`.
///
/// Hinting is off and metrics are unhinted, so a layout measured at 1x draws the same at 3x.
/// Thread-safe: Pango is not, so every call holds a lock.
public final class PangoTextEngine: TextEngine, @unchecked Sendable {
  // Unchecked because the Pango context and layouts are C pointers; they are reachable only inside
  // `pango`, whose lock is held across every Pango call.

  /// The families every font falls back to, in order. Emoji come through fontconfig's fallback
  /// to Noto Color Emoji: naming the emoji font here made Pango draw digits (emoji-capable
  /// characters) with it.
  public static let fallbackFamilies = ["Noto Sans", "Noto Sans Arabic", "Noto Sans Hebrew"]

  private let pango: Mutex<PangoState>
  private static let cacheLimit = 512

  /// Creates an engine with its own Pango context at 72 dpi (one point per unit).
  public init() {
    let fontMap = pango_cairo_font_map_get_default()
    let context: OpaquePointer = pango_font_map_create_context(fontMap)
    pango_cairo_context_set_resolution(context, 72)
    let options = cairo_font_options_create()
    cairo_font_options_set_antialias(options, CAIRO_ANTIALIAS_GRAY)
    cairo_font_options_set_hint_style(options, CAIRO_HINT_STYLE_NONE)
    cairo_font_options_set_hint_metrics(options, CAIRO_HINT_METRICS_OFF)
    pango_cairo_context_set_font_options(context, options)
    cairo_font_options_destroy(options)
    pango = Mutex(PangoState(context: context))
  }

  deinit {
    pango.withLock { pango in
      for prepared in pango.cache.values { g_object_unref(UnsafeMutableRawPointer(prepared.layout)) }
      g_object_unref(UnsafeMutableRawPointer(pango.context))
    }
  }

  public func layout(_ text: String, style: TextStyle, maxWidth: Double, maxLines: Int) -> TextLayout {
    pango.withLock { pango in
      let key = LayoutKey(text: text, style: style, maxWidth: maxWidth, maxLines: maxLines)
      let prepared = pangoLayout(for: key, in: &pango)
      let layout = prepared.layout
      var logical = PangoRectangle()
      pango_layout_get_extents(layout, nil, &logical)
      let scale = Double(PANGO_SCALE)
      let lineCount = Int(pango_layout_get_line_count(layout))
      let isTruncated = prepared.isCut || pango_layout_is_ellipsized(layout) != 0
      return TextLayout(
        text: text, style: style, maxWidth: maxWidth, maxLines: maxLines,
        size: Size(width: Double(logical.width) / scale, height: Double(logical.height) / scale),
        lineCount: lineCount, isTruncated: isTruncated, lines: lineTexts(layout),
        firstBaseline: Double(pango_layout_get_baseline(layout)) / scale)
    }
  }

  /// Draws a layout made by this engine (or an equal one) with its top-left corner at `origin`.
  func show(_ text: TextLayout, at origin: Point, in cairo: OpaquePointer) {
    pango.withLock { pango in
      let key = LayoutKey(
        text: text.text, style: text.style, maxWidth: text.maxWidth, maxLines: text.maxLines)
      let layout = pangoLayout(for: key, in: &pango).layout
      let color = text.style.color
      cairo_save(cairo)
      cairo_set_source_rgba(cairo, color.red, color.green, color.blue, color.alpha)
      cairo_move_to(cairo, origin.x, origin.y)
      pango_cairo_show_layout(cairo, layout)
      cairo_restore(cairo)
    }
  }

  // MARK: - Pango layouts

  private struct LayoutKey: Hashable {
    var text: String
    var style: TextStyle
    var maxWidth: Double
    var maxLines: Int
  }

  /// A Pango layout and whether the engine cut its text itself (Pango reports its own ellipses).
  private struct PreparedLayout {
    var layout: OpaquePointer
    var isCut: Bool
  }

  /// The engine's Pango context and the layouts made with it.
  private struct PangoState {
    let context: OpaquePointer
    var cache: [LayoutKey: PreparedLayout] = [:]
  }

  /// A configured layout for the key, from the cache when it is there.
  private func pangoLayout(for key: LayoutKey, in pango: inout PangoState) -> PreparedLayout {
    if let cached = pango.cache[key] { return cached }
    if pango.cache.count >= Self.cacheLimit {
      for prepared in pango.cache.values { g_object_unref(UnsafeMutableRawPointer(prepared.layout)) }
      pango.cache.removeAll(keepingCapacity: true)
    }
    let layout: OpaquePointer = pango_layout_new(pango.context)
    let prepared = PreparedLayout(layout: layout, isCut: configure(layout, key))
    pango.cache[key] = prepared
    return prepared
  }

  /// Sets up a layout for the key; returns whether the text was cut to `maxLines` by the engine.
  private func configure(_ layout: OpaquePointer, _ key: LayoutKey) -> Bool {
    // Pango reads C strings: a NUL would end the text early, so it is shown as U+FFFD instead.
    var text = key.text.replacingOccurrences(of: "\u{0}", with: "\u{FFFD}")
    let font = pango_font_description_new()
    let families = ([key.style.font.family].compactMap { $0 } + Self.fallbackFamilies).joined(separator: ",")
    pango_font_description_set_family(font, families)
    pango_font_description_set_weight(font, PangoWeight(rawValue: UInt32(key.style.font.weight.numericValue)))
    pango_font_description_set_absolute_size(font, key.style.font.size * Double(PANGO_SCALE))
    pango_layout_set_font_description(layout, font)
    pango_font_description_free(font)

    // With no direction, Pango finds each paragraph's direction from its first strong character and
    // swaps left and right alignment for right-to-left paragraphs, so leading follows the text.
    // A set direction gives physical alignment instead.
    pango_layout_set_auto_dir(layout, key.style.direction == nil ? 1 : 0)
    pango_layout_set_alignment(layout, Self.physicalAlignment(key.style))
    var isCut = false
    if key.maxWidth.isFinite {
      pango_layout_set_width(
        layout, Int32(min(max(0, key.maxWidth) * Double(PANGO_SCALE), Double(Int32.max)).rounded(.down)))
      pango_layout_set_wrap(layout, PANGO_WRAP_WORD_CHAR)
      if key.maxLines > 0 {
        // Pango limits lines per paragraph; joining paragraphs with line separators makes the
        // limit count every line. The last line then takes the rest of the text, so later
        // paragraphs are dropped there and an ellipsis marks the cut.
        pango_layout_set_height(layout, -Int32(clamping: key.maxLines))
        pango_layout_set_ellipsize(layout, PANGO_ELLIPSIZE_END)
        if let joined = Self.joiningParagraphs(text) {
          text = joined
          pango_layout_set_text(layout, text, -1)
          if let kept = Self.textBeforeMergedParagraphs(layout, text: text, maxLines: key.maxLines) {
            text = kept + "…"
            isCut = true
          }
        }
      }
    } else if key.maxLines > 0, let kept = Self.firstParagraphs(text, count: key.maxLines) {
      // Without a width Pango cannot ellipsize; unwrapped, each paragraph is one line.
      text = kept + "…"
      isCut = true
    }
    pango_layout_set_text(layout, text, -1)
    return isCut
  }

  private static let lineSeparator: Unicode.Scalar = "\u{2028}"

  private static func isParagraphSeparator(_ scalar: Unicode.Scalar) -> Bool {
    scalar == "\n" || scalar == "\r" || scalar == "\u{2029}"
  }

  /// The text with each paragraph separator (LF, CR, CR LF, U+2029) replaced by a line separator,
  /// or `nil` when it has none.
  package static func joiningParagraphs(_ text: String) -> String? {
    guard text.unicodeScalars.contains(where: isParagraphSeparator) else { return nil }
    var joined = String.UnicodeScalarView()
    var previous: Unicode.Scalar?
    for scalar in text.unicodeScalars {
      defer { previous = scalar }
      if scalar == "\n" && previous == "\r" { continue }
      joined.append(isParagraphSeparator(scalar) ? lineSeparator : scalar)
    }
    return String(joined)
  }

  /// The first `count` paragraphs, or `nil` when the text has no more than that.
  package static func firstParagraphs(_ text: String, count: Int) -> String? {
    var separators = 0
    var previous: Unicode.Scalar?
    for index in text.unicodeScalars.indices {
      let scalar = text.unicodeScalars[index]
      defer { previous = scalar }
      guard isParagraphSeparator(scalar), !(scalar == "\n" && previous == "\r") else { continue }
      separators += 1
      if separators == count { return String(text.unicodeScalars[..<index]) }
    }
    return nil
  }

  /// When the last allowed line also holds later paragraphs (joined by line separators), the text
  /// up to the first of them; `nil` when the layout needs no cut.
  private static func textBeforeMergedParagraphs(
    _ layout: OpaquePointer, text: String, maxLines: Int
  ) -> String? {
    guard pango_layout_get_line_count(layout) >= maxLines,
      let line = pango_layout_get_line_readonly(layout, Int32(clamping: maxLines - 1))
    else { return nil }
    let bytes = Array(text.utf8)
    let separator = Array(String(lineSeparator).utf8)
    var index = min(max(0, Int(line.pointee.start_index)), bytes.count)
    while index + separator.count <= bytes.count {
      if bytes[index..<index + separator.count].elementsEqual(separator) {
        return String(decoding: bytes[..<index], as: UTF8.self)
      }
      index += 1
    }
    return nil
  }

  /// Leading and trailing resolved by the style's direction (left to right when unset).
  package static func physicalAlignment(_ style: TextStyle) -> PangoAlignment {
    let isRightToLeft = style.direction == .rightToLeft
    switch style.alignment {
    case .center: return PANGO_ALIGN_CENTER
    case .leading: return isRightToLeft ? PANGO_ALIGN_RIGHT : PANGO_ALIGN_LEFT
    case .trailing: return isRightToLeft ? PANGO_ALIGN_LEFT : PANGO_ALIGN_RIGHT
    }
  }

  /// The text drawn on each line: the layout's own text, with what an ellipsis hides replaced by
  /// "…" and line-ending separators dropped.
  private func lineTexts(_ layout: OpaquePointer) -> [String] {
    guard let pointer = pango_layout_get_text(layout) else { return [] }
    let bytes = UnsafeBufferPointer(
      start: UnsafeRawPointer(pointer).assumingMemoryBound(to: UInt8.self), count: strlen(pointer))
    let count = Int(pango_layout_get_line_count(layout))
    var lines: [String] = []
    for index in 0..<count {
      guard let line = pango_layout_get_line_readonly(layout, Int32(index)) else { continue }
      let start = min(max(0, Int(line.pointee.start_index)), bytes.count)
      let end = min(max(start, start + Int(line.pointee.length)), bytes.count)
      var lineText: String
      if let hidden = Self.ellipsizedRange(line), hidden.lowerBound >= start, hidden.upperBound <= end {
        lineText =
          String(decoding: bytes[start..<hidden.lowerBound], as: UTF8.self) + "…"
          + String(decoding: bytes[hidden.upperBound..<end], as: UTF8.self)
      } else {
        lineText = String(decoding: bytes[start..<end], as: UTF8.self)
      }
      while let last = lineText.unicodeScalars.last,
        Self.isParagraphSeparator(last) || last == Self.lineSeparator
      {
        lineText.unicodeScalars.removeLast()
      }
      lines.append(lineText)
    }
    return lines
  }

  /// The byte range of the text an ellipsis stands for on a line, if the line has one.
  private static func ellipsizedRange(_ line: UnsafeMutablePointer<PangoLayoutLine>) -> Range<Int>? {
    var node = line.pointee.runs
    while let current = node {
      if let run = current.pointee.data?.assumingMemoryBound(to: PangoGlyphItem.self),
        let item = run.pointee.item,
        Int32(item.pointee.analysis.flags) & PANGO_ANALYSIS_FLAG_IS_ELLIPSIS != 0
      {
        let offset = Int(item.pointee.offset)
        return offset..<offset + Int(item.pointee.length)
      }
      node = current.pointee.next
    }
    return nil
  }
}
