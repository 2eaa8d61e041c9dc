import Foundation
import StoryKitCairo
import StoryKitUI

/// The table and the final lines of `storykit-bench render`.
extension RenderBenchRun {

  func report(frame: FrameResult, jpeg: JPEGResult) -> BenchmarkOutcome {
    let layout = SampleStatistics.median(frame.full.map(\.layout))
    let draw = SampleStatistics.median(frame.full.map(\.draw))
    let totals = frame.full.map { $0.layout + $0.draw }
    let total = SampleStatistics.median(totals)
    let cached = SampleStatistics.median(frame.cached)
    let size = RenderBenchScene.size
    let scale = RenderBenchScene.scale
    let pixelSize = "\(Int(size.width * scale))×\(Int(size.height * scale)) px"
    print("")
    print("bench render: frame, \(Int(size.width))×\(Int(size.height)) pt at \(Int(scale))x = \(pixelSize)")
    print("  \(RenderBenchScene.cellCount) cells, \(frame.views) views: HContainer of VContainer cells;")
    print("  each a ring (2 pt border with Paint.angular, corner radius 15) holding a round 24 pt")
    print("  ImageView (a decoded \(Self.avatarSide)×\(Self.avatarSide) px JPEG avatar, aspectFill), and a")
    print("  2-line caption2 Label (Pango) below")
    print("  before each frame: invalidateMeasurement() on every view, root.setNeedsLayout()")
    print("  timed: root.layoutIfNeeded() + Bitmap.render(root) into one reused bitmap")
    print("  \(RenderBenchmark.warmUpFrames) warm-up frames, then the median of \(options.frames)")
    print("")
    print(
      "  " + pad("part", 26) + pad("median ms", 11, left: true) + pad("p90 ms", 9, left: true)
        + pad("fps", 9, left: true))
    print(frameRow("frame (layout + draw)", total, SampleStatistics.quantile(totals, 0.9), fps: true))
    print(frameRow("  layout", layout, SampleStatistics.quantile(frame.full.map(\.layout), 0.9), fps: false))
    print(frameRow("  draw", draw, SampleStatistics.quantile(frame.full.map(\.draw), 0.9), fps: false))
    print(frameRow("frame, sizes kept", cached, SampleStatistics.quantile(frame.cached, 0.9), fps: true))
    print("  (\"sizes kept\": only setNeedsLayout() on every view, measurement caches kept; not in the line)")
    for problem in frame.problems {
      print("  FRAME CHECK FAILED: \(problem)")
      printError("bench render: FRAME CHECK FAILED: \(problem)")
    }
    if frame.problems.isEmpty {
      print("  frame check: every ring coloured, every avatar drawn, every label has text pixels")
    }

    let kilobytes = String(format: "%.1f", Double(jpeg.bytes) / 1e3)
    print("")
    print(
      "bench render: jpeg, \(Self.jpegWidth)×\(Self.jpegHeight) baseline 4:2:0 quality 90 (\(kilobytes) kB),")
    print("  made by JPEGEncoder from generated gradients, shapes and ripples;")
    print(
      "  1 warm-up, then \(options.pairs) pairs of \(options.batch) decodes per side, interleaved (ours, "
        + "pillow, ours …)")
    print("")
    print("  " + pad("side", 24) + pad("median ms", 11, left: true) + "   what is timed")
    let comparison = jpeg.comparison
    let ours = comparison?.oursMedian ?? jpeg.oursMilliseconds
    print(
      "  " + pad("ours", 24) + pad(fixed(ours, 3), 11, left: true)
        + "   ImageDecoder().decode(data): header, size check, BGRA surface")
    var line = "bench render case=jpeg-\(Self.jpegWidth)x\(Self.jpegHeight) ours=\(fixed(ours, 3))"
    if let peer = jpeg.peer, let comparison {
      print(
        "  " + pad("pillow", 24) + pad(fixed(comparison.peerMedian, 3), 11, left: true)
          + "   Image.open(BytesIO(data)); load(): mode \(peer.info.mode), 4 bytes per pixel")
      if !peer.convert.isEmpty {
        let convert = SampleStatistics.median(peer.convert) * 1e3
        print(
          "  " + pad("pillow + convert RGBA", 24) + pad(fixed(convert, 3), 11, left: true)
            + "   the same, then convert(\"RGBA\"): one more pass (after the pairs, not in the ratio)")
      }
      print("")
      print(
        "  ratio ours/pillow = \(fixed(comparison.ratio, 2)) (ms: below 1 ours is faster), the median of the")
      print("  per-pair ratios; \(comparison.spreadText())")
      print(
        "  pillow \(peer.info.pillow) with \(peer.info.libjpeg); ours: the system libturbojpeg (TurboJPEG API)"
      )
      line += " pillow=\(fixed(comparison.peerMedian, 3)) ratio=\(fixed(comparison.ratio, 2))"
    } else {
      print("  " + pad("pillow", 24) + pad("-", 11, left: true) + "   not measured")
      print("")
      print("  note: pillow peer omitted: \(jpeg.peerNote ?? "no pairs")")
    }
    let source = jpeg.sourceCenter
    let drift = max(
      abs(Int(jpeg.center.red) - Int(source.red)), abs(Int(jpeg.center.green) - Int(source.green)),
      abs(Int(jpeg.center.blue) - Int(source.blue)))
    var problems = jpeg.problems
    if drift > 24 { problems.append("the centre pixel is \(jpeg.center), the source's \(source)") }
    for problem in problems {
      print("  DECODE CHECK FAILED: \(problem)")
      printError("bench render: DECODE CHECK FAILED: \(problem)")
    }
    if problems.isEmpty {
      let peerNote = jpeg.peer == nil ? "" : ", the same centre pixel as pillow"
      let picture = "\(Self.jpegWidth)×\(Self.jpegHeight)"
      print("  decode check: \(picture), centre pixel within \(drift) of the source\(peerNote)")
    }
    print("")
    let frameCase = "frame-\(Int(size.width * scale))x\(Int(size.height * scale))"
    print("bench render case=\(frameCase) ours=\(fixed(total * 1e3, 3)) unit=ms/frame")
    print(line + " unit=ms")
    return frame.problems.isEmpty && problems.isEmpty ? .passed : .failed
  }

  func frameRow(_ name: String, _ median: Double, _ p90: Double, fps: Bool) -> String {
    "  " + pad(name, 26) + pad(fixed(median * 1e3, 3), 11, left: true)
      + pad(fixed(p90 * 1e3, 3), 9, left: true)
      + pad(fps ? fixed(1 / median, 1) : "", 9, left: true)
  }

}
