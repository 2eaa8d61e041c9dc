import StoryKit
import StoryKitUI

/// One frame of ours as the Cairo and Pango calls `CairoCanvas` makes for it, in a form the C
/// peer (`Benchmarks/peers/cairo_replay.c`) loads once and then issues call for call, frame after
/// frame.
///
/// ``CairoReplayRecorder`` makes it from the real frame: the view tree draws into the recorder
/// exactly as it draws into a `CairoCanvas`. What `CairoCanvas` resolves before calling Cairo
/// (unbalanced restores, layers closed with their saves, the angular gradient's rasterized image)
/// is resolved here too, so every ``Command`` stands for a fixed sequence of calls; what it works
/// out from Cairo during the frame (the bounds an angular gradient must cover, the device scale)
/// the C side works out the same way. Resources are decoded once, as ours are: images as
/// premultiplied BGRA pixels, Pango layouts with their settings, angular gradients as the mesh
/// patches `AngularGradientMesh` builds.
struct CairoReplay: Sendable, Equatable {
  /// The surface's size in pixels.
  var pixelWidth: Int
  var pixelHeight: Int
  /// Pixels per point: the frame's first `cairo_scale`.
  var scale: Double
  /// The colour the surface is filled with once, when it is made (not part of a frame).
  var background: Color
  /// Decoded images, referred to by index.
  var images: [Image] = []
  /// Rasterized angular gradients, referred to by index.
  var gradients: [Gradient] = []
  /// Pango layouts, referred to by index.
  var texts: [Text] = []
  /// The frame, in order.
  var commands: [Command] = []

  /// A decoded image: a Cairo image surface's format and pixels, 4 bytes per pixel in memory order
  /// B, G, R, A (premultiplied; unused for RGB24), rows of `width * 4` bytes.
  struct Image: Sendable, Equatable {
    /// The surface formats a decoded image has, by their `cairo_format_t` numbers: ARGB32 (JPEG,
    /// PNG with alpha) or RGB24 (Cairo's PNG reader, for an opaque PNG). Pixman draws them by
    /// different paths, so the replay keeps the format.
    enum Format: UInt8, Sendable {
      case argb32 = 0
      case rgb24 = 1
    }

    var width: Int
    var height: Int
    /// Pixels per point; the image's size in points is its pixels over this.
    var scale: Double
    var format: Format = .argb32
    var bgra: [UInt8]
  }

  /// An angular gradient as `AngularGradientCache` rasterizes it: a mesh around the centre of a
  /// square of `2 * pixelRadius` pixels, painted once into an image at load.
  struct Gradient: Sendable, Equatable {
    var pixelRadius: Int
    var patches: [MeshPatch]
  }

  /// One patch of a Cairo mesh pattern: its outline (a move, then lines and curves) and its four
  /// corner colours.
  struct MeshPatch: Sendable, Equatable {
    var outline: Path
    var corners: [Color]
  }

  /// A Pango layout as `PangoTextEngine` configures it.
  struct Text: Sendable, Equatable {
    /// Physical alignment, `PangoAlignment`'s values.
    enum Alignment: UInt8, Sendable {
      case left = 0
      case center = 1
      case right = 2
    }

    /// The text given to `pango_layout_set_text` (paragraphs already joined or cut where the
    /// engine does that without Pango).
    var text: String
    /// The font description's family list, comma separated.
    var families: String
    /// The weight, 100–900.
    var weight: Int
    /// The absolute size in points (Pango units are this times 1,024).
    var size: Double
    /// Whether Pango finds each paragraph's direction itself.
    var autoDirection: Bool
    var alignment: Alignment
    /// The wrap width in Pango units, or -1 for none (no wrapping, no ellipsis).
    var width: Int32
    /// The line limit with an ellipsis (with a width only), 0 for none.
    var maxLines: Int
    /// Whether the text joins paragraphs: once set, if its last allowed line starts before a
    /// joined paragraph, the text is cut there and ends with "…".
    var cutsMergedParagraphs: Bool
    /// The source colour it is shown with.
    var color: Color
  }

  /// What a fill or stroke is painted with.
  enum Paint: Sendable, Equatable {
    case solid(Color)
    case linear(stops: [GradientStop], start: Point, end: Point)
    /// ``CairoReplay/gradients``[`gradient`] about `center`, turned by `startAngle`; with no
    /// gradient (a centre no shape can reach), `fallback` as a solid colour.
    case angular(gradient: Int?, center: Point, startAngle: Double, fallback: Color)
  }

  /// One Canvas-level step and the fixed Cairo calls it stands for.
  enum Command: Sendable, Equatable {
    /// `cairo_save`.
    case save
    /// `cairo_restore`.
    case restore
    /// `cairo_transform` with an invertible, finite matrix.
    case transform(Transform)
    /// A transform that is not: `cairo_new_path`, an empty rectangle, `cairo_clip`.
    case collapse
    /// `cairo_new_path`, the path, `cairo_clip`.
    case clip(Path)
    /// `cairo_push_group`.
    case pushGroup
    /// `cairo_pop_group_to_source`, `cairo_paint_with_alpha` (alpha already clamped to 0…1).
    case popGroup(alpha: Double)
    /// `cairo_pop_group_to_source` alone: a layer left open at the end of the frame.
    case dropGroup
    /// The path, the paint as source, `cairo_fill`.
    case fill(Path, Paint)
    /// The path, the stroke settings, the paint as source, `cairo_stroke`, dashes reset.
    case stroke(Path, Paint, StrokeStyle)
    /// ``CairoReplay/texts``[index] shown with its top-left corner at `origin`.
    case text(Int, at: Point)
    /// ``CairoReplay/images``[index] placed in `rect` by `contentMode`, clipped, filtered as
    /// `CairoCanvas.imageFilter(for:pixels:)` chooses.
    case image(Int, in: Rect, contentMode: ContentMode)
    /// A cached layer, ``CairoReplay/images``[index], drawn by Cairo: `cairo_save`, the matrix,
    /// the layer as source (nearest or bilinear, no extend), `cairo_paint_with_alpha`,
    /// `cairo_restore`.
    case layer(Int, matrix: Transform, opacity: Double, nearest: Bool)
    /// A cached layer, ``CairoReplay/images``[index], turned in perspective, between a flush and
    /// a mark dirty of the current target: groups in order, the parts of a group at once on their
    /// own threads, each making its masks then its pixman calls.
    case pixmanLayer(Int, groups: [[PixmanPart]])
  }
}
