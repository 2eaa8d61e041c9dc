import Foundation
import StoryKit
import StoryKitCairo
import StoryKitSnapshotTesting
import StoryKitUI

/// Frames for the scripted video player: a 54 × 96 picture, dark teal with a white band whose
/// height follows the time (top at 0 s, bottom at 3 s), so frames at different times differ
/// where the band moves.
@MainActor
enum VideoFrames {
  static let width = 54
  static let height = 96

  static func frame(at time: Double) -> (any CanvasImage)? {
    let band = Int((min(max(0, time), 3) / 3 * Double(height - 12)).rounded())
    var bytes = [UInt8](repeating: 255, count: width * height * 4)
    for y in 0..<height {
      let isBand = (band..<band + 12).contains(y)
      for x in 0..<width {
        let offset = (y * width + x) * 4
        // BGRA, opaque.
        bytes[offset] = isBand ? 0xF2 : 0x5A
        bytes[offset + 1] = isBand ? 0xF2 : 0x4A
        bytes[offset + 2] = isBand ? 0xF2 : 0x12
      }
    }
    return bytes.withUnsafeBytes {
      CairoImage(bgraPixels: $0, width: width, height: height, bytesPerRow: width * 4)
    }
  }

  /// A scripted player drawing these frames.
  static func player(duration: Double? = 3, loadsAtOnce: Bool = true) -> ScriptedVideoPlayer {
    ScriptedVideoPlayer(duration: duration, loadsAtOnce: loadsAtOnce) { frame(at: $0) }
  }

  /// Group "v" of video stories ("v0"…, `count` of them), each with a poster, the feed saying
  /// 8 s, and captions at `captions` when given.
  static func group(_ count: Int = 2, captions: URL? = nil) -> StoryGroup {
    StoryGroup(
      id: "v", title: "Clips", iconURL: URL(string: "https://cdn.example.com/v.png"),
      stories: (0..<count).map { index in
        Story(
          id: "v\(index)", duration: 8,
          media: .video(
            VideoMedia(
              url: URL(fileURLWithPath: "/cdn/v/clip\(index).webm"),
              posterURL: URL(fileURLWithPath: "/cdn/v/photo\(index).jpg"), captionsURL: captions)))
      })
  }
}
