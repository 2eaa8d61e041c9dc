import Foundation
import StoryKit
import StoryKitCairo
import StoryKitUI
import Testing

/// WebP decoding: lossless and lossy images, alpha, and bad input (empty, truncated, corrupt,
/// random, bombs, animation), each a typed error, never a crash.
@Suite struct WebPDecoderTests {
  let decoder = ImageDecoder()

  /// A 24 × 12 lossless WebP: left half red, right half translucent blue (alpha 128).
  static func twoColorWebP() -> [UInt8] {
    TestImages.webP(TestImages.halves(width: 24, height: 12, (255, 0, 0, 255), (0, 0, 255, 128)))
  }

  /// A 32 × 16 lossy WebP (a VP8 chunk, no alpha): top orange, bottom teal.
  static func lossyWebP() -> [UInt8] {
    TestImages.webP(
      TestImages.halves(width: 32, height: 16, (200, 100, 50, 255), (20, 160, 170, 255), vertical: true),
      lossless: false)
  }

  /// A lossy WebP with alpha: VP8X, ALPH and VP8 chunks.
  static func extendedWebP() -> [UInt8] {
    TestImages.webP(
      TestImages.halves(width: 32, height: 16, (200, 100, 50, 255), (0, 0, 0, 0)), lossless: false)
  }

  func decodingError(_ bytes: [UInt8], decoder: ImageDecoder? = nil) -> ImageDecodingError? {
    do throws(ImageDecodingError) {
      _ = try (decoder ?? self.decoder).decode(Data(bytes))
      return nil
    } catch {
      return error
    }
  }

  // MARK: - Valid images

  @Test func losslessWebPDecodesToItsSizeAndColours() throws {
    let bytes = Self.twoColorWebP()
    #expect(bytes.starts(with: Array("RIFF".utf8)) && bytes[8..<12].elementsEqual("WEBP".utf8))
    let image = try decoder.decode(Data(bytes), scale: 2)
    #expect(image.pixelWidth == 24 && image.pixelHeight == 12 && image.scale == 2)
    let pixels = PixelBuffer(image)
    #expect(BackendRGBA(pixels.pixel(x: 2, y: 6)) == .red)
    #expect(BackendRGBA(pixels.pixel(x: 21, y: 6)).isClose(to: BackendRGBA(0, 0, 255, 128), tolerance: 1))
  }

  @Test func lossyWebPDecodesToApproximateColours() throws {
    for bytes in [Self.lossyWebP(), Self.extendedWebP()] {
      let image = try decoder.decode(Data(bytes))
      #expect(image.pixelWidth == 32 && image.pixelHeight == 16)
      let pixels = PixelBuffer(image)
      #expect(BackendRGBA(pixels.pixel(x: 3, y: 3)).isClose(to: BackendRGBA(200, 100, 50), tolerance: 8))
    }
    let opaque = PixelBuffer(try decoder.decode(Data(Self.lossyWebP())))
    #expect(BackendRGBA(opaque.pixel(x: 16, y: 12)).isClose(to: BackendRGBA(20, 160, 170), tolerance: 8))
    let translucent = PixelBuffer(try decoder.decode(Data(Self.extendedWebP())))
    #expect(translucent.pixel(x: 28, y: 8).alpha == 0)
  }

  // MARK: - Bad input

  @Test func emptyAndHeaderOnlyDataAreNotImages() {
    #expect(decodingError([]) == .unsupportedFormat(firstBytes: []))
    // RIFF files that are not WebP (a WAVE file's header).
    let wave = Array("RIFF".utf8) + [36, 0, 0, 0] + Array("WAVEfmt ".utf8)
    #expect(decodingError(wave) == .unsupportedFormat(firstBytes: Array(wave.prefix(8))))
  }

  @Test func truncatedWebPIsTruncated() {
    for bytes in [Self.twoColorWebP(), Self.lossyWebP(), Self.extendedWebP()] {
      // Just after "RIFF", inside the size, just before and after "WEBP", inside the first chunk
      // header, just after it, inside the bitstream, and one byte short.
      let cuts = [4, 6, 8, 11, 12, 16, 20, 21, 25, 30, bytes.count / 2, bytes.count - 2, bytes.count - 1]
      for cut in cuts {
        #expect(
          decodingError(Array(bytes.prefix(cut))) == .truncated(format: "WebP", bytes: cut),
          "cut at \(cut) of \(bytes.count)")
      }
    }
  }

  @Test func everyPrefixOfAWebPIsTruncatedOrNotAnImage() {
    for bytes in [Self.twoColorWebP(), Self.extendedWebP()] {
      for cut in 0..<bytes.count {
        switch decodingError(Array(bytes.prefix(cut))) {
        case .truncated, .unsupportedFormat: break
        case let other: Issue.record("cut at \(cut) of \(bytes.count) gave \(String(describing: other))")
        }
      }
    }
  }

  @Test func randomBytesAfterTheRIFFHeaderAreCorrupt() {
    var state: UInt64 = 0x2545_F491_4F6C_DD1D
    for length in [8, 9, 64, 4096] {
      let random = (0..<length).map { _ -> UInt8 in
        state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
        return UInt8(truncatingIfNeeded: state >> 56)
      }
      let bytes = TestImages.riff(random)
      guard case .corrupt = decodingError(bytes) else {
        Issue.record("\(length) random bytes gave \(String(describing: decodingError(bytes)))")
        continue
      }
    }
  }

  @Test func damagedBytesGiveAnErrorOrAnImage() {
    let small = ImageDecoder(maxPixelCount: 1_000_000)
    for bytes in [Self.twoColorWebP(), Self.lossyWebP(), Self.extendedWebP()] {
      for pattern: UInt8 in [0xFF, 0x01, 0x80] {
        for index in stride(from: 12, to: bytes.count, by: 2) {
          var damaged = bytes
          damaged[index] ^= pattern
          do throws(ImageDecodingError) {
            let image = try small.decode(Data(damaged), targetSize: PixelSize(width: 7, height: 7))
            #expect(image.pixelWidth > 0 && image.pixelHeight > 0)
          } catch {
            if case .unreadable = error { Issue.record("byte \(index) gave unreadable") }
          }
        }
      }
    }
  }

  @Test func extendedHeaderBombIsRejectedBeforeDecoding() {
    // A VP8X canvas of 50,000 × 50,000 in front of a small real image, and the header alone.
    let frame = Array(Self.twoColorWebP().dropFirst(12))
    let bomb = TestImages.riff(TestImages.vp8x(flags: 0x10, width: 50_000, height: 50_000) + frame)
    let expected = ImageDecodingError.tooManyPixels(width: 50_000, height: 50_000, limit: 40_000_000)
    #expect(decodingError(bomb) == expected)
    #expect(decodingError(Array(bomb.prefix(30))) == expected)
    #expect(decodingError(bomb, decoder: ImageDecoder(maxPixelCount: 2_500_000_000)) != expected)
  }

  @Test func losslessHeaderBombIsRejected() {
    // The VP8L header's 14-bit sides set to their largest, 16,384 × 16,384 (268 million pixels).
    var bytes = Self.twoColorWebP()
    #expect(bytes[12..<16].elementsEqual("VP8L".utf8) && bytes[20] == 0x2F)
    let bits = UInt32(16_383) | UInt32(16_383) << 14 | UInt32(bytes[24] >> 4) << 28
    bytes.replaceSubrange(21..<25, with: TestImages.littleEndian(bits, bytes: 4))
    #expect(decodingError(bytes) == .tooManyPixels(width: 16_384, height: 16_384, limit: 40_000_000))
  }

  @Test func customLimitAppliesToWebP() {
    let bytes = Self.twoColorWebP()
    #expect(
      decodingError(bytes, decoder: ImageDecoder(maxPixelCount: 100))
        == .tooManyPixels(width: 24, height: 12, limit: 100))
    #expect(decodingError(bytes, decoder: ImageDecoder(maxPixelCount: 24 * 12)) == nil)
  }

  @Test func animatedWebPIsUnsupported() throws {
    let animated = TestImages.animatedWebP(frame: Self.twoColorWebP(), width: 24, height: 12)
    #expect(decodingError(animated) == .unsupportedFeature(format: "WebP", feature: "animation"))
    #expect(
      ImageDecodingError.unsupportedFeature(format: "WebP", feature: "animation").description
        == "expected a still image, found a WebP image with animation, which is not supported")
  }

  @Test func errorsNameTheFormats() {
    #expect(
      ImageDecodingError.unsupportedFormat(firstBytes: [0x47, 0x49]).description
        == "expected PNG, JPEG or WebP data, found bytes starting 47 49")
  }
}
