import Foundation
import StoryKit
import StoryKitCairo
import StoryKitUI

/// One run of the benchmark: both cases, then the table.
@MainActor
struct RenderBenchRun {
  var options: RenderBenchmark

  /// The JPEG case's picture size in pixels.
  static let jpegWidth = 1080
  static let jpegHeight = 1920
  /// Avatar side in pixels (a 48 pt @3x feed icon), drawn into 24 pt circles.
  static let avatarSide = 144

  func run() -> BenchmarkOutcome {
    #if DEBUG
      printError("bench render: note: this is a debug build; benchmark a release build (-c release)")
    #endif
    if let directory = options.outputDirectory {
      do {
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
      } catch {
        printError("bench render: could not create \(directory.path): \(error.localizedDescription)")
        return .failed
      }
    }
    printError(
      "bench render: timing the frame, \(RenderBenchmark.warmUpFrames) + \(options.frames) frames …")
    let frame: FrameResult
    switch measureFrames() {
    case .success(let result): frame = result
    case .failure(let problem):
      printError("bench render: \(problem.message)")
      return .failed
    }

    printError("bench render: making the \(Self.jpegWidth)×\(Self.jpegHeight) JPEG …")
    let jpeg: JPEGResult
    switch measureJPEG() {
    case .success(let result): jpeg = result
    case .failure(let problem):
      printError("bench render: \(problem.message)")
      return .failed
    }
    return report(frame: frame, jpeg: jpeg)
  }

  // MARK: - Frame

  /// The frame case's figures.
  struct FrameResult {
    /// Per frame: layout seconds, draw seconds.
    var full: [(layout: Double, draw: Double)]
    /// Frames with measurements kept (only `setNeedsLayout()` on every view).
    var cached: [Double]
    var views: Int
    var problems: [String]
  }

  /// Why a case could not run.
  struct Problem: Error {
    var message: String
  }

  private func measureFrames() -> Result<FrameResult, Problem> {
    var avatars: [CairoImage] = []
    for index in 0..<RenderBenchScene.cellCount {
      let pixels = GeneratedImage.avatar(index: index, side: Self.avatarSide)
      do {
        let data = try JPEGEncoder.encode(pixels, quality: 90)
        avatars.append(try ImageDecoder().decode(Data(data), scale: 3))
      } catch {
        return .failure(Problem(message: "could not make avatar \(index): \(error)"))
      }
    }
    let scene = RenderBenchScene(avatars: avatars)
    let bitmap = Bitmap(size: RenderBenchScene.size, scale: RenderBenchScene.scale)
    let clock = ContinuousClock()
    var full: [(layout: Double, draw: Double)] = []
    for frame in 0..<(RenderBenchmark.warmUpFrames + options.frames) {
      for view in scene.nodes { view.invalidateMeasurement() }
      scene.root.setNeedsLayout()
      let start = clock.now
      scene.root.layoutIfNeeded()
      let laidOut = clock.now
      bitmap.render(scene.root)
      let drawn = clock.now
      guard frame >= RenderBenchmark.warmUpFrames else { continue }
      full.append(((laidOut - start).seconds, (drawn - laidOut).seconds))
    }
    let problems = check(bitmap, scene)
    if let directory = options.outputDirectory {
      let url = directory.appendingPathComponent("frame-1170x300.png")
      do {
        try bitmap.writePNG(to: url)
        printError("bench render: wrote \(url.path)")
      } catch {
        printError("bench render: could not write \(url.path): \(error.localizedDescription)")
      }
    }
    var cached: [Double] = []
    for frame in 0..<(RenderBenchmark.warmUpFrames + options.frames) {
      for view in scene.nodes { view.setNeedsLayout() }
      let start = clock.now
      bitmap.render(scene.root)
      guard frame >= RenderBenchmark.warmUpFrames else { continue }
      cached.append((clock.now - start).seconds)
    }
    return .success(FrameResult(full: full, cached: cached, views: scene.nodes.count, problems: problems))
  }

  /// Looks at the drawn pixels: every ring's border is coloured, every avatar is drawn, and every
  /// label left dark pixels.
  private func check(_ bitmap: Bitmap, _ scene: RenderBenchScene) -> [String] {
    let pixels = PixelBuffer(bitmap)
    let scale = RenderBenchScene.scale
    var problems: [String] = []
    for (index, ring) in scene.rings.enumerated() {
      let frame = absoluteFrame(of: ring)
      let border = pixels.pixel(x: Int((frame.midX * scale).rounded()), y: Int(frame.minY * scale + 2))
      if min(border.red, border.green, border.blue) > 200 {
        problems.append("cell \(index): the ring's top is not coloured: \(border)")
      }
      let middle = pixels.pixel(x: Int(frame.midX * scale), y: Int((frame.minY + 8) * scale))
      if min(middle.red, middle.green, middle.blue) > 245 {
        problems.append("cell \(index): the avatar is not drawn: \(middle)")
      }
      let textTop = Int((frame.maxY + 4) * scale)
      let textBottom = Int((frame.maxY + 34) * scale)
      var darkest = 255
      for y in textTop..<textBottom {
        for x in Int(frame.minX * scale)..<Int(frame.maxX * scale) {
          let pixel = pixels.pixel(x: x, y: y)
          darkest = min(darkest, Int(max(pixel.red, pixel.green, pixel.blue)))
        }
      }
      if darkest > 120 { problems.append("cell \(index): no dark text pixels under the ring") }
    }
    return problems
  }

  /// The view's frame in the root's coordinates (no transforms are set in the scene).
  private func absoluteFrame(of view: View) -> Rect {
    var origin = view.frame.origin
    var current = view.superview
    while let parent = current, parent.superview != nil {
      origin = origin + parent.frame.origin
      current = parent.superview
    }
    return Rect(origin: origin, size: view.frame.size)
  }
}
