import StoryKitCairo

/// Our frame beside the replay's, pixel by pixel (straight RGBA): the replay is a fair peer only
/// if it draws the same picture.
struct ReplayPixelCheck: Sendable, Equatable {
  /// A pixel differs when one of its channels is more than this many levels off.
  static let tolerance = 2
  /// The check fails when more than this share of the pixels differs.
  static let maximumShare = 0.01

  /// Pixels compared (0 when the sizes differ).
  var pixels: Int
  /// Pixels with a channel more than ``tolerance`` levels off.
  var differing: Int
  /// Pixels with any channel off at all.
  var changed: Int
  /// The largest difference of a channel, in levels.
  var largest: Int
  /// Why the sizes could not be compared, if they could not.
  var sizeProblem: String?

  /// The share of pixels beyond the tolerance.
  var share: Double { pixels > 0 ? Double(differing) / Double(pixels) : 1 }

  var passed: Bool { sizeProblem == nil && share < Self.maximumShare }

  /// Compares two pictures of the same size.
  init(ours: PixelBuffer, replay: PixelBuffer) {
    guard ours.width == replay.width, ours.height == replay.height else {
      self.init(
        pixels: 0, differing: 0, changed: 0, largest: 0,
        sizeProblem:
          "ours is \(ours.width)×\(ours.height) px, the replay's \(replay.width)×\(replay.height) px")
      return
    }
    var differing = 0
    var changed = 0
    var largest = 0
    ours.rgba.withUnsafeBufferPointer { a in
      replay.rgba.withUnsafeBufferPointer { b in
        for pixel in 0..<(ours.width * ours.height) {
          var worst = 0
          for channel in 0..<4 {
            worst = max(worst, abs(Int(a[pixel * 4 + channel]) - Int(b[pixel * 4 + channel])))
          }
          if worst > 0 { changed += 1 }
          if worst > Self.tolerance { differing += 1 }
          largest = max(largest, worst)
        }
      }
    }
    self.init(
      pixels: ours.width * ours.height, differing: differing, changed: changed, largest: largest,
      sizeProblem: nil)
  }

  init(pixels: Int, differing: Int, changed: Int, largest: Int, sizeProblem: String?) {
    self.pixels = pixels
    self.differing = differing
    self.changed = changed
    self.largest = largest
    self.sizeProblem = sizeProblem
  }

  /// `12 of 386,100 pixels (0.003 %) differ by more than 2 levels; 40 differ at all; largest 5`.
  var summary: String {
    if let sizeProblem { return sizeProblem }
    let percent = fixed(share * 100, 3)
    return "\(differing) of \(pixels) pixels (\(percent) %) differ by more than \(Self.tolerance) levels; "
      + "\(changed) differ at all; largest difference \(largest)"
  }
}
