import Foundation

/// The table and the final line of `storykit-bench images`' `decode` case.
extension ImagesDecodeCase {
  /// The case's figures.
  struct Result {
    /// The median of all our decodes, in ms.
    var ours: Double
    /// Ours beside Pillow's compared filter, pair by pair, in ms; `nil` without a peer.
    var comparison: PairedComparison?
    var peer: PillowDownsamplePeer?
    /// Why there are no peer figures, if there are none.
    var peerNote: String?
    /// Figures timed after the pairs, for reference: a name and a median in ms.
    var reference: [(name: String, milliseconds: Double)]
    var bytes: Int
    /// Our decoded pixel at the centre.
    var center: (red: UInt8, green: UInt8, blue: UInt8, alpha: UInt8)
    /// The source's average over the pixels under the centre pixel, before JPEG.
    var sourceCenter: (red: Int, green: Int, blue: Int)
    var problems: [String]
  }

  static func report(_ result: Result, options: ImagesBenchmark) -> ImagesCaseResult {
    let kilobytes = String(format: "%.1f", Double(result.bytes) / 1e3)
    let sourceSize = "\(sourceWidth)×\(sourceHeight)"
    let coveringSize = "\(covering.width)×\(covering.height)"
    print("")
    print("bench images: decode, a \(sourceSize) JPEG (baseline 4:2:0 quality 90, \(kilobytes) kB) for a")
    print("  \(target.width)×\(target.height) px target: the covering size (aspect fill) is \(coveringSize)")
    print(
      "  1 warm-up, then \(options.pairs) pairs of \(options.batch) decodes per side, interleaved (ours, "
        + "pillow, ours …)")
    print("")
    print("  " + pad("side", 26) + pad("median ms", 11, left: true) + "   what is timed")
    let ours = result.comparison?.oursMedian ?? result.ours
    print(
      "  " + pad("ours", 26) + pad(fixed(ours, 3), 11, left: true)
        + "   ImageDecoder().decode(data, targetSize: \(target.width)×\(target.height)): 1/4 scale")
    print(
      "  " + pad("", 26) + pad("", 11) + "   decode (270×480), \(comparedFilter) resize to \(coveringSize)")
    var line =
      "bench images case=\(name) source=\(sourceWidth)x\(sourceHeight) target=\(target.width)x\(target.height)"
      + " ours=\(fixed(ours, 3))"
    if let peer = result.peer, let comparison = result.comparison {
      print(
        "  " + pad("pillow", 26) + pad(fixed(comparison.peerMedian, 3), 11, left: true)
          + "   Image.open, draft(\"RGB\", (\(target.width), \(target.height))) (\(peer.draft)),")
      print(
        "  " + pad("", 26) + pad("", 11)
          + "   resize((\(covering.width), \(covering.height)), \(comparedFilter.uppercased()))")
      line += " pillow=\(fixed(comparison.peerMedian, 3)) ratio=\(fixed(comparison.ratio, 2))"
    } else {
      print("  " + pad("pillow", 26) + pad("-", 11, left: true) + "   not measured")
    }
    print("")
    print("  for reference, after the pairs (not in the ratio):")
    for (name, milliseconds) in result.reference {
      print("  " + pad(name, 26) + pad(fixed(milliseconds, 3), 11, left: true))
    }
    print("")
    if let peer = result.peer, let comparison = result.comparison {
      print(
        "  ratio ours/pillow = \(fixed(comparison.ratio, 2)) (ms: below 1 ours is faster), the median of the")
      print("  per-pair ratios; \(comparison.spreadText())")
      print("  pillow \(peer.pillow) with \(peer.libjpeg); ours: the system libturbojpeg (TurboJPEG API)")
    } else {
      print("  note: pillow peer omitted: \(result.peerNote ?? "no pairs")")
    }
    let source = result.sourceCenter
    let drift = max(
      abs(Int(result.center.red) - source.red), abs(Int(result.center.green) - source.green),
      abs(Int(result.center.blue) - source.blue))
    var problems = result.problems
    if drift > 24 { problems.append("the centre pixel is \(result.center), the source's average \(source)") }
    for problem in problems {
      print("  DECODE CHECK FAILED: \(problem)")
      printError("bench images: DECODE CHECK FAILED: \(problem)")
    }
    if problems.isEmpty {
      let peerNote = result.peer == nil ? "" : ", the same centre pixel as pillow"
      print("  decode check: \(coveringSize), centre pixel within \(drift) of the source's\(peerNote)")
    }
    return ImagesCaseResult(lines: [line + " unit=ms"], outcome: problems.isEmpty ? .passed : .failed)
  }
}
