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

  /// One `pixman_image_composite32` (OVER) from the layer.
  package struct Call {
    /// The source's transform, 16.16 fixed point, row by row.
    package let matrix: [Int32]
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
