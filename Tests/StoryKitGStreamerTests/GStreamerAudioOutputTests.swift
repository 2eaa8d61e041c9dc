import CGStreamer
import Foundation
import StoryKitTestSupport
import StoryKitUI
import Testing

@testable import StoryKitGStreamer

/// Where the sound goes: `.discarded` to a synchronised fakesink, `.defaultDevice` to
/// `autoaudiosink` where an audio device works and to the same fakesink where none does (this
/// machine, CI). The clip has a sound track (a 440 Hz tone), so its audio sink takes part.
@MainActor
@Suite("GStreamerAudioOutput", .serialized)
struct GStreamerAudioOutputTests {
  @Test("discarded sound goes to a fakesink synchronised to the clock, and the clip plays to its end")
  func discardedSoundPlaysToTheEnd() async throws {
    let player = GStreamerVideoPlayer(audioOutput: .discarded, isMuted: false)
    #expect(player.audioOutput == .discarded)
    player.load(try await TestMedia.url("clip-sound-1s.webm"))
    let sink = try #require(player.pipeline?.audioSinkElementName)
    #expect(sink == "fakesink")
    #expect(player.pipeline?.audioSinkIsSynchronised == true, "playback keeps real time")
    player.play()
    #expect(await wait(for: player) { $0.state == .ended })
    #expect(abs((player.duration ?? 0) - 1) < 0.1)
  }

  @Test("the default device is autoaudiosink where one works, else the fakesink; either way it plays")
  func defaultDeviceFallsBackAndPlays() async throws {
    let player = GStreamerVideoPlayer(isMuted: false)
    #expect(player.audioOutput == .defaultDevice, "the default")
    let expected = GStreamerAudioOutput.isDefaultDeviceAvailable ? "autoaudiosink" : "fakesink"
    #expect(GStreamerAudioOutput.defaultDevice.elementName == expected)
    #expect(GStreamerAudioOutput.discarded.elementName == "fakesink")
    player.load(try await TestMedia.url("clip-sound-1s.webm"))
    #expect(player.pipeline?.audioSinkElementName == expected)
    player.play()
    #expect(await wait(for: player) { $0.state == .ended })
  }

  @Test("the probe's answer is remembered: asked again, it says the same")
  func theProbeIsCached() {
    let first = GStreamerAudioOutput.isDefaultDeviceAvailable
    #expect(GStreamerAudioOutput.isDefaultDeviceAvailable == first)
  }

  @Test("muted is playbin's mute: set at load, and changed while playing", arguments: [true, false])
  func mutedIsPlaybinsMute(startsMuted: Bool) async throws {
    let player = GStreamerVideoPlayer(audioOutput: .defaultDevice, isMuted: startsMuted)
    player.load(try await TestMedia.url("clip-sound-1s.webm"))
    let pipeline = try #require(player.pipeline)
    #expect(pipeline.isMutedProperty == startsMuted)
    player.play()
    player.isMuted.toggle()
    #expect(pipeline.isMutedProperty == !startsMuted)
    #expect(await wait(for: player) { $0.state == .ended })
    #expect(player.isMuted == !startsMuted)
  }
}

extension GStreamerPipeline {
  /// The factory name of `playbin`'s audio sink.
  var audioSinkElementName: String? {
    guard let sink = storykit_gst_get_object(element, "audio-sink") else { return nil }
    defer { gst_object_unref(sink) }
    let name = storykit_gst_factory_name(sink.assumingMemoryBound(to: GstElement.self))
    return name.map { String(cString: $0) }
  }

  /// Whether `playbin`'s audio sink syncs to the clock.
  var audioSinkIsSynchronised: Bool? {
    guard let sink = storykit_gst_get_object(element, "audio-sink") else { return nil }
    defer { gst_object_unref(sink) }
    return storykit_gst_get_bool(sink, "sync") != 0
  }

  /// `playbin`'s `mute`.
  var isMutedProperty: Bool { storykit_gst_get_bool(element, "mute") != 0 }
}
