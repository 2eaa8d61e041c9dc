import Foundation
import StoryKit
import StoryKitCairo
import StoryKitUI

/// A picture for every URL, made in memory and served at once: a diagonal blend between two
/// colours picked from the URL, so different URLs look different and renders never wait. A URL
/// containing "missing" never has a picture (its view keeps its placeholder).
final class MatrixPictures: ImageLoading, Sendable {
  private let made = Mutex<[URL: CairoImage]>([:])

  func cachedImage(for request: ImageRequest) -> (any CanvasImage)? {
    guard !request.url.absoluteString.contains("missing") else { return nil }
    return made.withLock { made in
      if let image = made[request.url] { return image }
      let image = Self.picture(for: request.url)
      made[request.url] = image
      return image
    }
  }

  func image(for request: ImageRequest) async throws(ImageLoadingError) -> any CanvasImage {
    guard let image = cachedImage(for: request) else {
      throw .fetchFailed(request.url, reason: "missing on purpose")
    }
    return image
  }

  private static let palette: [(UInt8, UInt8, UInt8)] = [
    (0xFF, 0x8A, 0x3D), (0x3D, 0x9B, 0xFF), (0x2E, 0xC4, 0x8A), (0xE0, 0x4F, 0xB0), (0xF5, 0xC5, 0x18),
  ]

  private static func picture(for url: URL) -> CairoImage? {
    let seed = url.absoluteString.utf8.reduce(0) { ($0 &* 31 &+ Int($1)) & 0xFFFF }
    let from = palette[seed % palette.count]
    let to = palette[(seed / palette.count + 1) % palette.count]
    let side = 64
    var rgba = [UInt8](repeating: 255, count: side * side * 4)
    for y in 0..<side {
      for x in 0..<side {
        let t = Double(x + y) / Double(2 * side)
        let offset = (y * side + x) * 4
        rgba[offset] = UInt8(Double(from.0) * (1 - t) + Double(to.0) * t)
        rgba[offset + 1] = UInt8(Double(from.1) * (1 - t) + Double(to.1) * t)
        rgba[offset + 2] = UInt8(Double(from.2) * (1 - t) + Double(to.2) * t)
      }
    }
    return try? ImageDecoder().decode(
      Data(PixelBuffer(width: side, height: side, rgba: rgba).pngData()), scale: 1)
  }
}
