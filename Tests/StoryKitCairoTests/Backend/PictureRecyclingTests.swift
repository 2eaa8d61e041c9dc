import Foundation
import StoryKit
import StoryKitCairo
import StoryKitUI
import Testing

/// JPEG and PNG decoding on the pages of a freed picture (``RecycledPages``): nothing of the
/// previous picture shows, whether the new one decodes cleanly or with a warning.
@Suite(.serialized) struct PictureRecyclingTests {
  let decoder = ImageDecoder()

  /// Decodes a picture of one colour and drops it, so its pages are kept for the next decode.
  func decodeAndDrop(width: Int, height: Int, _ color: TestImages.RGBA) throws {
    let jpeg = try TestImages.jpeg(TestImages.uniform(width: width, height: height, color))
    let image = try decoder.decode(Data(jpeg))
    #expect(image.pixelWidth == width)
  }

  @Test func aPictureOnAFreedPicturesPagesShowsNoneOfIt() throws {
    let jpeg = try ImageDecoderTests.twoColorJPEG()
    var decodes: [PixelBuffer] = []
    for before: TestImages.RGBA in [(255, 255, 255, 255), (0, 0, 0, 255), (255, 0, 255, 255)] {
      try decodeAndDrop(width: 32, height: 16, before)
      let pixels = PixelBuffer(try decoder.decode(Data(jpeg)))
      // Away from the edge between the halves, which the JPEG's subsampled colour blurs.
      for y in [0, 1, 2, 3, 4, 5, 10, 11, 12, 13, 14, 15] {
        for x in 0..<32 {
          let pixel = pixels.pixel(x: x, y: y)
          let expected: (Int, Int, Int) = y < 8 ? (200, 100, 50) : (20, 160, 170)
          let distance = max(
            abs(Int(pixel.red) - expected.0), abs(Int(pixel.green) - expected.1),
            abs(Int(pixel.blue) - expected.2))
          #expect(pixel.alpha == 255 && distance <= 24, "(\(x), \(y)) after \(before): \(pixel)")
        }
      }
      decodes.append(pixels)
    }
    #expect(decodes.allSatisfy { $0 == decodes[0] }, "every pixel the same, whatever was freed before")
  }

  @Test func aPNGOnAFreedPicturesPagesShowsNoneOfIt() throws {
    // Opaque (RGB24) and translucent (ARGB32, premultiplied in place) PNGs.
    let translucent = Bitmap(size: Size(width: 24, height: 12))
    translucent.makeCanvas().fill(
      .rect(Rect(x: 0, y: 0, width: 12, height: 12)),
      with: .solid(Color(red: 0.2, green: 0.6, blue: 1, alpha: 0.4)))
    for png in [ImageDecoderTests.twoColorPNG(), translucent.pngData()] {
      try decodeAndDrop(width: 24, height: 12, (255, 255, 255, 255))
      let afterWhite = PixelBuffer(try decoder.decode(Data(png)))
      try decodeAndDrop(width: 24, height: 12, (0, 255, 0, 255))
      let afterGreen = PixelBuffer(try decoder.decode(Data(png)))
      #expect(afterWhite == afterGreen)
      #expect(afterWhite.pixel(x: 20, y: 6).alpha == (png == translucent.pngData() ? 0 : 255))
    }
  }

  @Test func aLargerFreedPictureIsCutToTheNewSize() throws {
    try decodeAndDrop(width: 640, height: 480, (255, 255, 255, 255))
    let small = try decoder.decode(
      Data(try TestImages.jpeg(TestImages.uniform(width: 40, height: 30, (0, 0, 255, 255)))))
    let pixels = PixelBuffer(small)
    #expect(pixels.width == 40 && pixels.height == 30)
    #expect((0..<30).allSatisfy { y in (0..<40).allSatisfy { pixels.pixel(x: $0, y: y).blue > 230 } })
  }

  @Test func aDamagedJPEGShowsTheSamePixelsWhateverWasFreedBefore() throws {
    let jpeg = try ImageDecoderTests.twoColorJPEG()
    var decodedWithDamage = 0
    for pattern: UInt8 in [0xFF, 0x01, 0x80] {
      for index in stride(from: 0, to: jpeg.count, by: 5) {
        var damaged = jpeg
        damaged[index] ^= pattern
        try decodeAndDrop(width: 32, height: 16, (255, 255, 255, 255))
        let afterWhite = try? decoder.decode(Data(damaged))
        let whitePixels = afterWhite.map { PixelBuffer($0) }
        try decodeAndDrop(width: 32, height: 16, (0, 0, 0, 255))
        let afterBlack = try? decoder.decode(Data(damaged))
        let blackPixels = afterBlack.map { PixelBuffer($0) }
        #expect(whitePixels == blackPixels, "byte \(index) ^ \(pattern)")
        if whitePixels != nil { decodedWithDamage += 1 }
      }
    }
    #expect(decodedWithDamage > 0, "some damage still decodes")
  }
}
