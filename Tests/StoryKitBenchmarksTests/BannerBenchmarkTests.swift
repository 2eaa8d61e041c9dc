import Foundation
import StoryKit
import StoryKitCairo
import StoryKitUI
import Testing

@testable import StoryKitBenchmarks

/// `bench banner` without timing: its counts, its scene (what it shows) and the C replay of its
/// Cairo calls drawing the same pixels. The scene is drawn at scale 1 here (the benchmark draws
/// it at 3) to keep the tests quick.
@MainActor
@Suite struct BannerBenchmarkTests {
  @Test func countsAreClampedToTheirRange() {
    let benchmark = BannerBenchmark(pairs: 0, batch: 1_000_000, usesPeer: false)
    #expect(benchmark.pairs == 1 && benchmark.batch == 100_000 && !benchmark.usesPeer)
    #expect(BannerBenchmark().pairs == 21 && BannerBenchmark().batch == 10)
  }

  @Test func theFrameShowsTwoPagesMidSwipe() {
    let scene = BannerFrameScene(scale: 1)
    #expect(abs(scene.banner.pagePosition - BannerFrameScene.swipeFraction) < 1e-9)
    #expect(scene.banner.visibleItemViews.keys.sorted() == [0, 1], "the page leaving and the next one")
    #expect(!scene.banner.pageIndicator.isHidden)
    #expect(scene.bitmap.pixelWidth == 390 && scene.bitmap.pixelHeight == 195)
    #expect(BannerFrameScene.size.width * BannerFrameScene.scale == 1_170, "the benchmark's 1170 px")
    let (replay, problems) = scene.record()
    #expect(problems.isEmpty)
    #expect(replay.images.count == 2, "two pictures")
  }

  @Test(
    .enabled(
      if: PeerScript.executable(named: "cc") != nil && PeerScript.executable(named: "pkg-config") != nil))
  func theReplayDrawsTheSamePixels() throws {
    let scene = BannerFrameScene(scale: 1)
    let (replay, problems) = scene.record()
    #expect(problems.isEmpty)
    #expect(try CairoReplay(decoding: replay.encoded()) == replay, "the file reads back as written")
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent(
      "banner-replay-\(UUID().uuidString)")
    defer { try? FileManager.default.removeItem(at: folder) }
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    let file = folder.appendingPathComponent("banner.skreplay")
    let png = folder.appendingPathComponent("replay.png")
    try Data(replay.encoded()).write(to: file)
    let peer = try CairoReplayPeer.start(replay: file, png: png, folder: folder).get()
    defer { peer.process.stop() }
    #expect(peer.mismatches == 0)
    let check = ReplayPixelCheck(
      ours: PixelBuffer(scene.bitmap), replay: PixelBuffer(try ImageDecoder().decode(contentsOf: png)))
    #expect(check.passed, "\(check.summary)")
  }
}
