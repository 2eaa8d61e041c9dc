import Foundation
import StoryKit
import StoryKitCairo
import StoryKitUI
import Testing

/// PNG and JPEG decoding: valid images, scale, truncated and corrupt data, non-images, and
/// decompression bombs caught from the header.
@Suite struct ImageDecoderTests {
  let decoder = ImageDecoder()

  /// A 24 × 12 PNG: left half red, right half blue, made by the bitmap's own writer.
  static func twoColorPNG() -> [UInt8] {
    let bitmap = Bitmap(size: Size(width: 24, height: 12), background: .backendRed)
    bitmap.makeCanvas().fill(.rect(Rect(x: 12, y: 0, width: 12, height: 12)), with: .solid(.backendBlue))
    return bitmap.pngData()
  }

  /// A 32 × 16 JPEG: top half orange (200, 100, 50), bottom half teal (20, 160, 170).
  static func twoColorJPEG() throws -> [UInt8] {
    var rgba: [UInt8] = []
    for y in 0..<16 {
      for _ in 0..<32 {
        rgba += y < 8 ? [200, 100, 50, 255] : [20, 160, 170, 255]
      }
    }
    return try JPEGEncoder.encode(PixelBuffer(width: 32, height: 16, rgba: rgba), quality: 95)
  }

  /// The offset of the first JPEG marker `0xFF code`, skipping the SOI.
  static func jpegMarker(_ code: UInt8, in bytes: [UInt8]) -> Int? {
    var offset = 2
    while offset + 3 < bytes.count {
      guard bytes[offset] == 0xFF else { return nil }
      if bytes[offset + 1] == code { return offset }
      let length = Int(bytes[offset + 2]) << 8 | Int(bytes[offset + 3])
      offset += 2 + length
    }
    return nil
  }

  static func bigEndian(_ value: UInt32) -> [UInt8] {
    [UInt8(value >> 24), UInt8(value >> 16 & 0xFF), UInt8(value >> 8 & 0xFF), UInt8(value & 0xFF)]
  }

  /// Decodes and classifies the outcome: an image, or the error; anything else is a crash.
  func outcome(_ bytes: [UInt8], decoder: ImageDecoder? = nil) -> Result<CairoImage, ImageDecodingError> {
    do throws(ImageDecodingError) {
      return .success(try (decoder ?? self.decoder).decode(Data(bytes)))
    } catch {
      return .failure(error)
    }
  }

  /// The error decoding gives, or `nil` when it decodes.
  func decodingError(_ bytes: [UInt8], decoder: ImageDecoder? = nil) -> ImageDecodingError? {
    if case .failure(let error) = outcome(bytes, decoder: decoder) { return error }
    return nil
  }

  func isTruncatedOrCorrupt(_ result: Result<CairoImage, ImageDecodingError>) -> Bool {
    switch result {
    case .failure(.truncated), .failure(.corrupt): true
    default: false
    }
  }

  // MARK: - Valid images

  @Test func validPNGDecodesToItsSizeAndColours() throws {
    let image = try decoder.decode(Data(Self.twoColorPNG()))
    #expect(image.pixelWidth == 24)
    #expect(image.pixelHeight == 12)
    #expect(image.scale == 1)
    #expect(image.size == Size(width: 24, height: 12))
    let pixels = PixelBuffer(image)
    #expect(BackendRGBA(pixels.pixel(x: 2, y: 6)) == .red)
    #expect(BackendRGBA(pixels.pixel(x: 21, y: 6)) == .blue)
  }

  @Test func translucentPNGKeepsStraightAlpha() throws {
    let color = Color(red: 0.2, green: 0.6, blue: 1, alpha: 0.4)
    let bitmap = Bitmap(size: Size(width: 4, height: 4))
    bitmap.makeCanvas().fill(.rect(Rect(x: 0, y: 0, width: 2, height: 4)), with: .solid(color))
    let image = try decoder.decode(Data(bitmap.pngData()))
    let pixels = PixelBuffer(image)
    #expect(BackendRGBA(pixels.pixel(x: 0, y: 0)).isClose(to: BackendRGBA(color), tolerance: 2))
    #expect(BackendRGBA(pixels.pixel(x: 3, y: 0)) == .clear)
    // And it survives another round through the image's own PNG writer.
    let again = PixelBuffer(try decoder.decode(Data(image.pngData())))
    #expect(again == pixels)
  }

  /// PNGs made with Python's zlib: 8-bit greyscale 2 × 2 (0, 255 / 128, 64), a two-entry palette
  /// 2 × 1 (red, blue), and 16-bit RGBA 1 × 1 (1, 0.5, 0, 1).
  static let greyPNG =
    "iVBORw0KGgoAAAANSUhEUgAAAAIAAAACCAAAAABX3VL4AAAADklEQVR4nGNg+M/Q4AAABUIBwHA2NtYAAAAASUVORK5CYII="
  static let palettePNG =
    "iVBORw0KGgoAAAANSUhEUgAAAAIAAAABCAMAAADD/I+4AAAABlBMVEX/AAAAAP9sof2OAAAAC0lEQVR4nGNgYAQAAAQAAr96"
    + "P0oAAAAASUVORK5CYII="
  static let deepPNG =
    "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABEAYAAABPhRjKAAAAEUlEQVR4nGP4/7+BgYHh/38AFPcEfRDsWQsAAAAASUVORK5C"
    + "YII="

  func decode(base64 text: String) throws -> PixelBuffer {
    let data = try #require(Data(base64Encoded: text))
    return PixelBuffer(try decoder.decode(data))
  }

  @Test func otherPNGColourTypesDecode() throws {
    let grey = try decode(base64: Self.greyPNG)
    #expect(BackendRGBA(grey.pixel(x: 0, y: 0)) == .black)
    #expect(BackendRGBA(grey.pixel(x: 1, y: 0)) == .white)
    #expect(BackendRGBA(grey.pixel(x: 0, y: 1)).isClose(to: BackendRGBA(128, 128, 128), tolerance: 1))
    let palette = try decode(base64: Self.palettePNG)
    #expect(BackendRGBA(palette.pixel(x: 0, y: 0)) == .red)
    #expect(BackendRGBA(palette.pixel(x: 1, y: 0)) == .blue)
    let deep = try decode(base64: Self.deepPNG)
    #expect(BackendRGBA(deep.pixel(x: 0, y: 0)).isClose(to: BackendRGBA(255, 128, 0), tolerance: 1))
  }

  @Test func validJPEGDecodesToItsSizeAndApproximateColours() throws {
    let image = try decoder.decode(Data(try Self.twoColorJPEG()))
    #expect(image.pixelWidth == 32)
    #expect(image.pixelHeight == 16)
    let pixels = PixelBuffer(image)
    #expect(BackendRGBA(pixels.pixel(x: 16, y: 3)).isClose(to: BackendRGBA(200, 100, 50), tolerance: 8))
    #expect(BackendRGBA(pixels.pixel(x: 16, y: 12)).isClose(to: BackendRGBA(20, 160, 170), tolerance: 8))
    #expect(pixels.pixel(x: 0, y: 0).alpha == 255)
  }

  @Test func bitmapRoundTripsThroughJPEG() throws {
    let bitmap = Bitmap(size: Size(width: 40, height: 40), background: Color(red: 0.1, green: 0.5, blue: 0.9))
    let jpeg = try JPEGEncoder.encode(PixelBuffer(bitmap))
    #expect(jpeg.starts(with: [0xFF, 0xD8, 0xFF]))
    #expect(jpeg.suffix(2) == [0xFF, 0xD9])
    let pixels = PixelBuffer(try decoder.decode(Data(jpeg)))
    #expect(BackendRGBA(pixels.pixel(x: 20, y: 20)).isClose(to: BackendRGBA(26, 128, 230), tolerance: 6))
  }

  @Test func jpegEncoderRejectsAnEmptyBuffer() {
    #expect(throws: JPEGEncoder.EncodingError.self) {
      try JPEGEncoder.encode(PixelBuffer(width: 0, height: 0, rgba: []))
    }
  }

  @Test(arguments: [1.0, 2.0, 3.0])
  func scaleSetsThePointSize(scale: Double) throws {
    let png = try decoder.decode(Data(Self.twoColorPNG()), scale: scale)
    #expect(png.scale == scale)
    #expect(png.size == Size(width: 24 / scale, height: 12 / scale))
    let jpeg = try decoder.decode(Data(try Self.twoColorJPEG()), scale: scale)
    #expect(jpeg.size == Size(width: 32 / scale, height: 16 / scale))
  }

  @Test func invalidScalesBecomeOne() throws {
    for scale in [0, -2, Double.nan, .infinity] {
      #expect(try decoder.decode(Data(Self.twoColorPNG()), scale: scale).scale == 1, "\(scale)")
    }
  }

  @Test func decodesFilesAndReportsMissingOnes() throws {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent(
      "storykit-decoder-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: folder) }
    let file = folder.appendingPathComponent("two.png")
    try Data(Self.twoColorPNG()).write(to: file)
    #expect(try decoder.decode(contentsOf: file, scale: 2).size == Size(width: 12, height: 6))

    let missing = folder.appendingPathComponent("missing.png")
    #expect {
      try decoder.decode(contentsOf: missing)
    } throws: { error in
      guard case .unreadable(let path, let reason) = error as? ImageDecodingError else { return false }
      return path == missing.path && !reason.isEmpty
    }
    // A folder is not a readable image either.
    #expect {
      try decoder.decode(contentsOf: folder)
    } throws: { error in
      if case .unreadable = error as? ImageDecodingError { return true }
      return false
    }
  }

  // MARK: - Truncated and corrupt data

  @Test func truncatedPNGIsTruncated() {
    let png = Self.twoColorPNG()
    // Inside the signature, just after it, inside IHDR, just after IHDR, inside the image data,
    // without IEND, and one byte short.
    for cut in [4, 7, 8, 12, 20, 32, 33, 41, (33 + png.count - 12) / 2, png.count - 12, png.count - 1] {
      #expect(decodingError(Array(png.prefix(cut))) == .truncated(format: "PNG", bytes: cut), "cut at \(cut)")
    }
  }

  @Test func truncatedJPEGIsTruncated() throws {
    let jpeg = try Self.twoColorJPEG()
    let sof = try #require(Self.jpegMarker(0xC0, in: jpeg))
    let sos = try #require(Self.jpegMarker(0xDA, in: jpeg))
    let sosLength = Int(jpeg[sos + 2]) << 8 | Int(jpeg[sos + 3])
    let scan = sos + 2 + sosLength
    // Just after the start-of-image marker, inside the headers, just after the frame header, just
    // after the scan header, inside the scan, and without the final end-of-image marker.
    let cuts = [
      2, 3, 4, 20, sof + 10, sof + 19, scan, scan + 1, (scan + jpeg.count) / 2, jpeg.count - 4,
      jpeg.count - 2,
    ]
    for cut in cuts {
      #expect(
        decodingError(Array(jpeg.prefix(cut))) == .truncated(format: "JPEG", bytes: cut), "cut at \(cut)")
    }
  }

  @Test func everyPrefixOfAnImageIsTruncatedOrNotAnImage() throws {
    for bytes in [Self.twoColorPNG(), try Self.twoColorJPEG()] {
      for cut in 0..<bytes.count {
        switch decodingError(Array(bytes.prefix(cut))) {
        case .truncated, .unsupportedFormat: break
        case let other: Issue.record("cut at \(cut) of \(bytes.count) gave \(String(describing: other))")
        }
      }
    }
  }

  @Test func corruptBytesInTheMiddleGiveAnErrorOrAnImage() throws {
    let small = ImageDecoder(maxPixelCount: 1_000_000)
    for bytes in [Self.twoColorPNG(), try Self.twoColorJPEG()] {
      var flipped = bytes
      for index in bytes.count / 2..<bytes.count / 2 + 8 { flipped[index] ^= 0xFF }
      if case .success(let image) = outcome(flipped) {
        #expect(image.pixelWidth > 0)
      }
      // One byte at a time, everywhere, with several patterns.
      for pattern: UInt8 in [0xFF, 0x01, 0x80] {
        for index in stride(from: 0, to: bytes.count, by: 3) {
          var damaged = bytes
          damaged[index] ^= pattern
          switch outcome(damaged, decoder: small) {
          case .success(let image): #expect(image.pixelWidth > 0 && image.pixelHeight > 0)
          case .failure(.unreadable): Issue.record("byte \(index) gave unreadable")
          case .failure: break
          }
        }
      }
    }
  }

  @Test func damagedPNGChecksumIsCorrupt() {
    var png = Self.twoColorPNG()
    png[29] ^= 0xFF  // IHDR's CRC
    guard case .corrupt = decodingError(png) else {
      Issue.record("expected a corrupt-data error, found \(String(describing: decodingError(png)))")
      return
    }
  }

  @Test func zeroSizedHeaderIsCorrupt() throws {
    var png = Self.twoColorPNG()
    png.replaceSubrange(16..<20, with: Self.bigEndian(0))
    #expect {
      try decoder.decode(Data(png))
    } throws: { error in
      if case .corrupt = error as? ImageDecodingError { return true }
      return false
    }
  }

  // MARK: - Not images

  @Test func emptyAndRandomDataAreUnsupported() {
    #expect(decodingError([]) == .unsupportedFormat(firstBytes: []))
    var state: UInt64 = 0x9E37_79B9_7F4A_7C15
    for length in [1, 2, 7, 8, 64, 4096] {
      let bytes = (0..<length).map { _ -> UInt8 in
        state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
        return UInt8(truncatingIfNeeded: state >> 56)
      }
      guard !bytes.starts(with: [0x89, 0x50]) && !bytes.starts(with: [0xFF, 0xD8]) else { continue }
      #expect(decodingError(bytes) == .unsupportedFormat(firstBytes: Array(bytes.prefix(8))))
    }
    let gif = Array("GIF89a".utf8) + [1, 0, 1, 0, 0, 0, 0]
    #expect(decodingError(gif) == .unsupportedFormat(firstBytes: Array(gif.prefix(8))))
  }

  @Test func errorsDescribeWhatWasExpected() {
    let errors: [ImageDecodingError] = [
      .unsupportedFormat(firstBytes: [0x47, 0x49]), .truncated(format: "PNG", bytes: 20),
      .corrupt(reason: "bad"), .tooManyPixels(width: 10, height: 10, limit: 5),
      .unreadable(path: "/x.png", reason: "missing"),
    ]
    for error in errors {
      #expect(error.description.hasPrefix("expected "))
    }
    #expect(errors[0].description.contains("47 49"))
  }

  // MARK: - Bombs

  @Test func pngBombIsRejectedFromItsHeader() {
    var png = Self.twoColorPNG()
    png.replaceSubrange(16..<20, with: Self.bigEndian(100_000))
    png.replaceSubrange(20..<24, with: Self.bigEndian(100_000))
    #expect(decodingError(png) == .tooManyPixels(width: 100_000, height: 100_000, limit: 40_000_000))
    // The header alone is enough: nothing after IHDR is read.
    #expect(
      decodingError(Array(png.prefix(33)))
        == .tooManyPixels(width: 100_000, height: 100_000, limit: 40_000_000))
    // Sides that overflow when multiplied.
    png.replaceSubrange(16..<24, with: Self.bigEndian(0xFFFF_FFFF) + Self.bigEndian(0xFFFF_FFFF))
    #expect {
      try decoder.decode(Data(png))
    } throws: { error in
      if case .tooManyPixels = error as? ImageDecodingError { return true }
      return false
    }
  }

  @Test func jpegBombIsRejectedFromItsFrameHeader() throws {
    var jpeg = try Self.twoColorJPEG()
    let sof = try #require(Self.jpegMarker(0xC0, in: jpeg))
    // SOF0: FF C0, length (2), precision (1), height (2), width (2).
    jpeg.replaceSubrange(sof + 5..<sof + 9, with: [0xFD, 0xE8, 0xFD, 0xE8])
    #expect(decodingError(jpeg) == .tooManyPixels(width: 65_000, height: 65_000, limit: 40_000_000))
    #expect(
      decodingError(Array(jpeg.prefix(sof + 19)))
        == .tooManyPixels(width: 65_000, height: 65_000, limit: 40_000_000))
  }

  @Test func customLimitRejectsImagesAboveIt() throws {
    let png = Self.twoColorPNG()
    let jpeg = try Self.twoColorJPEG()
    let tight = ImageDecoder(maxPixelCount: 100)
    #expect(decodingError(png, decoder: tight) == .tooManyPixels(width: 24, height: 12, limit: 100))
    #expect(decodingError(jpeg, decoder: tight) == .tooManyPixels(width: 32, height: 16, limit: 100))
    // Exactly at the limit is allowed.
    #expect((try? ImageDecoder(maxPixelCount: 24 * 12).decode(Data(png))) != nil)
    #expect((try? ImageDecoder(maxPixelCount: 32 * 16).decode(Data(jpeg))) != nil)
    #expect(ImageDecoder(maxPixelCount: 0).maxPixelCount == 1)
    #expect(ImageDecoder().maxPixelCount == 40_000_000)
  }

  @Test func sidesCairoCannotHoldFailCleanly() throws {
    // 40,000 × 1 is under the pixel limit but wider than a Cairo image surface can be.
    var png = Self.twoColorPNG()
    png.replaceSubrange(16..<24, with: Self.bigEndian(40_000) + Self.bigEndian(1))
    #expect(isTruncatedOrCorrupt(outcome(png)))
    var jpeg = try Self.twoColorJPEG()
    let sof = try #require(Self.jpegMarker(0xC0, in: jpeg))
    jpeg.replaceSubrange(sof + 5..<sof + 9, with: [0x00, 0x01, 0x9C, 0x40])
    #expect(isTruncatedOrCorrupt(outcome(jpeg)))
  }
}
