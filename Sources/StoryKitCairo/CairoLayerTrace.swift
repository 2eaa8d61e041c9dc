import CPixman
import StoryKitUI

/// What a ``CairoCanvas`` did to draw its layers, call for call: what the benchmarks' C replay
/// issues again to time the same compositing with nothing of ours around it.
package final class CairoLayerTrace {
  /// One layer drawn.
  package enum Event {
    /// Through Cairo: the layer's surface as the source under `matrix` (layer pixels to user
    /// space), nearest or bilinear, painted with `opacity`.
    case affine(layer: CairoLayer, matrix: Transform, opacity: Double, nearest: Bool)
    /// Through pixman, straight into the current target's pixels: groups in order, the parts of
    /// a group at once on their own threads (bands of rows that do not overlap).
    case pixman(layer: CairoLayer, groups: [[Part]])
    /// A layer's shade laid with ordinary fills (``Canvas/fillShade(_:transform:opacity:)``)
    /// rather than with its pixels.
    case shadeFilled(LayerShade, transform: ProjectiveTransform, opacity: Double)
    /// A way the replay does not follow (a shaped clip, a target pixman cannot reach).
    case unsupported(String)
  }

  /// What one thread did: the masks it made, then its calls, each through its own pixman images
  /// over the layer's and the target's pixels.
  package struct Part {
    package let masks: [Mask]
    package let calls: [Call]
  }

  /// An 8-bit mask: the coverage of two triangles over `area`, then IN a solid `opacity`.
  package struct Mask {
    package let area: PixelRect
    /// The triangles' corners in the mask's pixels, 16.16 fixed point, three per triangle.
    package let corners: [(x: Int32, y: Int32)]
    /// The opacity as pixman's 16-bit alpha; 65,535 for none.
    package let opacity: UInt16
  }

  /// One `pixman_image_composite32` (OVER) from the layer, or from a solid colour (a shade laid
  /// over what was just drawn).
  package struct Call {
    /// The source's transform, 16.16 fixed point, row by row.
    package let matrix: [Int32]
    /// A solid source instead of the layer: premultiplied red, green, blue, alpha (16-bit).
    package let solid: [UInt16]?
    /// SRC instead of OVER: an opaque layer's pixels replace what was there.
    package let replaces: Bool
    package let pad: Bool
    package let nearest: Bool
    /// No mask, a solid one of this alpha, or ``Event/pixman(layer:masks:calls:)``'s mask.
    package enum MaskUse {
      case none
      case solid(UInt16)
      case edge(Int)
    }
    package let mask: MaskUse
    package let area: PixelRect
    package let maskOffset: (x: Int32, y: Int32)

    init(
      matrix: [Int32], pad: Bool, nearest: Bool, mask: MaskUse, area: PixelRect,
      maskOffset: (x: Int32, y: Int32),
      replaces: Bool = false
    ) {
      (self.matrix, self.pad, self.nearest, self.mask, self.area, self.maskOffset) =
        (matrix, pad, nearest, mask, area, maskOffset)
      (solid, self.replaces) = (nil, replaces)
    }

    /// A solid colour's call; `nearest` stays the layer's filter, which the replay sets only
    /// when it changes from one call to the next.
    init(solid: [UInt16], nearest: Bool, mask: MaskUse, area: PixelRect, maskOffset: (x: Int32, y: Int32)) {
      (self.solid, self.nearest, self.mask, self.area, self.maskOffset) = (
        solid, nearest, mask, area, maskOffset
      )
      (matrix, pad, replaces) = (Array(repeating: 0, count: 9), false, false)
    }
  }

  package private(set) var events: [Event] = []

  package init() {}

  func record(_ event: Event) { events.append(event) }
}

/// The calls one perspective draw made, gathered while it runs.
final class PixmanCallLog {
  /// The part being made on the calling thread.
  var masks: [CairoLayerTrace.Mask] = []
  var calls: [CairoLayerTrace.Call] = []
  var nearest = false
  /// The parts made so far, in groups run one after the other.
  private(set) var groups: [[CairoLayerTrace.Part]] = []

  /// Ends the calling thread's part, if it made anything.
  func closePart() {
    guard !masks.isEmpty || !calls.isEmpty else { return }
    groups.append([CairoLayerTrace.Part(masks: masks, calls: calls)])
    (masks, calls) = ([], [])
  }

  /// Adds the parts threads made at once.
  func add(concurrent logs: [PixmanCallLog]) {
    closePart()
    groups.append(logs.map { CairoLayerTrace.Part(masks: $0.masks, calls: $0.calls) })
  }

  static func matrix(_ transform: pixman_transform_t) -> [Int32] {
    let m = transform.matrix
    return [m.0.0, m.0.1, m.0.2, m.1.0, m.1.1, m.1.2, m.2.0, m.2.1, m.2.2]
  }
}
