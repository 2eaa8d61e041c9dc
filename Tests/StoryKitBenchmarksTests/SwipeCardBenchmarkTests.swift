import Foundation
import StoryKit
import StoryKitCairo
import StoryKitUI
import Testing

@testable import StoryKitBenchmarks

/// `bench swipe-card` without timing: its counts, its scene (what it shows) and the C replay of
/// its Cairo calls drawing the same pixels. The scene is drawn at scale 1 here (the benchmark
/// draws it at 3) to keep the test quick.
@MainActor
@Suite struct SwipeCardBenchmarkTests {
  @Test func countsAreClampedToTheirRange() {
    let benchmark = SwipeCardBenchmark(pairs: 0, batch: 1_000_000, usesPeer: false)
    #expect(benchmark.pairs == 1 && benchmark.batch == 100_000 && !benchmark.usesPeer)
    #expect(SwipeCardBenchmark().pairs == 21 && SwipeCardBenchmark().batch == 10)
  }

  @Test func theFrameShowsACardFlyingOutAndTheNextRising() {
    let scene = SwipeCardFrameScene(scale: 1)
    #expect(scene.stack.topCard?.id == "tote", "the trench was thrown")
    let flying = scene.stack.visibleCardViews[0]?.transform ?? .identity
    #expect(flying.tx > 100 && flying.b > 0, "out to the right, turned clockwise")
    let rising = scene.stack.visibleCardViews[1]?.transform.a ?? 0
    #expect(rising > 0.95 && rising < 1, "the next card is on its way up")
    #expect(scene.bitmap.pixelWidth == 360 && scene.bitmap.pixelHeight == 480)
    #expect(SwipeCardFrameScene.size.width * SwipeCardFrameScene.scale == 1_080, "the benchmark's 1080 px")
  }

  @Test(
    .enabled(
      if: PeerScript.executable(named: "cc") != nil && PeerScript.executable(named: "pkg-config") != nil))
  func theReplayDrawsTheSamePixels() throws {
    let scene = SwipeCardFrameScene(scale: 1)
    let (replay, problems) = scene.record()
    #expect(problems.isEmpty, "\(problems)")
    #expect(try CairoReplay(decoding: replay.encoded()) == replay, "the file reads back as written")
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent(
      "swipe-card-replay-\(UUID().uuidString)")
    defer { try? FileManager.default.removeItem(at: folder) }
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    let file = folder.appendingPathComponent("swipe-card.skreplay")
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
