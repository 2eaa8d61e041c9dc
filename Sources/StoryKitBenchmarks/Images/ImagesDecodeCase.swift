import Foundation
import StoryKit
import StoryKitCairo
import StoryKitUI

/// The `decode` case of `storykit-bench images`: a 1,080 × 1,920 photo decoded for a 180 × 180 px
/// avatar, ours (``ImageDecoder`` with a target size) beside Pillow (`draft` + `resize`), on the
/// same JPEG bytes, in interleaved batches.
enum ImagesDecodeCase: ImagesBenchCase {
  static let name = "decode"
  static let sourceWidth = 1080
  static let sourceHeight = 1920
  static let target = PixelSize(width: 180, height: 180)
  /// The covering size of the target at the source's aspect ratio (aspect fill).
  static let covering = (width: 180, height: 320)
  /// The Pillow filter compared with ours: the same kernel as ``ImageDecoder``'s resize.
  static let comparedFilter = "bicubic"
  /// Pillow's other filters, timed after the pairs for reference.
  static let referenceFilters = ["box", "bilinear", "lanczos"]

  static func run(_ options: ImagesBenchmark) -> ImagesCaseResult {
    let failed = ImagesCaseResult(lines: [], outcome: .failed)
    printError("bench images: making the \(sourceWidth)×\(sourceHeight) JPEG …")
    let source = GeneratedImage.poster(width: sourceWidth, height: sourceHeight)
    let bytes: [UInt8]
    do {
      bytes = try JPEGEncoder.encode(source, quality: 90)
    } catch {
      printError("bench images: could not encode the JPEG: \(error)")
      return failed
    }
    let data = Data(bytes)
    let file = FileManager.default.temporaryDirectory
      .appendingPathComponent("storykit-bench-images-\(sourceWidth)x\(sourceHeight)-\(getpid()).jpg")
    do {
      try data.write(to: file)
    } catch {
      printError("bench images: could not write \(file.path): \(error.localizedDescription)")
      return failed
    }
    defer { try? FileManager.default.removeItem(at: file) }

    // The warm-up, and the decode the checks look at.
    let decoder = ImageDecoder()
    var problems: [String] = []
    let center: (red: UInt8, green: UInt8, blue: UInt8, alpha: UInt8)
    do {
      let image = try decoder.decode(data, targetSize: target)
      if image.pixelWidth != covering.width || image.pixelHeight != covering.height {
        problems.append(
          "ours decoded \(image.pixelWidth)×\(image.pixelHeight), not \(covering.width)×\(covering.height)")
      }
      center = PixelBuffer(image).pixel(x: image.pixelWidth / 2, y: image.pixelHeight / 2)
    } catch {
      printError("bench images: our decoder rejected the JPEG: \(error)")
      return failed
    }

    var pillow: PillowDownsamplePeer?
    var peerNote: String? = "left out by --no-peer"
    if options.usesPeer {
      printError("bench images: starting pillow (\(PillowDownsamplePeer.scriptPath)) …")
      switch PillowDownsamplePeer.start(file: file, targetWidth: target.width, targetHeight: target.height) {
      case .success(let peer):
        pillow = peer
        peerNote = nil
      case .failure(let failure): peerNote = failure.note
      }
    }
    let batch = options.batch
    printError("bench images: decode, \(options.pairs) pairs of \(batch) decodes per side, interleaved …")
    var sides: [() throws -> [Double]] = [
      { InterleavedBatches.time(runs: batch) { try? decoder.decode(data, targetSize: target) } }
    ]
    if let pillow {
      sides.append { try pillow.process.batch(comparedFilter, runs: batch) }
    }
    let batches = InterleavedBatches.run(rounds: options.pairs, sides: sides)
    // For reference only, after the pairs: our decode at 1/4 alone (no resize), and Pillow's
    // other filters.
    let references = batch * options.pairs
    let quarter = PixelSize(width: sourceWidth / 4, height: sourceHeight / 4)
    var reference: [(name: String, milliseconds: Double)] = [
      (
        "ours, 1/4 decode alone",
        SampleStatistics.median(
          InterleavedBatches.time(runs: references) { try? decoder.decode(data, targetSize: quarter) }) * 1e3
      )
    ]
    var comparison: PairedComparison?
    if let pillow {
      if let failure = batches.failures[1] {
        peerNote = failure
      } else {
        comparison = PairedComparison(ours: batches.sides[0], peer: batches.sides[1]) { $0 * 1e3 }
        for filter in referenceFilters {
          if let times = try? pillow.process.batch(filter, runs: references) {
            reference.append(("pillow, \(filter)", SampleStatistics.median(times) * 1e3))
          }
        }
      }
      pillow.process.stop()
    }
    if let pillow, comparison != nil {
      problems += check(pillow, center: center)
    }
    let result = Result(
      ours: SampleStatistics.median(batches.sides[0].joined().map { $0 * 1e3 }), comparison: comparison,
      peer: comparison == nil ? nil : pillow, peerNote: peerNote, reference: reference, bytes: bytes.count,
      center: center, sourceCenter: sourceAverage(source), problems: problems)
    return report(result, options: options)
  }

  /// The checks of Pillow's picture against ours: the same size, about the same centre pixel.
  static func check(
    _ pillow: PillowDownsamplePeer, center: (red: UInt8, green: UInt8, blue: UInt8, alpha: UInt8)
  ) -> [String] {
    var problems: [String] = []
    if pillow.width != covering.width || pillow.height != covering.height {
      problems.append(
        "pillow decoded \(pillow.width)×\(pillow.height), not \(covering.width)×\(covering.height)")
    }
    if let other = pillow.center,
      max(
        abs(Int(center.red) - other.red), abs(Int(center.green) - other.green),
        abs(Int(center.blue) - other.blue)) > 4
    {
      problems.append("the centre pixel differs: ours \(center), pillow \(other)")
    }
    return problems
  }

  /// The source's average over the block of pixels that the result's centre pixel covers.
  static func sourceAverage(_ source: PixelBuffer) -> (red: Int, green: Int, blue: Int) {
    let factorX = sourceWidth / covering.width
    let factorY = sourceHeight / covering.height
    let left = covering.width / 2 * factorX
    let top = covering.height / 2 * factorY
    var sums = (0, 0, 0)
    for y in top..<top + factorY {
      for x in left..<left + factorX {
        let pixel = source.pixel(x: x, y: y)
        sums = (sums.0 + Int(pixel.red), sums.1 + Int(pixel.green), sums.2 + Int(pixel.blue))
      }
    }
    let count = factorX * factorY
    return (sums.0 / count, sums.1 / count, sums.2 / count)
  }
}
