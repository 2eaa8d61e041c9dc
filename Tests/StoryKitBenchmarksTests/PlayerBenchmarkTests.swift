import Foundation
import StoryKit
import StoryKitCairo
import StoryKitUI
import Testing

@testable import StoryKitBenchmarks

/// `bench player` without timing: its counts, its scenes (what they show) and the C replay of
/// their Cairo calls drawing the same pixels. The scenes are drawn at scale 1 here (the
/// benchmark draws them at 3) to keep the tests quick.
@MainActor
@Suite struct PlayerBenchmarkTests {
  @Test func countsAreClampedToTheirRange() {
    let benchmark = PlayerBenchmark(pairs: 0, batch: 1_000_000, usesPeer: false)
    #expect(benchmark.pairs == 1 && benchmark.batch == 100_000 && !benchmark.usesPeer)
    #expect(PlayerBenchmark().pairs == 21 && PlayerBenchmark().batch == 10)
  }

  @Test func theFrameShowsItsStoryWithFourLayersAndTheCubeTurnsToTheNextGroup() {
    let frame = PlayerFrameScene(scale: 1)
    #expect(frame.player.playback?.position == .init(group: 0, story: 0))
    #expect(frame.player.playback?.story?.layers.count == 4)
    #expect(frame.player.playback?.elapsed == 2, "2 s into the story")
    #expect(frame.bitmap.pixelWidth == 390 && frame.bitmap.pixelHeight == 844)
    #expect(PlayerFrameScene.size.width * PlayerFrameScene.scale == 1_170, "the benchmark's 1170 px")
    let cube = PlayerFrameScene(scale: 1, transition: PlayerBenchmark.cubeFraction)
    #expect(!cube.player.neighbourPage.isHidden, "the next group's page turns in")
    #expect(cube.player.neighbourPage.group?.id == "brunch")
  }

  @Test(
    .enabled(
      if: PeerScript.executable(named: "cc") != nil && PeerScript.executable(named: "pkg-config") != nil),
    arguments: [nil, PlayerBenchmark.cubeFraction])
  func theReplayDrawsTheSamePixels(transition: Double?) throws {
    let scene = PlayerFrameScene(scale: 1, transition: transition)
    let (replay, problems) = scene.record()
    #expect(problems.isEmpty)
    #expect(try CairoReplay(decoding: replay.encoded()) == replay, "the file reads back as written")
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent(
      "player-replay-\(UUID().uuidString)")
    defer { try? FileManager.default.removeItem(at: folder) }
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    let file = folder.appendingPathComponent("player.skreplay")
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
