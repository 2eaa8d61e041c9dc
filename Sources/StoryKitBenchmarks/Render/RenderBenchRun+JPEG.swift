import Foundation
import StoryKit
import StoryKitCairo

/// The `jpeg-1080x1920` case of `storykit-bench render`: ours and Pillow decoding the same file,
/// in interleaved batches.
extension RenderBenchRun {
  /// The JPEG case's figures.
  struct JPEGResult {
    /// Our batches (decode times in seconds).
    var ours: [[Double]]
    /// The peer and its batches, in step with ours; `nil` without a peer.
    var peer: (info: PillowDecodePeer, load: [[Double]], convert: [Double])?
    /// Why there are no peer figures, if there are none.
    var peerNote: String?
    var bytes: Int
    /// Our decoded pixel at the centre.
    var center: (red: UInt8, green: UInt8, blue: UInt8, alpha: UInt8)
    /// The source pixel at the centre, before JPEG.
    var sourceCenter: (red: UInt8, green: UInt8, blue: UInt8, alpha: UInt8)
    var problems: [String]

    /// The median of all our decodes, in ms.
    var oursMilliseconds: Double { SampleStatistics.median(ours.joined().map { $0 * 1e3 }) }
    /// Ours beside Pillow's `load()`, pair by pair, in ms.
    var comparison: PairedComparison? {
      peer.flatMap { PairedComparison(ours: ours, peer: $0.load) { $0 * 1e3 } }
    }
  }

  func measureJPEG() -> Result<JPEGResult, Problem> {
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

    // The warm-up, and the decode the checks look at.
    let decoder = ImageDecoder()
    var problems: [String] = []
    let center: (red: UInt8, green: UInt8, blue: UInt8, alpha: UInt8)
    do {
      let image = try decoder.decode(data)
      if image.pixelWidth != width || image.pixelHeight != height {
        problems.append("ours decoded \(image.pixelWidth)×\(image.pixelHeight), not \(width)×\(height)")
      }
      center = PixelBuffer(image).pixel(x: width / 2, y: height / 2)
    } catch {
      return .failure(Problem(message: "our decoder rejected the JPEG: \(error)"))
    }

    var pillow: PillowDecodePeer?
    var peerNote: String? = "left out by --no-peer"
    if options.usesPeer {
      printError("bench render: starting pillow (\(PillowDecodePeer.scriptPath)) …")
      switch PillowDecodePeer.start(file: file) {
      case .success(let peer):
        pillow = peer
        peerNote = nil
      case .failure(let failure): peerNote = failure.note
      }
    }
    let batch = options.batch
    printError("bench render: jpeg, \(options.pairs) pairs of \(batch) decodes per side, interleaved …")
    var sides: [() throws -> [Double]] = [
      { InterleavedBatches.time(runs: batch) { try? decoder.decode(data) } }
    ]
    if let pillow {
      sides.append { try pillow.process.batch("load", runs: batch) }
    }
    let batches = InterleavedBatches.run(rounds: options.pairs, sides: sides)
    var peer: (info: PillowDecodePeer, load: [[Double]], convert: [Double])?
    if let pillow {
      if let failure = batches.failures[1] {
        peerNote = failure
      } else {
        // For reference only, after the pairs: Pillow's load() plus convert("RGBA").
        let convert = (try? pillow.process.batch("convert", runs: batch * options.pairs)) ?? []
        peer = (pillow, batches.sides[1], convert)
      }
      pillow.process.stop()
    }
    if let pillow = peer?.info {
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
        ours: batches.sides[0], peer: peer, peerNote: peerNote, bytes: bytes.count, center: center,
        sourceCenter: source.pixel(x: width / 2, y: height / 2), problems: problems))
  }
}
