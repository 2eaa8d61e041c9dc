import Foundation
import StoryKit
import StoryKitCairo
import StoryKitImages
import StoryKitUI
import Testing

/// Decode-time downsampling: the covering (aspect fill) size for PNG, JPEG and WebP, the pixels
/// after downsampling, and the image pipeline's decoding stage.
@Suite struct ImageDownsamplingTests {
  let decoder = ImageDecoder()

  enum Format: CaseIterable, CustomStringConvertible {
    case png, jpeg, webPLossless, webPLossy

    func encode(_ pixels: PixelBuffer) throws -> [UInt8] {
      switch self {
      case .png: pixels.pngData()
      case .jpeg: try TestImages.jpeg(pixels)
      case .webPLossless: TestImages.webP(pixels)
      case .webPLossy: TestImages.webP(pixels, lossless: false)
      }
    }

    /// How far a decoded colour may be from the source's, from the encoding alone.
    var tolerance: Int {
      switch self {
      case .png, .webPLossless: 1
      case .jpeg, .webPLossy: 4
      }
    }

    var description: String {
      switch self {
      case .png: "PNG"
      case .jpeg: "JPEG"
      case .webPLossless: "lossless WebP"
      case .webPLossy: "lossy WebP"
      }
    }
  }

  /// Source size, target, the size expected.
  struct SizeCase: CustomStringConvertible, Sendable {
    var source: (width: Int, height: Int)
    var target: PixelSize
    var expected: (width: Int, height: Int)

    var description: String {
      "\(source.width)×\(source.height) for \(target) → \(expected.width)×\(expected.height)"
    }
  }

  static let sizeCases: [SizeCase] = [
    // Landscape and portrait: the shorter side drives.
    SizeCase(source: (300, 200), target: PixelSize(width: 60, height: 60), expected: (90, 60)),
    SizeCase(source: (200, 300), target: PixelSize(width: 60, height: 60), expected: (60, 90)),
    // A wide target on a portrait image: the width drives.
    SizeCase(source: (200, 300), target: PixelSize(width: 100, height: 20), expected: (100, 150)),
    // Sides that do not divide: rounded up, so the target stays covered.
    SizeCase(source: (301, 199), target: PixelSize(width: 50, height: 50), expected: (76, 50)),
    // A target as large as the image, or larger on one side: full size, never upsampled.
    SizeCase(source: (300, 200), target: PixelSize(width: 300, height: 200), expected: (300, 200)),
    SizeCase(source: (300, 200), target: PixelSize(width: 400, height: 100), expected: (300, 200)),
    SizeCase(source: (300, 200), target: PixelSize(width: 1000, height: 1000), expected: (300, 200)),
    // 1 px extremes: a 1 px target, a 1 px tall image, a 1 × 1 image, an empty target.
    SizeCase(source: (300, 200), target: PixelSize(width: 1, height: 1), expected: (2, 1)),
    SizeCase(source: (400, 1), target: PixelSize(width: 10, height: 10), expected: (400, 1)),
    SizeCase(source: (1, 1), target: PixelSize(width: 1, height: 1), expected: (1, 1)),
    SizeCase(source: (300, 200), target: PixelSize(width: 0, height: 0), expected: (1, 1)),
    SizeCase(source: (1000, 10), target: PixelSize(width: 5, height: 5), expected: (500, 5)),
  ]

  @Test(arguments: Format.allCases, sizeCases)
  func downsamplesToTheCoveringSize(format: Format, size: SizeCase) throws {
    let pixels = TestImages.halves(
      width: size.source.width, height: size.source.height, (200, 40, 40, 255), (40, 40, 200, 255))
    let image = try decoder.decode(Data(try format.encode(pixels)), scale: 2, targetSize: size.target)
    #expect(image.pixelWidth == size.expected.width)
    #expect(image.pixelHeight == size.expected.height)
    #expect(image.scale == 2)
  }

  @Test(arguments: Format.allCases)
  func noTargetKeepsTheFullSize(format: Format) throws {
    let data = Data(try format.encode(TestImages.uniform(width: 30, height: 20, (10, 20, 30, 255))))
    let image = try decoder.decode(data, targetSize: nil)
    #expect(image.pixelWidth == 30 && image.pixelHeight == 20)
  }

  @Test func aPortraitPhotoForAnAvatarDecodesToItsCoveringSize() throws {
    // A 1080 × 1920 photo for a 180 × 180 avatar: libjpeg-turbo decodes at 1/4 (270 × 480), and
    // the resize takes it to 180 × 320.
    let pixels = TestImages.halves(
      width: 1080, height: 1920, (220, 30, 30, 255), (30, 30, 220, 255), vertical: true)
    let image = try decoder.decode(
      Data(try TestImages.jpeg(pixels, quality: 90)), scale: 3, targetSize: PixelSize(width: 180, height: 180)
    )
    #expect(image.pixelWidth == 180 && image.pixelHeight == 320)
    let decoded = PixelBuffer(image)
    #expect(BackendRGBA(decoded.pixel(x: 90, y: 40)).isClose(to: BackendRGBA(220, 30, 30), tolerance: 6))
    #expect(BackendRGBA(decoded.pixel(x: 90, y: 280)).isClose(to: BackendRGBA(30, 30, 220), tolerance: 6))
  }

  @Test(arguments: Format.allCases)
  func halvesKeepTheirColours(format: Format) throws {
    let red: TestImages.RGBA = (230, 20, 20, 255)
    let blue: TestImages.RGBA = (20, 20, 230, 255)
    let pixels = TestImages.halves(width: 400, height: 200, red, blue)
    let image = try decoder.decode(
      Data(try format.encode(pixels)), targetSize: PixelSize(width: 50, height: 50))
    #expect(image.pixelWidth == 100 && image.pixelHeight == 50)
    let decoded = PixelBuffer(image)
    // Away from the edge between the halves, every pixel is its half's colour.
    for y in [0, 25, 49] {
      for x in [0, 20, 44] {
        let left = BackendRGBA(decoded.pixel(x: x, y: y))
        let right = BackendRGBA(decoded.pixel(x: 99 - x, y: y))
        #expect(
          left.isClose(to: BackendRGBA(230, 20, 20), tolerance: format.tolerance + 1), "\(x), \(y): \(left)")
        #expect(
          right.isClose(to: BackendRGBA(20, 20, 230), tolerance: format.tolerance + 1), "\(x), \(y): \(right)"
        )
      }
    }
    // At the edge the halves mix, and the cubic's overshoot leaves the pixels opaque.
    for x in 47...52 {
      #expect(decoded.pixel(x: x, y: 25).alpha == 255)
    }
  }

  @Test(arguments: Format.allCases)
  func aUniformColourStaysThatColour(format: Format) throws {
    let color: TestImages.RGBA = (37, 150, 201, 255)
    let data = Data(try format.encode(TestImages.uniform(width: 333, height: 217, color)))
    let full = PixelBuffer(try decoder.decode(data))
    let small = PixelBuffer(try decoder.decode(data, targetSize: PixelSize(width: 40, height: 40)))
    #expect(small.width == 62 && small.height == 40)
    let reference = BackendRGBA(full.pixel(x: 166, y: 108))
    #expect(reference.isClose(to: BackendRGBA(37, 150, 201), tolerance: format.tolerance))
    var worst = 0
    for y in 0..<small.height {
      for x in 0..<small.width {
        worst = max(worst, BackendRGBA(small.pixel(x: x, y: y)).distance(to: reference))
      }
    }
    // Exact for the resize of a uniform colour; libwebp's rescaler works on lossy WebP's YUV
    // planes, and converting them to RGB rounds once more.
    #expect(
      worst <= (format == .webPLossy ? 2 : 0), "the colour moved by \(worst) from the full-size decode's")
  }

  @Test(arguments: [Format.png, .webPLossless])
  func translucentColoursKeepTheirAlpha(format: Format) throws {
    // Left half a translucent colour, right half transparent: averaged premultiplied, the left
    // keeps its colour and the right stays clear.
    let pixels = TestImages.halves(width: 240, height: 120, (40, 160, 240, 102), (0, 0, 0, 0))
    let image = try decoder.decode(
      Data(try format.encode(pixels)), targetSize: PixelSize(width: 30, height: 30))
    let decoded = PixelBuffer(image)
    #expect(decoded.width == 60 && decoded.height == 30)
    #expect(
      BackendRGBA(decoded.pixel(x: 10, y: 15)).isClose(to: BackendRGBA(40, 160, 240, 102), tolerance: 3))
    #expect(BackendRGBA(decoded.pixel(x: 50, y: 15)) == .clear)
  }

  // MARK: - The pipeline's decoding stage

  @Test func conformsToTheImagePipelinesDecodingStage() throws {
    let stage: any ImageDecoding = decoder
    let url = try #require(URL(string: "https://example.com/avatar.webp"))
    let data = Data(TestImages.webP(TestImages.uniform(width: 90, height: 60, (1, 2, 3, 255))))
    let image = try stage.decode(data, url: url, targetSize: PixelSize(width: 30, height: 30), scale: 3)
    #expect(image.pixelWidth == 45 && image.pixelHeight == 30 && image.scale == 3)
    let full = try stage.decode(data, url: url, targetSize: nil, scale: 1)
    #expect(full.pixelWidth == 90 && full.pixelHeight == 60)
  }

  @Test func theDecodingStageReportsWhyWithTheURL() throws {
    let stage: any ImageDecoding = ImageDecoder(maxPixelCount: 100)
    let url = try #require(URL(string: "https://example.com/photo.png"))
    let cases: [(bytes: [UInt8], error: ImageDecodingError)] = [
      (Array("GIF89a".utf8), .unsupportedFormat(firstBytes: Array("GIF89a".utf8))),
      (Array("RIFF".utf8), .truncated(format: "WebP", bytes: 4)),
      (
        TestImages.uniform(width: 20, height: 20, (0, 0, 0, 255)).pngData(),
        .tooManyPixels(width: 20, height: 20, limit: 100)
      ),
    ]
    for (bytes, error) in cases {
      #expect(throws: ImageLoadingError.decodingFailed(url, reason: error.description)) {
        try stage.decode(Data(bytes), url: url, targetSize: PixelSize(width: 5, height: 5), scale: 1)
      }
    }
  }
}
