import Foundation
import StoryKit
import StoryKitCairo
import StoryKitUI
import Testing

/// The backend requirement: an angular (conic) gradient that looks smooth at 3x. Cairo has no
/// conic gradient, so the backend builds one from mesh patches; seams between patches or steps in
/// colour would show as jumps between neighbouring pixels along a circle.
@MainActor
@Suite struct AngularGradientSmoothnessTests {
  static let scale = 3.0
  static let center = Point(x: 60, y: 60)

  /// A rainbow that ends where it starts, so there is no seam anywhere.
  static let cyclic = GradientStop.evenlySpread([
    Color(red: 1, green: 0, blue: 0), Color(red: 1, green: 1, blue: 0), Color(red: 0, green: 1, blue: 0),
    Color(red: 0, green: 1, blue: 1), Color(red: 0, green: 0, blue: 1), Color(red: 1, green: 0, blue: 1),
    Color(red: 1, green: 0, blue: 0),
  ])

  /// A story ring's sweep: two colours, a deliberate seam where the end meets the start.
  static let twoColor = GradientStop.evenlySpread([
    Color(red: 1, green: 0.176, blue: 0.333), Color(red: 1, green: 0.8, blue: 0),
  ])

  struct Sample {
    var angle: Double
    var color: BackendRGBA
  }

  /// Colours along a circle of `radius` points, one sample per device pixel of arc.
  static func samples(_ pixels: PixelBuffer, radius: Double) -> [Sample] {
    let pixelRadius = radius * scale
    let count = Int((2 * Double.pi * pixelRadius).rounded(.up))
    return (0..<count).map { index in
      let angle = 2 * Double.pi * Double(index) / Double(count)
      let x = Int((center.x * scale + pixelRadius * cos(angle)).rounded(.down))
      let y = Int((center.y * scale + pixelRadius * sin(angle)).rounded(.down))
      return Sample(angle: angle, color: BackendRGBA(pixels.pixel(x: x, y: y)))
    }
  }

  /// The most one channel changes between neighbouring samples, and where, skipping samples
  /// within `excluding` radians of `seam`.
  static func largestStep(
    _ samples: [Sample], seam: Double? = nil, excluding: Double = 0.03
  ) -> (step: Int, angle: Double) {
    var worst = (step: 0, angle: 0.0)
    for (index, sample) in samples.enumerated() {
      let next = samples[(index + 1) % samples.count]
      if let seam {
        let offset = abs(remainder(sample.angle - seam, 2 * .pi))
        let nextOffset = abs(remainder(next.angle - seam, 2 * .pi))
        if offset < excluding || nextOffset < excluding { continue }
      }
      let step = sample.color.distance(to: next.color)
      if step > worst.step { worst = (step, sample.angle) }
    }
    return worst
  }

  static func render(
    stops: [GradientStop], startAngle: Double, ring: Bool
  ) -> PixelBuffer {
    let bitmap = Bitmap(size: Size(width: 120, height: 120), scale: scale, background: .backendWhite)
    let canvas = bitmap.makeCanvas()
    let paint = Paint.angular(stops: stops, center: center, startAngle: startAngle)
    if ring {
      canvas.stroke(
        .ellipse(in: Rect(x: 10, y: 10, width: 100, height: 100)), with: paint, style: StrokeStyle(width: 12))
    } else {
      canvas.fill(.ellipse(in: Rect(x: 4, y: 4, width: 112, height: 112)), with: paint)
    }
    return PixelBuffer(bitmap)
  }

  /// The steepest change one pixel of arc can show: the gradient's largest channel change per
  /// unit of location, spread over the circumference.
  static func expectedStep(_ stops: [GradientStop], radius: Double) -> Double {
    var steepest = 0.0
    for (lower, upper) in zip(stops, stops.dropFirst()) where upper.location > lower.location {
      let change =
        [
          upper.color.red - lower.color.red, upper.color.green - lower.color.green,
          upper.color.blue - lower.color.blue,
        ].map(abs).max() ?? 0
      steepest = max(steepest, change * 255 / (upper.location - lower.location))
    }
    return steepest / (2 * .pi * radius * scale)
  }

  @Test(arguments: [-Double.pi / 2, 0.3])
  func ringAtThreeXHasNoSeamsOrBands(startAngle: Double) {
    let pixels = Self.render(stops: Self.cyclic, startAngle: startAngle, ring: true)
    let samples = Self.samples(pixels, radius: 50)
    #expect(samples.allSatisfy { $0.color.alpha == 255 })
    #expect(samples.allSatisfy { $0.color.saturation > 200 }, "the ring's centre line is fully coloured")
    // One pixel of arc should move a channel by about 1.6; a neighbouring pixel a step away on a
    // diagonal sees at most twice that. Anything much larger is a visible seam or band.
    let allowed = Int((2 * Self.expectedStep(Self.cyclic, radius: 50)).rounded(.up)) + 3
    let worst = Self.largestStep(samples)
    #expect(worst.step <= allowed, "a jump of \(worst.step) at \(worst.angle) rad (allowed \(allowed))")
  }

  @Test func ringColoursMatchTheGradientAllTheWayRound() {
    let startAngle = -Double.pi / 2
    let pixels = Self.render(stops: Self.cyclic, startAngle: startAngle, ring: true)
    var worst = (distance: 0, angle: 0.0)
    for sample in Self.samples(pixels, radius: 50) {
      var location = (sample.angle - startAngle) / (2 * .pi)
      location -= location.rounded(.down)
      let expected = BackendRGBA(CanvasParityTests.color(at: location, in: Self.cyclic))
      let distance = sample.color.distance(to: expected)
      if distance > worst.distance { worst = (distance, sample.angle) }
    }
    // Within a few levels, given sampling at one pixel and the mesh's interpolation.
    #expect(worst.distance <= 10, "off by \(worst.distance) at \(worst.angle) rad")
  }

  @Test(arguments: [12.0, 30.0, 52.0])
  func filledDiscIsSmoothAtEveryRadius(radius: Double) {
    let pixels = Self.render(stops: Self.cyclic, startAngle: 0, ring: false)
    let samples = Self.samples(pixels, radius: radius)
    let allowed = Int((2 * Self.expectedStep(Self.cyclic, radius: radius)).rounded(.up)) + 3
    let worst = Self.largestStep(samples)
    #expect(worst.step <= allowed, "radius \(radius): a jump of \(worst.step) at \(worst.angle) rad")
  }

  @Test func twoColourRingIsSmoothExceptAtItsDeliberateSeam() {
    let startAngle = -Double.pi / 2
    let pixels = Self.render(stops: Self.twoColor, startAngle: startAngle, ring: true)
    let samples = Self.samples(pixels, radius: 50)
    let allowed = Int((2 * Self.expectedStep(Self.twoColor, radius: 50)).rounded(.up)) + 3
    let worst = Self.largestStep(samples, seam: startAngle)
    #expect(worst.step <= allowed, "a jump of \(worst.step) at \(worst.angle) rad")
    // The seam itself: the end colour meets the start colour within a pixel or two.
    let seam = Self.largestStep(samples)
    #expect(abs(remainder(seam.angle - startAngle, 2 * .pi)) < 0.03)
    #expect(seam.step > 100)
  }
}
