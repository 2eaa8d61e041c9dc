import StoryKit
import StoryKitUI

/// The replay file: what `Benchmarks/peers/cairo_replay.c` reads (its `load` function mirrors
/// ``CairoReplay/init(decoding:)``).
///
/// Little-endian binary. The magic `SKRPLY01`, the surface (u32 width, u32 height, f64 scale, the
/// background as 4 f64), then records, each a u8 tag and its fields, ending with tag 0:
///
/// | tag | record | fields |
/// | --- | --- | --- |
/// | 1 | image | u32 width, u32 height, f64 scale, u8 format (0 ARGB32, 1 RGB24), width × height × 4 bytes BGRA premultiplied |
/// | 2 | gradient | u32 pixel radius, u32 patches, each: path, 4 colours |
/// | 3 | text | string text, string families, u32 weight, f64 size, u8 auto direction, u8 alignment, i32 width, u32 max lines, u8 cuts merged paragraphs, colour |
/// | 16–29 | command | see ``CairoReplay/Command`` and `Tag` below; layers in CairoReplay+Layers.swift |
///
/// A colour is 4 f64 (r, g, b, a, straight); a string is u32 byte count and UTF-8; a path is u32
/// element count, each a u8 (0 move x y, 1 line x y, 2 curve x1 y1 x2 y2 x y, 3 arc cx cy r a1 a2,
/// 4 negative arc, 5 close); a paint is u8 (0 solid colour; 1 linear x0 y0 x1 y1, u32 stops,
/// each f64 offset and colour; 2 angular i32 gradient or -1, cx cy start angle, fallback colour).
/// Resources come before the commands that use them and are numbered in order, per kind.
extension CairoReplay {
  static let magic = Array("SKRPLY01".utf8)

  enum Tag: UInt8 {
    case end = 0
    case image = 1, gradient = 2, text = 3
    case save = 16, restore = 17, transform = 18, collapse = 19, clip = 20, pushGroup = 21
    case popGroup = 22, dropGroup = 23, fill = 24, stroke = 25, showText = 26, showImage = 27
    case drawLayer = 28, compositeLayer = 29
  }

  /// The file's bytes.
  func encoded() -> [UInt8] {
    var out = ReplayWriter()
    out.bytes += Self.magic
    out.u32(pixelWidth)
    out.u32(pixelHeight)
    out.f64(scale)
    out.color(background)
    for image in images {
      out.tag(.image)
      out.u32(image.width)
      out.u32(image.height)
      out.f64(image.scale)
      out.u8(image.format.rawValue)
      out.bytes += image.bgra
    }
    for gradient in gradients {
      out.tag(.gradient)
      out.u32(gradient.pixelRadius)
      out.u32(gradient.patches.count)
      for patch in gradient.patches {
        out.path(patch.outline)
        for corner in patch.corners { out.color(corner) }
      }
    }
    for text in texts { out.text(text) }
    for command in commands { out.command(command) }
    out.tag(.end)
    return out.bytes
  }

  /// Reads a file made by ``encoded()``.
  /// - Throws: ``CairoReplayFormatError`` when the bytes are cut short, carry an unknown tag, or
  ///   refer to a resource that is not there.
  init(decoding bytes: [UInt8]) throws(CairoReplayFormatError) {
    var input = ReplayReader(bytes: bytes)
    guard try input.take(Self.magic.count) == Self.magic else { throw .badMagic }
    self.init(
      pixelWidth: try input.u32(), pixelHeight: try input.u32(), scale: try input.f64(),
      background: try input.color())
    while true {
      let offset = input.offset
      guard let tag = Tag(rawValue: try input.u8()) else { throw .unknownTag(offset: offset) }
      switch tag {
      case .end:
        guard input.offset == bytes.count else { throw .trailingBytes(offset: input.offset) }
        return
      case .image:
        let width = try input.u32()
        let height = try input.u32()
        let scale = try input.f64()
        let formatOffset = input.offset
        guard let format = Image.Format(rawValue: try input.u8()) else {
          throw .badValue(offset: formatOffset)
        }
        let count = width.multipliedReportingOverflow(by: height * 4)
        guard !count.overflow else { throw .truncated(offset: input.offset) }
        images.append(
          Image(
            width: width, height: height, scale: scale, format: format,
            bgra: try input.take(count.partialValue)))
      case .gradient:
        let pixelRadius = try input.u32()
        var patches: [MeshPatch] = []
        for _ in 0..<(try input.count(atLeast: 4 + 16 * 8)) {
          let outline = try input.path()
          var corners: [Color] = []
          for _ in 0..<4 { corners.append(try input.color()) }
          patches.append(MeshPatch(outline: outline, corners: corners))
        }
        gradients.append(Gradient(pixelRadius: pixelRadius, patches: patches))
      case .text:
        texts.append(try input.text())
      default:
        let command = try input.command(tag)
        try check(command, at: offset)
        commands.append(command)
      }
    }
  }

  /// Throws when `command` refers to a resource not read yet.
  private func check(_ command: Command, at offset: Int) throws(CairoReplayFormatError) {
    let fits: Bool
    switch command {
    case .text(let index, _): fits = texts.indices.contains(index)
    case .image(let index, _, _), .layer(let index, _, _, _), .pixmanLayer(let index, _):
      fits = images.indices.contains(index)
    case .fill(_, .angular(let gradient?, _, _, _)), .stroke(_, .angular(let gradient?, _, _, _), _):
      fits = gradients.indices.contains(gradient)
    default: fits = true
    }
    guard fits else { throw .missingResource(offset: offset) }
  }
}

/// Why replay bytes could not be read.
enum CairoReplayFormatError: Error, Sendable, Equatable {
  case badMagic
  case truncated(offset: Int)
  case unknownTag(offset: Int)
  case missingResource(offset: Int)
  case badValue(offset: Int)
  case trailingBytes(offset: Int)
}

/// Little-endian fields appended to a byte array.
struct ReplayWriter {
  var bytes: [UInt8] = []

  mutating func u8(_ value: UInt8) { bytes.append(value) }
  mutating func tag(_ tag: CairoReplay.Tag) { bytes.append(tag.rawValue) }
  mutating func u32(_ value: Int) {
    withUnsafeBytes(of: UInt32(clamping: value).littleEndian) { bytes += $0 }
  }
  mutating func i32(_ value: Int32) { withUnsafeBytes(of: value.littleEndian) { bytes += $0 } }
  mutating func f64(_ value: Double) { withUnsafeBytes(of: value.bitPattern.littleEndian) { bytes += $0 } }
  mutating func point(_ point: Point) {
    f64(point.x)
    f64(point.y)
  }
  mutating func color(_ color: Color) {
    for value in [color.red, color.green, color.blue, color.alpha] { f64(value) }
  }
  mutating func string(_ text: String) {
    let utf8 = Array(text.utf8)
    u32(utf8.count)
    bytes += utf8
  }
}

/// Little-endian fields read from a byte array, throwing when it ends early.
struct ReplayReader {
  let bytes: [UInt8]
  private(set) var offset = 0

  init(bytes: [UInt8]) { self.bytes = bytes }

  mutating func take(_ count: Int) throws(CairoReplayFormatError) -> [UInt8] {
    guard count >= 0, count <= bytes.count - offset else { throw .truncated(offset: offset) }
    defer { offset += count }
    return Array(bytes[offset..<offset + count])
  }

  mutating func u8() throws(CairoReplayFormatError) -> UInt8 {
    guard offset < bytes.count else { throw .truncated(offset: offset) }
    defer { offset += 1 }
    return bytes[offset]
  }

  private mutating func word(_ count: Int) throws(CairoReplayFormatError) -> UInt64 {
    guard count <= bytes.count - offset else { throw .truncated(offset: offset) }
    var value: UInt64 = 0
    for index in (0..<count).reversed() { value = value << 8 | UInt64(bytes[offset + index]) }
    offset += count
    return value
  }

  mutating func u32() throws(CairoReplayFormatError) -> Int { Int(try word(4)) }
  mutating func i32() throws(CairoReplayFormatError) -> Int32 { Int32(bitPattern: UInt32(try word(4))) }
  mutating func f64() throws(CairoReplayFormatError) -> Double { Double(bitPattern: try word(8)) }

  /// A u32 count of items at least `size` bytes each, checked against what is left.
  mutating func count(atLeast size: Int) throws(CairoReplayFormatError) -> Int {
    let count = try u32()
    guard count <= (bytes.count - offset) / max(1, size) else { throw .truncated(offset: offset) }
    return count
  }

  mutating func point() throws(CairoReplayFormatError) -> Point { Point(x: try f64(), y: try f64()) }
  mutating func color() throws(CairoReplayFormatError) -> Color {
    Color(red: try f64(), green: try f64(), blue: try f64(), alpha: try f64())
  }
  mutating func string() throws(CairoReplayFormatError) -> String {
    String(decoding: try take(try count(atLeast: 1)), as: UTF8.self)
  }
}
