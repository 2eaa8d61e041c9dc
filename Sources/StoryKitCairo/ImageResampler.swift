import CCairo
import Foundation

/// Shrinks a Cairo ARGB32 surface with a separable convolution: one horizontal pass into a
/// buffer of the output's width, then one vertical pass, each output sample a weighted sum of the
/// source samples under its footprint (Pillow's and libwebp's approach, written here for Cairo's
/// premultiplied pixels).
///
/// The four channels are filtered alike: Cairo's pixels are premultiplied, so averaging them
/// weighs each colour by its coverage, as it should. Weights are fixed point (14 bits) and each
/// output's weights sum to exactly one, so a uniform colour stays that colour.
struct ImageResampler {
  /// The filter's shape; the three were measured against each other for quality and speed
  /// (Benchmarks/README.md, `bench images`).
  enum Kernel: Sendable, CaseIterable {
    /// Area averaging: each source pixel weighs by how much of it the output pixel covers.
    case area
    /// Keys' cubic (a = −0.5, Catmull-Rom), stretched by the scale factor: sharper, with small
    /// negative lobes.
    case cubic
    /// Lanczos with three lobes, stretched by the scale factor: the sharpest.
    case lanczos3
  }

  /// Cubic by default: the same filter as Pillow's `BICUBIC`, visibly less moiré than area
  /// averaging for 0.3 ms more at an avatar's size, and 30 % cheaper than Lanczos for a picture
  /// 0.25 dB away (the measurements: Benchmarks/README.md, `bench images`).
  var kernel: Kernel = .cubic

  /// How a pixel's four channels are summed and stored.
  enum Arithmetic: Sendable, CaseIterable {
    /// As one `SIMD4`: the faster in an optimized build.
    case vector
    /// As four plain integers: the faster in a debug build, where `SIMD4`'s generic operators
    /// are not specialized and cost about 15 times as much.
    case scalar
  }

  /// `.vector` in optimized builds, `.scalar` in debug builds (the test suite's). Before, the
  /// unspecialized `SIMD4` arithmetic was nearly half of a test run's processor time. Both give
  /// the same bytes; a test compares them.
  var arithmetic: Arithmetic = {
    #if DEBUG
      .scalar
    #else
      .vector
    #endif
  }()

  /// Bits of the fixed-point weights.
  static let precision = 14

  /// A new surface of `width` × `height` holding `surface` shrunk (or copied, at the same size);
  /// `nil` when Cairo has no memory for it. Sides of at least 1 are expected; larger than the
  /// source is allowed (the footprints then cover less than a source pixel) but not used.
  func resize(_ surface: OpaquePointer, width: Int, height: Int) -> OpaquePointer? {
    cairo_surface_flush(surface)
    let sourceWidth = Int(cairo_image_surface_get_width(surface))
    let sourceHeight = Int(cairo_image_surface_get_height(surface))
    let sourceStride = Int(cairo_image_surface_get_stride(surface))
    guard width > 0, height > 0, sourceWidth > 0, sourceHeight > 0,
      let source = cairo_image_surface_get_data(surface),
      // Not cleared: the vertical pass writes every output pixel.
      let output = PagedSurface.make(width: width, height: height, isCleared: false)?.surface
    else { return nil }
    guard cairo_surface_status(output) == CAIRO_STATUS_SUCCESS,
      let target = cairo_image_surface_get_data(output)
    else {
      cairo_surface_destroy(output)
      return nil
    }
    let targetStride = Int(cairo_image_surface_get_stride(output))
    let columns = Weights(kernel: kernel, from: sourceWidth, to: width)
    let rows = Weights(kernel: kernel, from: sourceHeight, to: height)
    // Only the source rows some output row reads are filtered horizontally.
    let firstRow = Int(rows.first.first ?? 0)
    let lastRow = Int(zip(rows.first, rows.count).map { $0 + $1 }.max() ?? Int32(sourceHeight))
    let bandHeight = lastRow - firstRow
    let middleStride = width * 4
    // The band is written whole before it is read; recycled pages spare its page faults, and
    // keep a buffer of megabytes out of malloc's heaps.
    let filtered: Void? = RecycledPages.shared.withScratch(bytes: middleStride * bandHeight) { scratch in
      let band = scratch.assumingMemoryBound(to: UInt8.self)
      // One row of sums, four per pixel, for both passes.
      var sums = [Int32](repeating: 0, count: width * 4)
      sums.withUnsafeMutableBufferPointer { sums in
        guard let sums = sums.baseAddress else { return }
        for row in 0..<bandHeight {
          horizontal(
            source + (firstRow + row) * sourceStride, into: band + row * middleStride, weights: columns,
            sums: sums)
        }
        vertical(
          band, stride: middleStride, firstRow: firstRow, into: target, targetStride: targetStride,
          width: width, weights: rows, sums: sums)
      }
    }
    guard filtered != nil else {
      cairo_surface_destroy(output)
      return nil
    }
    cairo_surface_mark_dirty(output)
    return output
  }

  /// One row: every output pixel from the source pixels under its footprint. `sums` holds four
  /// integers per output pixel.
  private func horizontal(
    _ source: UnsafeMutablePointer<UInt8>, into target: UnsafeMutablePointer<UInt8>, weights: Weights,
    sums: UnsafeMutablePointer<Int32>
  ) {
    switch arithmetic {
    case .vector: horizontalVector(source, into: target, weights: weights)
    case .scalar: horizontalScalar(source, into: target, weights: weights, sums: sums)
    }
  }

  private func horizontalVector(
    _ source: UnsafeMutablePointer<UInt8>, into target: UnsafeMutablePointer<UInt8>, weights: Weights
  ) {
    let half = SIMD4<Int32>(repeating: 1 << (Self.precision - 1))
    weights.withBuffers { first, count, values in
      guard let values = values.baseAddress else { return }
      for x in 0..<first.count {
        var sum = half
        let pixels = UnsafeRawPointer(source + Int(first[x]) * 4)
        let row = values + x * weights.stride
        for tap in 0..<Int(count[x]) {
          let pixel = pixels.loadUnaligned(fromByteOffset: tap * 4, as: SIMD4<UInt8>.self)
          sum &+= SIMD4<Int32>(truncatingIfNeeded: pixel) &* SIMD4(repeating: Int32(row[tap]))
        }
        Self.store(sum, at: target + x * 4)
      }
    }
  }

  /// The debug build's horizontal pass. Its loops are `while` loops over typed pointers and it
  /// calls nothing per pixel: a debug build calls a range's iterator for every turn of a `for in`
  /// loop, checks a buffer's bounds in a call, and zeroes a called function's locals at each
  /// call, which made this pass most of the resampler's time in the test suite.
  private func horizontalScalar(
    _ source: UnsafeMutablePointer<UInt8>, into target: UnsafeMutablePointer<UInt8>, weights: Weights,
    sums: UnsafeMutablePointer<Int32>
  ) {
    let half = Int32(1 << (Self.precision - 1))
    let stride = weights.stride
    weights.withBuffers { first, count, values in
      guard let firsts = first.baseAddress, let counts = count.baseAddress, let values = values.baseAddress
      else { return }
      let outputs = first.count
      var x = 0
      while x < outputs {
        var (c0, c1, c2, c3) = (half, half, half, half)
        var pixel = source + Int(firsts[x]) &* 4
        var weight = values + x &* stride
        let end = weight + Int(counts[x])
        while weight < end {
          let w = Int32(weight.pointee)
          c0 &+= Int32(pixel[0]) &* w
          c1 &+= Int32(pixel[1]) &* w
          c2 &+= Int32(pixel[2]) &* w
          c3 &+= Int32(pixel[3]) &* w
          pixel += 4
          weight += 1
        }
        let sum = sums + x &* 4
        (sum[0], sum[1], sum[2], sum[3]) = (c0, c1, c2, c3)
        x &+= 1
      }
    }
    Self.store(sums, pixels: weights.first.count, into: target)
  }

  /// Every output row from the filtered rows under its footprint, a whole row at a time, summed
  /// into `sums` (four per pixel). Its loops are `while` loops for the debug build's sake (see
  /// ``horizontalScalar``); the optimizer vectorizes them alike.
  private func vertical(
    _ band: UnsafeMutablePointer<UInt8>, stride: Int, firstRow: Int, into target: UnsafeMutablePointer<UInt8>,
    targetStride: Int, width: Int, weights: Weights, sums: UnsafeMutablePointer<Int32>
  ) {
    let count = width * 4
    let half = Int32(1 << (Self.precision - 1))
    weights.withBuffers { first, taps, values in
      guard let firsts = first.baseAddress, let tapCounts = taps.baseAddress, let values = values.baseAddress
      else { return }
      for y in 0..<first.count {
        var index = 0
        while index < count {
          sums[index] = half
          index &+= 1
        }
        let rowTaps = Int(tapCounts[y])
        var tap = 0
        while tap < rowTaps {
          let weight = Int32(values[y &* weights.stride &+ tap])
          let row = band + (Int(firsts[y]) &+ tap &- firstRow) &* stride
          // A plain loop over contiguous bytes: the compiler vectorizes it.
          index = 0
          while index < count {
            sums[index] &+= Int32(truncatingIfNeeded: row[index]) &* weight
            index &+= 1
          }
          tap &+= 1
        }
        let output = target + y * targetStride
        switch arithmetic {
        case .vector:
          let rawSums = UnsafeRawPointer(sums)
          for x in 0..<width {
            Self.store(
              rawSums.loadUnaligned(fromByteOffset: x * 16, as: SIMD4<Int32>.self), at: output + x * 4)
          }
        case .scalar:
          Self.store(sums, pixels: width, into: output)
        }
      }
    }
  }

  /// Where alpha is among a pixel's four bytes: Cairo's ARGB32 is a native-endian 32-bit word.
  #if _endian(little)
    private static let alphaIndex = 3
  #else
    private static let alphaIndex = 0
  #endif

  /// Rounds four sums (already holding half a unit) and keeps them a valid premultiplied pixel:
  /// within 0...255, colours no larger than alpha (negative lobes can overshoot).
  @inline(__always)
  private static func store(_ sum: SIMD4<Int32>, at pixel: UnsafeMutablePointer<UInt8>) {
    let values = (sum &>> Int32(precision)).clamped(lowerBound: .zero, upperBound: SIMD4(repeating: 255))
    let clamped = pointwiseMin(values, SIMD4(repeating: values[alphaIndex]))
    UnsafeMutableRawPointer(pixel).storeBytes(
      of: SIMD4<UInt8>(truncatingIfNeeded: clamped), as: SIMD4<UInt8>.self)
  }

  /// ``store(_:at:)`` for a row of `pixels` pixels whose four sums each lie in `sums`, in memory
  /// order: one call a row, the loop written out, for the debug build's sake (see
  /// ``horizontalScalar``). Comparisons rather than `min` and `max`: the same code optimised, and
  /// a debug build calls the generic functions for every channel otherwise.
  private static func store(
    _ sums: UnsafePointer<Int32>, pixels: Int, into output: UnsafeMutablePointer<UInt8>
  ) {
    let shift = Int32(precision)
    let end = pixels &* 4
    var index = 0
    while index < end {
      var c0 = sums[index] &>> shift
      var c1 = sums[index &+ 1] &>> shift
      var c2 = sums[index &+ 2] &>> shift
      var c3 = sums[index &+ 3] &>> shift
      c0 = c0 < 0 ? 0 : c0 > 255 ? 255 : c0
      c1 = c1 < 0 ? 0 : c1 > 255 ? 255 : c1
      c2 = c2 < 0 ? 0 : c2 > 255 ? 255 : c2
      c3 = c3 < 0 ? 0 : c3 > 255 ? 255 : c3
      let alpha = alphaIndex == 3 ? c3 : c0
      output[index] = UInt8(truncatingIfNeeded: c0 < alpha ? c0 : alpha)
      output[index &+ 1] = UInt8(truncatingIfNeeded: c1 < alpha ? c1 : alpha)
      output[index &+ 2] = UInt8(truncatingIfNeeded: c2 < alpha ? c2 : alpha)
      output[index &+ 3] = UInt8(truncatingIfNeeded: c3 < alpha ? c3 : alpha)
      index &+= 4
    }
  }

  /// Per output sample along one axis: the first source sample it reads, how many, and their
  /// fixed-point weights (summing to exactly `1 << precision`), `stride` weights per sample.
  struct Weights {
    private(set) var first: [Int32] = []
    private(set) var count: [Int32] = []
    private(set) var values: [Int16] = []
    /// The most samples one output reads: the weights of output `i` start at `i * stride`.
    private(set) var stride = 0

    init(kernel: Kernel, from sourceSize: Int, to size: Int) {
      let scale = Double(sourceSize) / Double(size)
      // The footprint is stretched when shrinking, so every source sample is read.
      let stretch = max(1, scale)
      let support = kernel.support * stretch
      let unit = Double(1 << ImageResampler.precision)
      stride = Int((support * 2).rounded(.up)) + 2
      first = Array(repeating: 0, count: size)
      count = Array(repeating: 0, count: size)
      values = Array(repeating: 0, count: size * stride)
      var raw = [Double](repeating: 0, count: stride)
      for index in 0..<size {
        let center = (Double(index) + 0.5) * scale
        let lower = max(0, Int((center - support).rounded(.down)))
        let upper = min(sourceSize, Int((center + support).rounded(.up)), lower + stride)
        var total = 0.0
        var start = -1
        var end = 0
        for sample in lower..<max(lower, upper) {
          let weight = kernel.weight(sample: sample, center: center, scale: scale, stretch: stretch)
          raw[sample - lower] = weight
          total += weight
          // Zero weights at either end are left out, so the loops read only what counts.
          if weight != 0 {
            if start < 0 { start = sample - lower }
            end = sample - lower + 1
          }
        }
        guard total > 0, start >= 0 else {
          // No source sample under the footprint (not reached when shrinking): the nearest one.
          first[index] = Int32(min(sourceSize - 1, max(0, Int(center))))
          count[index] = 1
          values[index * stride] = Int16(unit)
          continue
        }
        var sum: Int32 = 0
        var largest = index * stride
        for tap in start..<end {
          let fixed = Int16((raw[tap] / total * unit).rounded())
          let slot = index * stride + tap - start
          values[slot] = fixed
          sum += Int32(fixed)
          if fixed > values[largest] { largest = slot }
        }
        // Rounding can leave the sum a unit or two off: the largest weight takes the difference.
        values[largest] += Int16(Int32(unit) - sum)
        first[index] = Int32(lower + start)
        count[index] = Int32(end - start)
      }
    }

    /// Calls `body` with the three tables as buffers.
    func withBuffers<Result>(
      _ body: (UnsafeBufferPointer<Int32>, UnsafeBufferPointer<Int32>, UnsafeBufferPointer<Int16>) -> Result
    ) -> Result {
      first.withUnsafeBufferPointer { first in
        count.withUnsafeBufferPointer { count in
          values.withUnsafeBufferPointer { values in body(first, count, values) }
        }
      }
    }
  }
}

extension ImageResampler.Kernel {
  /// How far the kernel reaches from its centre, in source samples at scale 1.
  var support: Double {
    switch self {
    case .area: 0.5
    case .cubic: 2
    case .lanczos3: 3
    }
  }

  /// The unnormalised weight of source sample `sample` (covering `sample..<sample + 1`) for an
  /// output sample centred at `center`, in source coordinates.
  func weight(sample: Int, center: Double, scale: Double, stretch: Double) -> Double {
    switch self {
    case .area:
      // The overlap of the source sample with the output's footprint.
      let half = stretch / 2
      let overlap = min(Double(sample + 1), center + half) - max(Double(sample), center - half)
      return max(0, overlap)
    case .cubic:
      return Self.cubic((Double(sample) + 0.5 - center) / stretch)
    case .lanczos3:
      return Self.lanczos3((Double(sample) + 0.5 - center) / stretch)
    }
  }

  static func cubic(_ x: Double) -> Double {
    let a = -0.5
    let x = abs(x)
    if x < 1 { return ((a + 2) * x - (a + 3)) * x * x + 1 }
    if x < 2 { return (((x - 5) * x + 8) * x - 4) * a }
    return 0
  }

  static func lanczos3(_ x: Double) -> Double {
    let x = abs(x)
    guard x < 3 else { return 0 }
    guard x > 1e-9 else { return 1 }
    let pi = Double.pi
    return 3 * sin(pi * x) * sin(pi * x / 3) / (pi * pi * x * x)
  }
}
