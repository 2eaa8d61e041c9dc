import Foundation
import StoryKit
import StoryKitCairo
import StoryKitImages
import StoryKitStoryBar
import StoryKitUI

/// The `memory` case of `storykit-bench images` (figure 4 of the image pipeline's issue): a bar of
/// 2,000 groups, each with its own icon URL, scrolled from end to end a screen at a time at scale
/// 3, waiting at each step for the pictures on screen. The icons are 1,024 × 1,024 JPEGs served
/// from memory by ``SyntheticIcons`` and decoded for real (downsampled to the cells' size), so the
/// memory cache fills and evicts as in an app. Reports the resident set before and at its peak,
/// beside the goal: the memory cache's bound plus 40 MiB. Run first, so the peak is this case's.
@MainActor
enum ImagesMemoryCase {
  static let name = "memory"
  static let groups = 2_000
  static let cacheBound = 64 * 1024 * 1024

  static func run(_ options: ImagesBenchmark) async -> ImagesCaseResult {
    let atStart = ResidentMemory.read()
    // One frame without pictures first: the fonts of every script the titles use (colour emoji,
    // Arabic, Hebrew) are mapped then, so the growth measured after it is the pictures'.
    let warmUp = StoryBarView()
    warmUp.content = .init(storyGroups: BenchStoryGroups.make(12, host: "icons.storykit.invalid"))
    warmUp.frame = Rect(x: 0, y: 0, width: 1_200, height: 200)
    warmUp.layoutIfNeeded()
    Bitmap(size: warmUp.frame.size, scale: 3, background: .white).render(warmUp)
    let before = ResidentMemory.read()
    let icons = SyntheticIcons()
    let cache = MemoryImageCache(costLimit: cacheBound)
    let pipeline = ImagePipeline(
      configuration: .init(dataLoader: icons, memoryCache: cache, decoder: ImageDecoder()))
    let bar = StoryBarView()
    bar.imageLoader = pipeline
    bar.displayScale = 3
    bar.content = .init(storyGroups: BenchStoryGroups.make(groups, host: "icons.storykit.invalid"))
    let height = bar.fittingSize(for: Size(width: 390, height: .infinity)).height
    bar.frame = Rect(x: 0, y: 0, width: 390, height: height)
    printError("bench images: memory, scrolling \(groups) icons …")
    let clock = ContinuousClock()
    let start = clock.now
    var steps = 0
    var missing = 0
    var offset = 0.0
    repeat {
      bar.contentOffset = offset
      bar.layoutIfNeeded()
      let report = await bar.waitForVisibleImages(timeout: 10)
      missing += report.missing.count
      Bitmap(size: bar.frame.size, scale: 3, background: .white).render(bar)
      steps += 1
      offset += 390
    } while offset <= bar.maximumContentOffset + 390 && steps < 10_000
    let elapsed = (clock.now - start).seconds
    let after = ResidentMemory.read()
    let bound = Double(cacheBound) / 1_048_576 + 40
    let peak = after?.peak ?? 0
    print("bench images: memory while scrolling \(groups) distinct icons at scale 3 (MiB)")
    print(
      String(
        format:
          "  resident at start %.1f, after a first frame without pictures %.1f, at the end %.1f, peak %.1f",
        atStart?.current ?? 0, before?.current ?? 0, after?.current ?? 0, peak))
    print(String(format: "  growth over the first frame: %.1f", peak - (before?.current ?? 0)))
    // What the bound meets besides the cache: the libraries' and fonts' pages, and the rest.
    let fileBacked = after?.fileBacked ?? 0
    print(
      String(
        format:
          "  at the end: file-backed %.1f (libraries, fonts), anonymous %.1f (the cache's %.1f and the rest)",
        fileBacked, (after?.current ?? 0) - fileBacked, Double(cache.totalCost) / 1_048_576))
    // The anonymous rest: glibc's heaps (the bar, its 2,000 groups, the icons' JPEG data, text and
    // gradient caches), and the libraries' relocated data.
    let heaps = MallocHeaps.bytes()
    print(
      String(
        format: "  malloc in use %.1f, freed but kept %.1f; decoded pictures alive %.1f",
        heaps.inUse / 1_048_576, heaps.free / 1_048_576, Double(CairoImage.liveBytes) / 1_048_576))
    print(
      String(
        format: "  memory cache %.1f of %.0f; %d icons decoded; %d steps in %.1f s; %d pictures missing",
        Double(cache.totalCost) / 1_048_576, Double(cacheBound) / 1_048_576, icons.served, steps, elapsed,
        missing))
    print(String(format: "  goal: peak under the cache bound + 40 = %.0f MiB", bound))
    print("")
    let growth = peak - (before?.current ?? 0)
    let line = String(
      format: "bench images case=memory groups=%d ours=%.1f peer=bound:%.0f ratio=%.2f growth=%.1f unit=MiB",
      groups, peak, bound, bound > 0 ? peak / bound : 0, growth)
    return ImagesCaseResult(lines: [line], outcome: after == nil || missing > 0 ? .failed : .passed)
  }
}

/// Serves a 1,024 × 1,024 JPEG for any URL (one of eight, by the URL's hash), as a CDN would.
final class SyntheticIcons: ImageDataLoading {
  private let jpegs: [Data]
  private let count = Mutex(0)

  /// How many icons were served.
  var served: Int { count.withLock { $0 } }

  init() {
    jpegs = (0..<8).compactMap { index in
      let poster = GeneratedImage.poster(width: 1_024 - index, height: 1_024)
      return (try? JPEGEncoder.encode(poster, quality: 85)).map { Data($0) }
    }
  }

  func data(for url: URL, validators: HTTPCacheInfo?) async throws(ImageLoadingError) -> ImageDataResponse {
    count.withLock { $0 += 1 }
    guard !jpegs.isEmpty else { throw .fetchFailed(url, reason: "no icons were made") }
    let index = Int(url.absoluteString.utf8.reduce(UInt(0)) { $0 &* 31 &+ UInt($1) } % UInt(jpegs.count))
    return .data(jpegs[index], HTTPCacheInfo())
  }
}
