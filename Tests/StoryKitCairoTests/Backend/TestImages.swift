import CWebP
import Foundation
import StoryKitCairo

/// Pictures for the decoder tests, made at test time (no binary fixtures): pixel buffers of
/// known content, encoded as PNG (Cairo), JPEG (libjpeg-turbo) and WebP (libwebp's encoder).
enum TestImages {
  /// Straight RGBA, one value per channel.
  typealias RGBA = (red: UInt8, green: UInt8, blue: UInt8, alpha: UInt8)

  /// `width` × `height` pixels of one colour.
  static func uniform(width: Int, height: Int, _ color: RGBA) -> PixelBuffer {
    halves(width: width, height: height, color, color)
  }

  /// `first` on the left half and `second` on the right (or top and bottom when `vertical`);
  /// built a row at a time, so large pictures are quick in debug builds.
  static func halves(
    width: Int, height: Int, _ first: RGBA, _ second: RGBA, vertical: Bool = false
  )
    -> PixelBuffer
  {
    func pixels(_ color: RGBA, count: Int) -> [UInt8] {
      var row: [UInt8] = []
      row.reserveCapacity(count * 4)
      for _ in 0..<count { row += [color.red, color.green, color.blue, color.alpha] }
      return row
    }
    let splitRow = pixels(first, count: width / 2) + pixels(second, count: width - width / 2)
    let firstRow = pixels(first, count: width)
    let secondRow = pixels(second, count: width)
    var rgba: [UInt8] = []
    rgba.reserveCapacity(width * height * 4)
    for y in 0..<height {
      rgba += vertical ? (y < height / 2 ? firstRow : secondRow) : splitRow
    }
    return PixelBuffer(width: width, height: height, rgba: rgba)
  }

  static func jpeg(_ pixels: PixelBuffer, quality: Int = 95) throws -> [UInt8] {
    try JPEGEncoder.encode(pixels, quality: quality)
  }

  /// WebP data of the pixels: lossless, or lossy at `quality` (0–100).
  static func webP(_ pixels: PixelBuffer, lossless: Bool = true, quality: Float = 90) -> [UInt8] {
    var output: UnsafeMutablePointer<UInt8>?
    let stride = Int32(pixels.width * 4)
    let count = pixels.rgba.withUnsafeBufferPointer { buffer -> Int in
      guard let base = buffer.baseAddress else { return 0 }
      let width = Int32(pixels.width)
      let height = Int32(pixels.height)
      return lossless
        ? WebPEncodeLosslessRGBA(base, width, height, stride, &output)
        : WebPEncodeRGBA(base, width, height, stride, quality, &output)
    }
    defer { WebPFree(output) }
    guard let output, count > 0 else { return [] }
    return Array(UnsafeBufferPointer(start: output, count: count))
  }

  /// A RIFF chunk: tag, little-endian size, payload, and a padding byte when the size is odd.
  static func chunk(_ tag: String, _ payload: [UInt8]) -> [UInt8] {
    Array(tag.utf8) + littleEndian(UInt32(payload.count), bytes: 4) + payload
      + (payload.count % 2 == 1 ? [0] : [])
  }

  /// "RIFF", the size of the rest, "WEBP", then `chunks`.
  static func riff(_ chunks: [UInt8]) -> [UInt8] {
    Array("RIFF".utf8) + littleEndian(UInt32(chunks.count + 4), bytes: 4) + Array("WEBP".utf8) + chunks
  }

  /// A VP8X (extended header) chunk with these flags and canvas size.
  static func vp8x(flags: UInt8, width: Int, height: Int) -> [UInt8] {
    chunk(
      "VP8X",
      [flags, 0, 0, 0] + littleEndian(UInt32(width - 1), bytes: 3)
        + littleEndian(UInt32(height - 1), bytes: 3))
  }

  /// A two-frame animated WebP of `frame` (a simple lossless WebP), as an encoder's mux would
  /// write it: VP8X with the animation flag, ANIM, then one ANMF chunk per frame.
  static func animatedWebP(frame: [UInt8], width: Int, height: Int) -> [UInt8] {
    let bitstream = Array(frame.dropFirst(12))  // the VP8L chunk, with its header
    let header =
      [UInt8](repeating: 0, count: 6) + littleEndian(UInt32(width - 1), bytes: 3)
      + littleEndian(UInt32(height - 1), bytes: 3) + littleEndian(100, bytes: 3) + [0]
    let animation = chunk("ANIM", [0, 0, 0, 0, 0, 0])
    let frames = chunk("ANMF", header + bitstream) + chunk("ANMF", header + bitstream)
    return riff(vp8x(flags: 0x02, width: width, height: height) + animation + frames)
  }

  static func littleEndian(_ value: UInt32, bytes: Int) -> [UInt8] {
    (0..<bytes).map { UInt8(truncatingIfNeeded: value >> (8 * UInt32($0))) }
  }
}
