import Foundation
import StoryKit
import StoryKitCairo
import StoryKitStoryBar
import StoryKitUI

/// `storykit-bench story-bar`: the cost of a frame of a 390 pt wide bar scrolling through feeds of
/// 10, 1,000 and 100,000 groups, in two cases: `frame`, milliseconds per frame of moving the
/// offset, laying out and drawing the visible cells at scale 3; and `scroll`, microseconds per
/// frame of flings gliding through the bar, layout alone (``StoryBarScrollCase``). The scroller's
/// virtualization should keep both flat as the feed grows; the table ends with the ratios
/// 100,000 : 10.
package struct StoryBarBenchmark: Sendable, Benchmark {
  /// Its name, options and line in `storykit-bench`'s usage (``Benchmark``).
  package static let name = "story-bar"
  package static let synopsis = "[--frames N]"
  package static let summary = "ms per frame scrolling 10 / 1,000 / 100,000 groups"
  /// The accepted range of ``frames``; values outside are clamped.
  package static let framesRange = 1...100_000

  /// Timed frames per feed, after 10 untimed ones.
  package let frames: Int

  /// A benchmark of `frames` frames per feed, clamped to ``framesRange``.
  package init(frames: Int = 120) {
    self.frames = frames.clamped(to: Self.framesRange)
  }

  /// Scrolls the three feeds and prints the table.
  @MainActor package func run() -> BenchmarkOutcome {
    let loader = BenchIconLoader()
    var lines: [String] = []
    var frameMedians: [Int: Double] = [:]
    var scrollMedians: [Int: Double] = [:]
    print(
      "bench story-bar: 390 pt wide at scale 3, \(frames) frames scrolling 13 pt each, median ms per frame")
    print("  (each frame: move the offset, lay out, draw the visible cells into a fresh 1170 px bitmap)")
    for count in [10, 1_000, 100_000] {
      let bar = StoryBarView()
      bar.imageLoader = loader
      bar.content = .init(storyGroups: groups(count))
      let height = bar.fittingSize(for: Size(width: 390, height: .infinity)).height
      bar.frame = Rect(x: 0, y: 0, width: 390, height: height)
      bar.layoutIfNeeded()
      var samples: [Double] = []
      var cellsSeen = Set<ObjectIdentifier>()
      let clock = ContinuousClock()
      for frame in 0..<(frames + 10) {
        let start = clock.now
        let maximum = bar.maximumContentOffset
        bar.contentOffset = maximum > 0 ? (Double(frame) * 13).truncatingRemainder(dividingBy: maximum) : 0
        bar.layoutIfNeeded()
        let bitmap = Bitmap(size: bar.frame.size, scale: 3, background: .white)
        bitmap.render(bar)
        let elapsed = clock.now - start
        cellsSeen.formUnion(bar.visibleCells.values.map(ObjectIdentifier.init))
        if frame >= 10 {
          samples.append(elapsed.seconds * 1000)
        }
      }
      let median = SampleStatistics.median(samples)
      print(
        String(
          format: "  %7d groups: %.3f ms/frame (%.0f fps), %d cells made, %d live", count, median,
          1000 / median,
          cellsSeen.count, bar.visibleCells.count))
      frameMedians[count] = median
      lines.append(
        String(format: "bench story-bar case=frame groups=%d ours=%.3f unit=ms/frame", count, median))
    }
    print("  scroll: flings at 3,000 pt/s gliding between the ends, median µs per frame of layout alone")
    for count in [10, 1_000, 100_000] {
      let bar = StoryBarView()
      bar.imageLoader = loader
      bar.content = .init(storyGroups: groups(count))
      let height = bar.fittingSize(for: Size(width: 390, height: .infinity)).height
      bar.frame = Rect(x: 0, y: 0, width: 390, height: height)
      let scrolled = StoryBarScrollCase(frames: frames).run(bar)
      scrollMedians[count] = scrolled.median
      print(
        String(
          format: "  %7d groups: %.2f µs/frame, %d cells made", count, scrolled.median, scrolled.cellsMade))
      lines.append(
        String(
          format: "bench story-bar case=scroll groups=%d ours=%.2f unit=us/frame", count, scrolled.median))
    }
    for (name, medians) in [("frame", frameMedians), ("scroll", scrollMedians)] {
      if let many = medians[100_000], let few = medians[10], few > 0 {
        print("  \(name): 100,000 groups : 10 groups = " + String(format: "%.2f", many / few))
      }
    }
    print("")
    for line in lines { print(line) }
    return .passed
  }

  private func groups(_ count: Int) -> [StoryGroup] {
    let titles = [
      "New in", "Today's headlines", "🔥 Hot deals", "عروض اليوم", "חדשות היום", "Weekend brunch spots",
    ]
    let story = Story(id: "s", media: .image(url: URL(fileURLWithPath: "/dev/null")))
    return (0..<count).map { index in
      StoryGroup(
        id: "g\(index)", title: titles[index % titles.count],
        iconURL: URL(string: "https://bench.storykit.invalid/icon-\(index % BenchIconLoader.iconCount).png"),
        index: index, isSeen: index % 3 == 0, stories: [story], isPinned: index % 7 == 1,
        type: index % 11 == 2 ? .live : .default)
    }
  }
}

/// Icons made in memory, served from a dictionary: the benchmark measures drawing, not I/O.
final class BenchIconLoader: ImageLoading, @unchecked Sendable {
  static let iconCount = 8
  private let images: [URL: CairoImage]

  init() {
    var images: [URL: CairoImage] = [:]
    for index in 0..<Self.iconCount {
      let side = 192
      var rgba = [UInt8](repeating: 255, count: side * side * 4)
      for y in 0..<side {
        for x in 0..<side {
          let offset = (y * side + x) * 4
          rgba[offset] = UInt8((x * 255 / side + index * 31) % 256)
          rgba[offset + 1] = UInt8((y * 255 / side + index * 67) % 256)
          rgba[offset + 2] = UInt8((index * 97) % 256)
        }
      }
      let png = PixelBuffer(width: side, height: side, rgba: rgba).pngData()
      if let url = URL(string: "https://bench.storykit.invalid/icon-\(index).png"),
        let image = try? ImageDecoder().decode(Data(png), scale: 3)
      {
        images[url] = image
      }
    }
    self.images = images
  }

  func cachedImage(for request: ImageRequest) -> (any CanvasImage)? { images[request.url] }

  func image(for request: ImageRequest) async throws(ImageLoadingError) -> any CanvasImage {
    guard let image = images[request.url] else { throw .unsupportedURL(request.url) }
    return image
  }
}
