import Synchronization
import Testing

@testable import StoryKitCairo

/// `CairoImage(borrowingBGRAPixels:)`: the image draws from the caller's memory without a copy,
/// and gives it back exactly once, when the image goes or when it cannot be made.
@Suite struct BorrowedImageTests {
  final class Releases: Sendable {
    let count = Mutex(0)
    func record() { count.withLock { $0 += 1 } }
    var value: Int { count.withLock { $0 } }
  }

  /// Writes one pixel's bytes (blue, green, red, alpha) at pixel `index`.
  func store(_ bytes: [UInt8], at index: Int, in memory: UnsafeMutableRawPointer) {
    for (offset, byte) in bytes.enumerated() {
      memory.storeBytes(of: byte, toByteOffset: index * 4 + offset, as: UInt8.self)
    }
  }

  @Test func theImageReadsTheBorrowedPixelsAndReleasesThemOnce() throws {
    let releases = Releases()
    let width = 3
    let height = 2
    let memory = UnsafeMutableRawPointer.allocate(byteCount: width * height * 4, alignment: 16)
    defer { memory.deallocate() }
    // Blue, green, red, alpha in memory: an opaque red everywhere, then one blue pixel.
    for index in 0..<(width * height) {
      store([0, 0, 255, 255], at: index, in: memory)
    }
    store([255, 0, 0, 255], at: 4, in: memory)
    do {
      let borrowed = CairoImage(
        borrowingBGRAPixels: memory, count: width * height * 4, width: width, height: height,
        bytesPerRow: width * 4, release: { releases.record() })
      let image = try #require(borrowed)
      let pixels = PixelBuffer(image)
      #expect(pixels.pixel(x: 0, y: 0) == (255, 0, 0, 255))
      #expect(pixels.pixel(x: 1, y: 1) == (0, 0, 255, 255))
      // No copy: a change to the memory shows in the image.
      store([0, 255, 0, 255], at: 0, in: memory)
      #expect(PixelBuffer(image).pixel(x: 0, y: 0) == (0, 255, 0, 255))
      #expect(releases.value == 0, "held while the image lives")
    }
    #expect(releases.value == 1, "given back once when the image goes")
  }

  @Test func sizesThatDoNotFitAreRefusedAndReleasedAtOnce() {
    let memory = UnsafeMutableRawPointer.allocate(byteCount: 64, alignment: 16)
    defer { memory.deallocate() }
    let cases: [(count: Int, width: Int, height: Int, bytesPerRow: Int)] = [
      (64, 0, 1, 4),  // no width
      (64, 4, 0, 16),  // no height
      (64, 4, 4, 12),  // rows shorter than the width
      (64, 3, 4, 16),  // not Cairo's stride for 3 pixels (12)
      (32, 4, 4, 16),  // fewer bytes than the rows need
      (64, Bitmap.maxPixelSide + 1, 1, (Bitmap.maxPixelSide + 1) * 4),
    ]
    for item in cases {
      let releases = Releases()
      let image = CairoImage(
        borrowingBGRAPixels: memory, count: item.count, width: item.width, height: item.height,
        bytesPerRow: item.bytesPerRow, release: { releases.record() })
      #expect(image == nil, "\(item)")
      #expect(releases.value == 1, "released at once: \(item)")
    }
  }
}
