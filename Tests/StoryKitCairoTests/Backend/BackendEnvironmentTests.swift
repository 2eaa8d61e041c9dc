import CCairo
import StoryKit
import Testing

@testable import StoryKitCairo
@testable import StoryKitUI

/// The Cairo backend as a host sees it: Pango is the platform's text engine from the start,
/// rendering leaves a view's environment alone, and a canvas can draw into a borrowed `cairo_t`.
@MainActor
@Suite struct BackendEnvironmentTests {
  @Test func linkingTheBackendMakesPangoThePlatformEngine() {
    #expect(PlatformTextEngine.current is PangoTextEngine)
    // Measured before any bitmap exists, as a label in an app is.
    let label = Label()
    label.text = "New in"
    label.font = FontDescriptor(size: 14)
    let measured = label.fittingSize(for: .unbounded)
    let pango = PangoTextEngine.shared.layout(
      "New in", style: label.effectiveTextStyle, maxWidth: .infinity, maxLines: 1
    ).size
    #expect(measured == Size(width: pango.width.rounded(.up), height: pango.height.rounded(.up)))
    #expect(label.textEngine is PangoTextEngine)
  }

  @Test func renderingDoesNotChangeTheViewsEnvironment() {
    let fixed = FixedWidthTextEngine()
    let label = Label()
    label.text = "kept"
    label.textEngine = fixed
    let bitmap = Bitmap(size: Size(width: 60, height: 20), scale: 1, background: .white)
    bitmap.render(label)
    #expect(label.textEngine === fixed, "a view that chose an engine keeps it")
    let plain = Label()
    plain.text = "plain"
    bitmap.render(plain)
    #expect(plain.environmentOverrides.textEngine == nil, "and one that did not gets no override")
  }

  @Test func aCanvasDrawsIntoABorrowedContextAndGivesItBack() throws {
    let surface = try #require(cairo_image_surface_create(CAIRO_FORMAT_ARGB32, 20, 20))
    defer { cairo_surface_destroy(surface) }
    let context = try #require(cairo_create(surface))
    defer { cairo_destroy(context) }
    var before = cairo_matrix_t()
    cairo_get_matrix(context, &before)
    do {
      let canvas = CairoCanvas(borrowing: context, scale: 2, textEngine: FixedWidthTextEngine())
      canvas.save()
      canvas.fill(.rect(Rect(x: 0, y: 0, width: 5, height: 5)), with: .solid(.red))
      // A save left open: the canvas closes it when it goes away.
    }
    var after = cairo_matrix_t()
    cairo_get_matrix(context, &after)
    #expect(after.xx == before.xx && after.yy == before.yy, "the lender's transform is back")
    #expect(cairo_status(context) == CAIRO_STATUS_SUCCESS)
    cairo_surface_flush(surface)
    let data = try #require(cairo_image_surface_get_data(surface))
    let stride = Int(cairo_image_surface_get_stride(surface))
    #expect(data[9 * stride + 9 * 4 + 2] == 0xFF, "10 × 10 pixels red at scale 2")
    #expect(data[11 * stride + 11 * 4 + 3] == 0, "and nothing past them")
  }

  @Test func pangoReportsEachScriptsOwnBaseline() {
    let style = TextStyle(font: FontDescriptor(size: 12))
    let latin = PangoTextEngine.shared.layout("New in", style: style, maxWidth: .infinity, maxLines: 1)
    let arabic = PangoTextEngine.shared.layout("عروض اليوم", style: style, maxWidth: .infinity, maxLines: 1)
    #expect(latin.firstBaseline > 0 && latin.firstBaseline < latin.size.height)
    #expect(arabic.firstBaseline > latin.firstBaseline, "Arabic's taller ascent puts its baseline lower")
  }
}
