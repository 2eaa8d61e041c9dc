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
  /// The families every font falls back to, in order.
  public static let fallbackFamilies = [
    "Noto Sans", "Noto Sans Arabic", "Noto Sans Hebrew", "Noto Color Emoji",
  ]

  private let lock = NSLock()
  private let context: OpaquePointer
  private var cache: [LayoutKey: OpaquePointer] = [:]
  private static let cacheLimit = 512

  /// Creates an engine with its own Pango context at 72 dpi (one point per unit).
  public init() {
    let fontMap = pango_cairo_font_map_get_default()
    context = pango_font_map_create_context(fontMap)
    pango_cairo_context_set_resolution(context, 72)
    let options = cairo_font_options_create()
    cairo_font_options_set_antialias(options, CAIRO_ANTIALIAS_GRAY)
    cairo_font_options_set_hint_style(options, CAIRO_HINT_STYLE_NONE)
    cairo_font_options_set_hint_metrics(options, CAIRO_HINT_METRICS_OFF)
    pango_cairo_context_set_font_options(context, options)
    cairo_font_options_destroy(options)
  }

  deinit {
    for layout in cache.values { g_object_unref(UnsafeMutableRawPointer(layout)) }
    g_object_unref(UnsafeMutableRawPointer(context))
  }

  public func layout(_ text: String, style: TextStyle, maxWidth: Double, maxLines: Int) -> TextLayout {
    lock.withLock {
      let key = LayoutKey(text: text, style: style, maxWidth: maxWidth, maxLines: maxLines)
      let layout = pangoLayout(for: key)
      var logical = PangoRectangle()
      pango_layout_get_extents(layout, nil, &logical)
      let scale = Double(PANGO_SCALE)
      let lineCount = Int(pango_layout_get_line_count(layout))
      let isTruncated = pango_layout_is_ellipsized(layout) != 0
      return TextLayout(
        text: text, style: style, maxWidth: maxWidth, maxLines: maxLines,
        size: Size(width: Double(logical.width) / scale, height: Double(logical.height) / scale),
        lineCount: lineCount, isTruncated: isTruncated,
        lines: lineTexts(layout, text: text, isTruncated: isTruncated))
    }
  }

  /// Draws a layout made by this engine (or an equal one) with its top-left corner at `origin`.
  func show(_ text: TextLayout, at origin: Point, in cairo: OpaquePointer) {
    lock.withLock {
      let key = LayoutKey(
        text: text.text, style: text.style, maxWidth: text.maxWidth, maxLines: text.maxLines)
      let layout = pangoLayout(for: key)
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

  /// A configured layout for the key, from the cache when it is there. Call with the lock held.
  private func pangoLayout(for key: LayoutKey) -> OpaquePointer {
    if let cached = cache[key] { return cached }
    if cache.count >= Self.cacheLimit {
      for layout in cache.values { g_object_unref(UnsafeMutableRawPointer(layout)) }
      cache.removeAll(keepingCapacity: true)
    }
    let layout: OpaquePointer = pango_layout_new(context)
    configure(layout, key)
    cache[key] = layout
    return layout
  }

  private func configure(_ layout: OpaquePointer, _ key: LayoutKey) {
    // Pango reads C strings: a NUL would end the text early, so it is shown as U+FFFD instead.
    let text = key.text.replacingOccurrences(of: "\u{0}", with: "\u{FFFD}")
    pango_layout_set_text(layout, text, -1)
    let font = pango_font_description_new()
    let families = ([key.style.font.family].compactMap { $0 } + Self.fallbackFamilies).joined(separator: ",")
    pango_font_description_set_family(font, families)
    pango_font_description_set_weight(font, PangoWeight(rawValue: UInt32(key.style.font.weight.numericValue)))
    pango_font_description_set_absolute_size(font, key.style.font.size * Double(PANGO_SCALE))
    pango_layout_set_font_description(layout, font)
    pango_font_description_free(font)

    pango_layout_set_auto_dir(layout, 0)
    if key.maxWidth.isFinite {
      pango_layout_set_width(
        layout, Int32(clamping: Int((max(0, key.maxWidth) * Double(PANGO_SCALE)).rounded(.down))))
      pango_layout_set_wrap(layout, PANGO_WRAP_WORD_CHAR)
      if key.maxLines > 0 {
        pango_layout_set_height(layout, Int32(-key.maxLines))
        pango_layout_set_ellipsize(layout, PANGO_ELLIPSIZE_END)
      }
    }
    pango_layout_set_alignment(layout, Self.physicalAlignment(key.style))
  }

  /// Leading and trailing resolved by the style's direction (left to right when unset).
  static func physicalAlignment(_ style: TextStyle) -> PangoAlignment {
    let isRightToLeft = style.direction == .rightToLeft
    switch style.alignment {
    case .center: return PANGO_ALIGN_CENTER
    case .leading: return isRightToLeft ? PANGO_ALIGN_RIGHT : PANGO_ALIGN_LEFT
    case .trailing: return isRightToLeft ? PANGO_ALIGN_LEFT : PANGO_ALIGN_RIGHT
    }
  }

  private func lineTexts(_ layout: OpaquePointer, text: String, isTruncated: Bool) -> [String] {
    let bytes = Array(text.replacingOccurrences(of: "\u{0}", with: "\u{FFFD}").utf8)
    let count = Int(pango_layout_get_line_count(layout))
    var lines: [String] = []
    for index in 0..<count {
      guard let line = pango_layout_get_line_readonly(layout, Int32(index)) else { continue }
      let start = min(max(0, Int(line.pointee.start_index)), bytes.count)
      let end = min(max(start, start + Int(line.pointee.length)), bytes.count)
      var lineText = String(decoding: bytes[start..<end], as: UTF8.self)
      while lineText.last == "\n" { lineText.removeLast() }
      lines.append(lineText)
    }
    if isTruncated, let last = lines.popLast() { lines.append(last + "…") }
    return lines
  }
}
