import StoryKit
import StoryKitUI

// Cached layers in the replay: a layer's pixels are an ``CairoReplay/Image``, drawn either by
// Cairo under an affine matrix or by pixman, call for call, as `CairoCanvas` drew it.
//
// | tag | command | fields |
// | --- | --- | --- |
// | 28 | layer through Cairo | u32 image, 6 f64 matrix (layer pixels to user space), f64 opacity, u8 nearest |
// | 29 | layer through pixman | u32 image, u32 groups, each: u32 parts, each: u32 masks, each: 4 i32 area, 12 i32 corners (16.16), u32 alpha; u32 calls, each: 9 i32 matrix (16.16), u8 solid (then 4 u32: premultiplied 16-bit red, green, blue, alpha, the source instead of the layer), u8 SRC instead of OVER, u8 pad, u8 nearest, u8 mask kind (0 none, 1 solid, 2 edge), u32 alpha or mask index, 4 i32 area, 2 i32 mask offset |

extension CairoReplay {
  /// What one thread of a perspective draw did: its masks, then its calls.
  struct PixmanPart: Sendable, Equatable {
    var masks: [PixmanMask]
    var calls: [PixmanCall]
  }

  /// An 8-bit mask made before a perspective draw: two triangles' coverage over `area` (x, y,
  /// width, height in target pixels), then IN a solid `alpha`.
  struct PixmanMask: Sendable, Equatable {
    var area: [Int32]
    /// Six corners, x then y, 16.16 fixed point in the mask's pixels.
    var corners: [Int32]
    var alpha: UInt16
  }

  /// One `pixman_image_composite32` OVER from the layer, or from a solid colour, into the current
  /// target's pixels.
  struct PixmanCall: Sendable, Equatable {
    /// The source transform, 16.16, row by row.
    var matrix: [Int32]
    /// A solid source instead of the layer (premultiplied 16-bit red, green, blue, alpha); empty
    /// for the layer.
    var solid: [UInt16]
    /// SRC instead of OVER: an opaque layer's pixels replace what was there.
    var replaces: Bool
    var pad: Bool
    var nearest: Bool
    /// 0 none, 1 a solid mask of alpha `maskValue`, 2 ``PixmanMask`` number `maskValue`.
    var maskKind: UInt8
    var maskValue: Int
    /// x, y, width, height in target pixels (the source is sampled at the same coordinates).
    var area: [Int32]
    var maskOffset: [Int32]
  }
}

extension ReplayWriter {
  mutating func layer(_ index: Int, matrix: Transform, opacity: Double, nearest: Bool) {
    tag(.drawLayer)
    u32(index)
    for value in [matrix.a, matrix.b, matrix.c, matrix.d, matrix.tx, matrix.ty] { f64(value) }
    f64(opacity)
    u8(nearest ? 1 : 0)
  }

  mutating func pixmanLayer(_ index: Int, groups: [[CairoReplay.PixmanPart]]) {
    tag(.compositeLayer)
    u32(index)
    u32(groups.count)
    for parts in groups {
      u32(parts.count)
      for part in parts { self.part(part) }
    }
  }

  private mutating func part(_ part: CairoReplay.PixmanPart) {
    u32(part.masks.count)
    for mask in part.masks {
      for value in mask.area + mask.corners { i32(value) }
      u32(Int(mask.alpha))
    }
    u32(part.calls.count)
    for call in part.calls {
      for value in call.matrix { i32(value) }
      u8(call.solid.isEmpty ? 0 : 1)
      for value in call.solid { u32(Int(value)) }
      u8(call.replaces ? 1 : 0)
      u8(call.pad ? 1 : 0)
      u8(call.nearest ? 1 : 0)
      u8(call.maskKind)
      u32(call.maskValue)
      for value in call.area + call.maskOffset { i32(value) }
    }
  }
}

extension ReplayReader {
  mutating func layerCommand() throws(CairoReplayFormatError) -> CairoReplay.Command {
    let index = try u32()
    let matrix = Transform(
      a: try f64(), b: try f64(), c: try f64(), d: try f64(), tx: try f64(), ty: try f64())
    let opacity = try f64()
    let nearest = try u8() != 0
    return .layer(index, matrix: matrix, opacity: opacity, nearest: nearest)
  }

  mutating func pixmanLayerCommand() throws(CairoReplayFormatError) -> CairoReplay.Command {
    let index = try u32()
    var groups: [[CairoReplay.PixmanPart]] = []
    for _ in 0..<(try count(atLeast: 4)) {
      var parts: [CairoReplay.PixmanPart] = []
      for _ in 0..<(try count(atLeast: 8)) { parts.append(try part()) }
      groups.append(parts)
    }
    return .pixmanLayer(index, groups: groups)
  }

  private mutating func part() throws(CairoReplayFormatError) -> CairoReplay.PixmanPart {
    var masks: [CairoReplay.PixmanMask] = []
    for _ in 0..<(try count(atLeast: 16 * 4 + 4)) {
      let values = try int32s(16)
      let alpha = try u32()
      masks.append(
        CairoReplay.PixmanMask(
          area: Array(values[0..<4]), corners: Array(values[4...]), alpha: UInt16(clamping: alpha)))
    }
    var calls: [CairoReplay.PixmanCall] = []
    for _ in 0..<(try count(atLeast: 9 * 4 + 3 + 4 + 6 * 4)) {
      let matrix = try int32s(9)
      var solid: [UInt16] = []
      if try u8() != 0 {
        for _ in 0..<4 { solid.append(UInt16(clamping: try u32())) }
      }
      let replaces = try u8() != 0
      let pad = try u8() != 0
      let nearest = try u8() != 0
      let offset = self.offset
      let kind = try u8()
      let value = try u32()
      guard kind <= 2, kind != 2 || value < masks.count else { throw .badValue(offset: offset) }
      let rest = try int32s(6)
      calls.append(
        CairoReplay.PixmanCall(
          matrix: matrix, solid: solid, replaces: replaces, pad: pad, nearest: nearest, maskKind: kind,
          maskValue: value,
          area: Array(rest[0..<4]),
          maskOffset: Array(rest[4...])))
    }
    return CairoReplay.PixmanPart(masks: masks, calls: calls)
  }

  private mutating func int32s(_ count: Int) throws(CairoReplayFormatError) -> [Int32] {
    var values: [Int32] = []
    for _ in 0..<count { values.append(try i32()) }
    return values
  }
}
