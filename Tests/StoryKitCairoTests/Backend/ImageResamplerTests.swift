import CCairo
import Foundation
import StoryKit
import StoryKitUI
import Testing

@testable import StoryKitCairo

/// The arithmetic under downsampling: the covering size, libjpeg-turbo's scale, and the
/// resampler's weights and pixels.
@Suite struct ImageResamplerTests {
  @Test func coveringSizeIsTheSmallestAspectFill() {
    func covering(_ width: Int, _ height: Int, _ target: (Int, Int)?) -> [Int] {
      let size = ImageDecoder.coveringSize(
        width: width, height: height, target: target.map { PixelSize(width: $0.0, height: $0.1) })
      return [size.width, size.height]
    }
    #expect(covering(1080, 1920, (180, 180)) == [180, 320])
    #expect(covering(1920, 1080, (180, 180)) == [320, 180])
    #expect(covering(1080, 1920, nil) == [1080, 1920])
    #expect(covering(1080, 1920, (1080, 10)) == [1080, 1920])
    #expect(covering(3, 1_000_000, (1, 1)) == [1, 333_334])
    #expect(covering(40_000_000, 1, (1, 1)) == [40_000_000, 1])
    // Exact products are not rounded up: 1,000 × 750 for 100 wide is 100 × 75.
    #expect(covering(1000, 750, (100, 10)) == [100, 75])
    #expect(covering(1000, 751, (100, 10)) == [100, 76])
  }

  @Test func jpegScaleIsTheSmallestThatCovers() {
    func scaled(_ width: Int, _ height: Int, _ covering: (Int, Int)) -> [Int] {
      let size = ImageDecoder.jpegScaledSize(
        width: width, height: height, covering: (width: covering.0, height: covering.1))
      return [size.width, size.height]
    }
    #expect(scaled(1080, 1920, (180, 320)) == [270, 480])  // 1/4, not 1/8 (135 × 240)
    #expect(scaled(1080, 1920, (136, 242)) == [270, 480])
    #expect(scaled(1080, 1920, (135, 240)) == [135, 240])  // 1/8
    #expect(scaled(1080, 1920, (400, 700)) == [405, 720])  // 3/8
    #expect(scaled(1080, 1920, (1000, 1800)) == [1080, 1920])  // nothing smaller covers
    #expect(scaled(1080, 1920, (1080, 1920)) == [1080, 1920])
    #expect(scaled(7, 9, (1, 1)) == [1, 2])  // 1/8, rounded up
  }

  @Test(arguments: ImageResampler.Kernel.allCases)
  func weightsSumToOneAndStayInTheSource(kernel: ImageResampler.Kernel) {
    for (from, to) in [(270, 180), (480, 320), (1000, 1), (7, 3), (1920, 320), (5, 5), (2, 7)] {
      let weights = ImageResampler.Weights(kernel: kernel, from: from, to: to)
      for index in 0..<to {
        let first = Int(weights.first[index])
        let count = Int(weights.count[index])
        #expect(first >= 0 && count >= 1 && first + count <= from, "\(from) → \(to), sample \(index)")
        let sum = weights.values[index * weights.stride..<index * weights.stride + count].reduce(0) {
          $0 + Int($1)
        }
        #expect(sum == 1 << ImageResampler.precision, "\(from) → \(to), sample \(index)")
      }
    }
  }

  @Test(arguments: ImageResampler.Kernel.allCases)
  func everyKernelKeepsAUniformColourExactly(kernel: ImageResampler.Kernel) throws {
    let color = Color(red: 0.3, green: 0.6, blue: 0.9, alpha: 0.5)
    let bitmap = Bitmap(size: Size(width: 97, height: 61), background: color)
    let source = PixelBuffer(bitmap).pixel(x: 0, y: 0)
    let image = try ImageDecoder().decode(Data(bitmap.pngData()))
    let resized = try #require(ImageResampler(kernel: kernel).resize(image.surface, width: 13, height: 9))
    let pixels = PixelBuffer(CairoImage(surface: resized, scale: 1))
    #expect(pixels.width == 13 && pixels.height == 9)
    for y in 0..<9 {
      for x in 0..<13 {
        #expect(pixels.pixel(x: x, y: y) == source, "\(kernel) at \(x), \(y)")
      }
    }
  }

  @Test func cubicOvershootIsClampedToValidPixels() throws {
    // Opaque black stripes on translucent white: where a black stripe falls under a negative
    // lobe, alpha drops below the colour; premultiplied colours stay within 0…alpha.
    let bitmap = Bitmap(
      size: Size(width: 90, height: 10), background: Color(red: 1, green: 1, blue: 1, alpha: 0.5))
    let canvas = bitmap.makeCanvas()
    for stripe in stride(from: 0, to: 90, by: 6) {
      canvas.fill(.rect(Rect(x: Double(stripe), y: 0, width: 3, height: 10)), with: .solid(.black))
    }
    let image = try ImageDecoder().decode(Data(bitmap.pngData()))
    let resized = try #require(ImageResampler(kernel: .cubic).resize(image.surface, width: 40, height: 4))
    defer { cairo_surface_destroy(resized) }
    let stride = Int(cairo_image_surface_get_stride(resized))
    let data = try #require(cairo_image_surface_get_data(resized))
    for y in 0..<4 {
      for x in 0..<40 {
        let pixel = data + y * stride + x * 4
        #expect(pixel[0] <= pixel[3] && pixel[1] <= pixel[3] && pixel[2] <= pixel[3])
      }
    }
  }

  /// The debug build sums a pixel's channels as four integers, the optimized build as one `SIMD4`
  /// (``ImageResampler/arithmetic``): on a picture with hard edges, translucency and overshooting
  /// lobes, both write the same bytes for every kernel.
  @Test(arguments: ImageResampler.Kernel.allCases)
  func vectorAndScalarArithmeticWriteTheSameBytes(kernel: ImageResampler.Kernel) throws {
    let bitmap = Bitmap(
      size: Size(width: 90, height: 64), background: Color(red: 1, green: 1, blue: 1, alpha: 0.5))
    let canvas = bitmap.makeCanvas()
    for stripe in stride(from: 0, to: 90, by: 6) {
      let shade = Double(stripe) / 90
      canvas.fill(
        .rect(Rect(x: Double(stripe), y: Double(stripe) / 3, width: 3, height: 40)),
        with: .solid(Color(red: shade, green: 1 - shade, blue: 0.2, alpha: 1 - shade / 2)))
    }
    let image = try ImageDecoder().decode(Data(bitmap.pngData()))
    for (width, height) in [(40, 30), (13, 9), (89, 63), (90, 64), (1, 1)] {
      let bytes = try ImageResampler.Arithmetic.allCases.map { arithmetic in
        var resampler = ImageResampler(kernel: kernel)
        resampler.arithmetic = arithmetic
        let resized = try #require(resampler.resize(image.surface, width: width, height: height))
        defer { cairo_surface_destroy(resized) }
        let stride = Int(cairo_image_surface_get_stride(resized))
        let data = try #require(cairo_image_surface_get_data(resized))
        // Row by row as buffers: a map per byte was a second and a half of a debug run.
        return (0..<height).flatMap { y in
          Array(UnsafeBufferPointer(start: data + y * stride, count: width * 4))
        }
      }
      #expect(bytes[0] == bytes[1], "\(kernel), \(width) × \(height)")
    }
  }
}
