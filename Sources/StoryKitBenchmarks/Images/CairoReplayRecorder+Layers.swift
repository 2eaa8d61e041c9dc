import CCairo
import StoryKitCairo
import StoryKitUI

/// Cached layers: made and drawn by the recorder's mirror `CairoCanvas`, recorded as the calls
/// it made (``CairoLayerTrace``), each layer's pixels kept once as an image.
extension CairoReplayRecorder {
  func makeLayer(covering rect: Rect, placement: ProjectiveTransform) -> (any CanvasLayer)? {
    mirror.makeLayer(covering: rect, placement: placement)
  }

  func canDraw(_ layer: any CanvasLayer) -> Bool {
    mirror.canDraw(layer)
  }

  func draw(
    _ layer: any CanvasLayer, transform: ProjectiveTransform, opacity: Double, filter: LayerFilter,
    shade: LayerShade?
  ) {
    guard let trace = mirror.layerTrace else { return }
    let before = trace.events.count
    mirror.draw(layer, transform: transform, opacity: opacity, filter: filter, shade: shade)
    for event in trace.events[before...] {
      switch event {
      case .affine(let layer, let matrix, let opacity, let nearest):
        guard let index = index(of: layer) else { continue }
        append(.layer(index, matrix: matrix, opacity: opacity, nearest: nearest))
      case .pixman(let layer, let groups):
        guard let index = index(of: layer) else { continue }
        let recorded = groups.map { parts in
          parts.map { CairoReplay.PixmanPart(masks: $0.masks.map(Self.mask), calls: $0.calls.map(Self.call)) }
        }
        append(.pixmanLayer(index, groups: recorded))
      case .shadeFilled(let shade, let transform, let opacity):
        // The mirror filled it; the same fills, recorded.
        fillShade(shade, transform: transform, opacity: opacity)
      case .unsupported(let reason):
        noteProblem(reason)
      }
    }
  }

  /// The image index of a layer's pixels, added the first time.
  private func index(of layer: CairoLayer) -> Int? {
    if let known = layerIndices[ObjectIdentifier(layer)] { return known }
    guard let pixels = Self.pixels(of: layer.surface, scale: layer.scale) else {
      noteProblem("a layer's surface could not be read")
      return nil
    }
    let index = addImage(pixels)
    layerIndices[ObjectIdentifier(layer)] = index
    keptLayers.append(layer)
    return index
  }

  private static func mask(_ mask: CairoLayerTrace.Mask) -> CairoReplay.PixmanMask {
    CairoReplay.PixmanMask(
      area: [mask.area.x, mask.area.y, mask.area.width, mask.area.height].map { Int32(clamping: $0) },
      corners: mask.corners.flatMap { [$0.x, $0.y] }, alpha: mask.opacity)
  }

  private static func call(_ call: CairoLayerTrace.Call) -> CairoReplay.PixmanCall {
    let (kind, value): (UInt8, Int)
    let solid = call.solid ?? []
    switch call.mask {
    case .none: (kind, value) = (0, 0)
    case .solid(let alpha): (kind, value) = (1, Int(alpha))
    case .edge(let index): (kind, value) = (2, index)
    }
    return CairoReplay.PixmanCall(
      matrix: call.matrix, solid: solid, replaces: call.replaces, pad: call.pad, nearest: call.nearest,
      maskKind: kind,
      maskValue: value,
      area: [call.area.x, call.area.y, call.area.width, call.area.height].map { Int32(clamping: $0) },
      maskOffset: [call.maskOffset.x, call.maskOffset.y])
  }
}
