import Foundation
import Testing

/// A screenshot arrives from ImageMagick as a PAM file: 8-bit RGB or RGBA samples are read into
/// straight RGBA pixels; anything else is refused rather than misread.
@Suite struct XvfbScreenshotTests {
  static func pam(
    width: Int, height: Int, depth: Int, maxValue: Int = 255, tuple: String? = nil, samples: [UInt8]
  ) -> Data {
    let tuple = tuple ?? (depth == 4 ? "RGB_ALPHA" : "RGB")
    let header =
      "P7\nWIDTH \(width)\nHEIGHT \(height)\nDEPTH \(depth)\nMAXVAL \(maxValue)\nTUPLTYPE \(tuple)\nENDHDR\n"
    return Data(header.utf8) + Data(samples)
  }

  @Test func rgbSamplesBecomeOpaquePixels() throws {
    let data = Self.pam(width: 2, height: 1, depth: 3, samples: [10, 20, 30, 40, 50, 60])
    let pixels = try #require(XvfbSession.pixels(pam: data))
    #expect(pixels.width == 2 && pixels.height == 1)
    #expect(pixels.rgba == [10, 20, 30, 255, 40, 50, 60, 255])
  }

  @Test func rgbaSamplesAreKept() throws {
    let data = Self.pam(width: 1, height: 2, depth: 4, samples: [1, 2, 3, 4, 5, 6, 7, 8])
    #expect(XvfbSession.pixels(pam: data)?.rgba == [1, 2, 3, 4, 5, 6, 7, 8])
  }

  @Test func commentsInTheHeaderAreSkipped() throws {
    let header =
      "P7\n# made by a test\nWIDTH 1\nHEIGHT 1\n#ENDHDR in a comment\nDEPTH 3\nMAXVAL 255\n"
      + "TUPLTYPE RGB\nENDHDR\n"
    #expect(XvfbSession.pixels(pam: Data(header.utf8) + Data([7, 8, 9]))?.rgba == [7, 8, 9, 255])
  }

  @Test func otherFilesAreRefused() {
    let truncated = Self.pam(width: 2, height: 2, depth: 3, samples: [1, 2, 3])
    let sixteenBit = Self.pam(width: 1, height: 1, depth: 3, maxValue: 65535, samples: [0, 1, 0, 2, 0, 3])
    let grey = Self.pam(width: 1, height: 1, depth: 1, samples: [9])
    let png = Data([0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A])
    let noEnd = Data("P7\nWIDTH 1\nHEIGHT 1\nDEPTH 3\nMAXVAL 255\n".utf8)
    let cmyk = Self.pam(width: 1, height: 1, depth: 4, tuple: "CMYK", samples: [1, 2, 3, 4])
    let huge = Self.pam(width: Int.max / 2, height: 3, depth: 3, samples: [1, 2, 3])
    for data in [truncated, sixteenBit, grey, png, noEnd, cmyk, huge, Data("P7\n".utf8), Data()] {
      #expect(XvfbSession.pixels(pam: data) == nil)
    }
  }
}
