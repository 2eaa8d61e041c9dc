/// The image formats ``ImageDecoder`` reads.
enum ImageFormat {
  case png, jpeg, webP

  /// The format the data starts like. Data cut inside the PNG signature (after "\u{89}PNG"),
  /// right after the JPEG start-of-image marker or inside the 12-byte RIFF/WebP header (after
  /// "RIFF") counts too, so it is reported as truncated.
  init?(sniffing bytes: [UInt8]) {
    let pngSignature: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]
    if bytes.starts(with: pngSignature) || (bytes.count >= 4 && pngSignature.starts(with: bytes)) {
      self = .png
    } else if bytes.starts(with: [0xFF, 0xD8, 0xFF]) || bytes == [0xFF, 0xD8] {
      self = .jpeg
    } else if bytes.starts(with: "RIFF".utf8) && "WEBP".utf8.starts(with: bytes.dropFirst(8).prefix(4)) {
      // "RIFF", the little-endian size of the rest, "WEBP" (a WAVE or AVI file is RIFF too).
      self = .webP
    } else {
      return nil
    }
  }
}
