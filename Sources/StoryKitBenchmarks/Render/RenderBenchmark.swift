import Foundation
import StoryKit
import StoryKitCairo
import StoryKitUI

/// `storykit bench render`: drawing and image decoding speed.
///
/// - `frame-1170x300`: frames per second and milliseconds per frame drawing ``RenderBenchScene``,
///   a 390 × 100 pt story bar of 12 cells at scale 3 (1,170 × 300 px). Before every frame every
///   view's measurement cache is dropped and the root is sent `setNeedsLayout()`; the frame is
///   `root.layoutIfNeeded()` plus `Bitmap.render(root)` into one reused bitmap (a new Cairo
///   context, every view drawn, the surface flushed), as an animation frame would redo it. No peer.
/// - `jpeg-1080x1920`: decoding a 1,080 × 1,920 baseline JPEG (4:2:0, quality 90, made from
///   ``GeneratedImage/poster(width:height:)`` by ``JPEGEncoder``) with `ImageDecoder().decode(_:)`,
///   beside Pillow (which bundles libjpeg-turbo) decoding the same file in the same run through
///   ``PillowDecodePeer``.
///
/// The table ends with one DESIGN.md §5 line per case:
/// `bench render case=frame-1170x300 ours=… unit=ms/frame` and
/// `bench render case=jpeg-1080x1920 ours=… pillow=… ratio=… unit=ms`.
public struct RenderBenchmark: Sendable {
  /// The accepted range of ``frames`` and ``runs``; values outside are clamped.
  public static let countRange = 1...100_000

  /// Timed frames, after ``warmUpFrames`` untimed ones.
  public let frames: Int
  /// Timed decodes per side, after one warm-up.
  public let runs: Int
  /// Whether to run the Pillow peer.
  public let usesPeer: Bool
  /// Where to keep the last frame's PNG and the JPEG file, if anywhere.
  public let outputDirectory: URL?

  /// Untimed frames before the timed ones.
  static let warmUpFrames = 20

  /// A benchmark of both cases; counts are clamped to ``countRange``.
  public init(frames: Int = 240, runs: Int = 21, usesPeer: Bool = true, outputDirectory: URL? = nil) {
    self.frames = frames.clamped(to: Self.countRange)
    self.runs = runs.clamped(to: Self.countRange)
    self.usesPeer = usesPeer
    self.outputDirectory = outputDirectory
  }

  /// Runs both cases and prints the table; fails when a drawn or decoded picture is not what was
  /// expected, or a case could not run.
  @MainActor public func run() -> BenchmarkOutcome {
    RenderBenchRun(options: self).run() == 0 ? .passed : .failed
  }
}

/// One run of the benchmark: both cases, then the table.
@MainActor
struct RenderBenchRun {
  var options: RenderBenchmark

  /// The JPEG case's picture size in pixels.
  static let jpegWidth = 1080
  static let jpegHeight = 1920
  /// Avatar side in pixels (a 48 pt @3x feed icon), drawn into 24 pt circles.
  static let avatarSide = 144

  func run() -> Int32 {
    #if DEBUG
      printError("bench render: note: this is a debug build; benchmark a release build (-c release)")
    #endif
    if let directory = options.outputDirectory {
      do {
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
      } catch {
        printError("bench render: could not create \(directory.path): \(error.localizedDescription)")
        return 1
      }
    }
    printError(
      "bench render: timing the frame, \(RenderBenchmark.warmUpFrames) + \(options.frames) frames …")
    let frame: FrameResult
    switch measureFrames() {
    case .success(let result): frame = result
    case .failure(let problem):
      printError("bench render: \(problem.message)")
      return 1
    }

    printError("bench render: making the \(Self.jpegWidth)×\(Self.jpegHeight) JPEG …")
    let jpeg: JPEGResult
    switch measureJPEG() {
    case .success(let result): jpeg = result
    case .failure(let problem):
      printError("bench render: \(problem.message)")
      return 1
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

  // MARK: - JPEG

  /// The JPEG case's figures.
  struct JPEGResult {
    var ours: Double
    var bytes: Int
    var peer: Result<PillowDecodePeer.Measurement, PillowDecodePeer.Failure>
    /// Our decoded pixel at the centre.
    var center: (red: UInt8, green: UInt8, blue: UInt8, alpha: UInt8)
    /// The source pixel at the centre, before JPEG.
    var sourceCenter: (red: UInt8, green: UInt8, blue: UInt8, alpha: UInt8)
    var problems: [String]
  }

  private func measureJPEG() -> Result<JPEGResult, Problem> {
    let width = Self.jpegWidth
    let height = Self.jpegHeight
    let source = GeneratedImage.poster(width: width, height: height)
    let bytes: [UInt8]
    do {
      bytes = try JPEGEncoder.encode(source, quality: 90)
    } catch {
      return .failure(Problem(message: "could not encode the JPEG: \(error)"))
    }
    let data = Data(bytes)
    let temporary = FileManager.default.temporaryDirectory
      .appendingPathComponent("storykit-bench-render-\(width)x\(height)-\(getpid()).jpg")
    let file = options.outputDirectory?.appendingPathComponent("jpeg-\(width)x\(height).jpg") ?? temporary
    do {
      try data.write(to: file)
    } catch {
      return .failure(Problem(message: "could not write \(file.path): \(error.localizedDescription)"))
    }
    defer { if file == temporary { try? FileManager.default.removeItem(at: file) } }

    printError("bench render: timing ours, 1 + \(options.runs) decodes …")
    let decoder = ImageDecoder()
    let clock = ContinuousClock()
    var samples: [Double] = []
    var last: CairoImage?
    for run in 0...options.runs {
      let start = clock.now
      let image: CairoImage
      do {
        image = try decoder.decode(data)
      } catch {
        return .failure(Problem(message: "our decoder rejected the JPEG: \(error)"))
      }
      let elapsed = clock.now - start
      if run > 0 { samples.append(elapsed.seconds) }
      last = image
    }
    var problems: [String] = []
    var center: (red: UInt8, green: UInt8, blue: UInt8, alpha: UInt8) = (0, 0, 0, 0)
    if let last {
      if last.pixelWidth != width || last.pixelHeight != height {
        problems.append("ours decoded \(last.pixelWidth)×\(last.pixelHeight), not \(width)×\(height)")
      }
      center = PixelBuffer(last).pixel(x: width / 2, y: height / 2)
    }
    last = nil

    let peer: Result<PillowDecodePeer.Measurement, PillowDecodePeer.Failure>
    if options.usesPeer {
      printError(
        "bench render: timing pillow (\(PillowDecodePeer.scriptPath)), 1 + \(options.runs) decodes …")
      peer = PillowDecodePeer.run(file: file, runs: options.runs)
    } else {
      peer = .failure(PillowDecodePeer.Failure(note: "left out by --no-peer"))
    }
    if case .success(let pillow) = peer {
      if pillow.width != width || pillow.height != height {
        problems.append("pillow decoded \(pillow.width)×\(pillow.height), not \(width)×\(height)")
      }
      if let other = pillow.center,
        max(
          abs(Int(center.red) - other.red), abs(Int(center.green) - other.green),
          abs(Int(center.blue) - other.blue)) > 2
      {
        problems.append("the centre pixel differs: ours \(center), pillow \(other)")
      }
    }
    return .success(
      JPEGResult(
        ours: BenchMeasurement.median(samples), bytes: bytes.count, peer: peer, center: center,
        sourceCenter: source.pixel(x: width / 2, y: height / 2), problems: problems))
  }
}
