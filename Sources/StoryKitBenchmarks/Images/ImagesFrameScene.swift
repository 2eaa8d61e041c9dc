import Foundation
import StoryKit
import StoryKitCairo
import StoryKitStoryBar
import StoryKitUI

/// The frame of `bench images case=frame`: a 390 pt `StoryBarView` at scale 3 on a white
/// background, its avatars already decoded at the pixel size of the cells that show them.
@MainActor
struct ImagesFrameScene {
  static let width = 390.0
  static let scale = 3.0
  static let groupCount = 10

  let bar: StoryBarView
  let bitmap: Bitmap
  let loader: DownsampledIconLoader

  /// Builds, lays out and draws the bar once (so every visible avatar has been asked for at its
  /// size, and every cache is warm).
  init() {
    loader = DownsampledIconLoader()
    bar = StoryBarView()
    bar.imageLoader = loader
    // Image views ask for their size times the display scale: 61 pt avatars load at 183 px.
    bar.displayScale = Self.scale
    // A white background that repaints every pixel, as a host clears its frame: drawn again and
    // again into one bitmap, anti-aliased edges would otherwise darken frame after frame.
    bar.background = .solid(.white)
    bar.content = .init(storyGroups: Self.groups())
    let height = bar.fittingSize(for: Size(width: Self.width, height: .infinity)).height
    bar.frame = Rect(x: 0, y: 0, width: Self.width, height: height)
    bar.layoutIfNeeded()
    bitmap = Bitmap(size: bar.frame.size, scale: Self.scale, background: .white)
    bitmap.render(bar, shapeTiles: false)
  }

  /// One frame: the draw alone (the layout is done and stays clean). Without `shapeTiles`,
  /// every gradient is drawn by Cairo, as the replay draws it; with them, rings drawn before
  /// are blended from tiles, as in the product.
  func draw(shapeTiles: Bool = false) {
    bitmap.render(bar, shapeTiles: shapeTiles)
  }

  /// The frame's Canvas calls, as the Cairo calls they stand for.
  func record() -> (replay: CairoReplay, problems: [String]) {
    let recorder = CairoReplayRecorder(
      pixelWidth: bitmap.pixelWidth, pixelHeight: bitmap.pixelHeight, scale: bitmap.scale, background: .white)
    bar.render(in: recorder)
    return (recorder.finish(), recorder.problems)
  }

  /// What the frame shows, for the table.
  var summary: String {
    let cells = bar.visibleCells.count
    return "\(Self.groupCount) groups, \(cells) cells on screen, \(loader.requestedSizes) avatars"
  }

  private static func groups() -> [StoryGroup] {
    let titles = [
      "New in", "Today's headlines", "🔥 Hot deals", "عروض اليوم", "חדשות היום", "Weekend brunch spots",
    ]
    let story = Story(id: "s", media: .image(url: URL(fileURLWithPath: "/dev/null")))
    return (0..<groupCount).map { index in
      StoryGroup(
        id: "g\(index)", title: titles[index % titles.count],
        iconURL: URL(string: "https://bench.storykit.invalid/avatar-\(index).png"), index: index,
        isSeen: index % 3 == 0, stories: [story], isPinned: index % 7 == 1,
        type: index % 11 == 2 ? .live : .default)
    }
  }
}

/// Avatars already decoded and downsampled to each request's target size, served from memory
/// at once (`cachedImage(for:)`), so the frame draws them without loading or fading.
///
/// Each avatar is a 720 × 720 px JPEG (quality 90, `GeneratedImage.avatar`), decoded by
/// `ImageDecoder().decode(_:scale:targetSize:)` as the image pipeline decodes it: libjpeg-turbo at
/// 3/8, then the cubic resampler to the covering size (183 × 183 px for a 61 pt avatar at 3x).
final class DownsampledIconLoader: ImageLoading, @unchecked Sendable {
  // Unchecked: the images live in the Mutex.
  private let images = Mutex([ImageCacheKey: CairoImage]())

  /// The side of the source JPEGs, in pixels.
  static let sourceSide = 720

  /// A description of the sizes asked for, e.g. `5 × 183×183 px`.
  var requestedSizes: String {
    images.withLock { images in
      let sizes = Set(images.values.map { "\($0.pixelWidth)×\($0.pixelHeight) px" }).sorted()
      return "\(images.count) × \(sizes.joined(separator: ", "))"
    }
  }

  func cachedImage(for request: ImageRequest) -> (any CanvasImage)? {
    guard let size = request.targetSize else { return nil }
    return images.withLock { images -> CairoImage? in
      if let image = images[request.cacheKey] { return image }
      let index =
        Int(request.url.deletingPathExtension().lastPathComponent.split(separator: "-").last ?? "") ?? 0
      guard let image = Self.avatar(index: index, targetSize: size, scale: request.scale) else { return nil }
      images[request.cacheKey] = image
      return image
    }
  }

  func image(for request: ImageRequest) async throws(ImageLoadingError) -> any CanvasImage {
    guard let image = cachedImage(for: request) else { throw .unsupportedURL(request.url) }
    return image
  }

  /// Avatar `index` as a 720 px JPEG, decoded and downsampled for `targetSize`.
  static func avatar(index: Int, targetSize: PixelSize, scale: Double) -> CairoImage? {
    guard let jpeg = try? JPEGEncoder.encode(GeneratedImage.avatar(index: index, side: sourceSide)) else {
      return nil
    }
    return try? ImageDecoder().decode(Data(jpeg), scale: scale, targetSize: targetSize)
  }
}
