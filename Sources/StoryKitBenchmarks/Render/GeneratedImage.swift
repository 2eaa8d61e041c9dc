import Foundation
import StoryKit
import StoryKitCairo

/// Pictures made from arithmetic alone (gradients and shapes, no randomness), so every run and
/// every machine benchmarks the same pixels.
enum GeneratedImage {
  /// A portrait "story poster": a diagonal gradient, a soft glow, discs, a card with stripes and
  /// a zone plate (fine concentric rings), so the JPEG has both smooth areas and detail.
  static func poster(width: Int, height: Int) -> PixelBuffer {
    let width = max(1, width)
    let height = max(1, height)
    let w = Double(width)
    let h = Double(height)
    let discs: [(x: Double, y: Double, radius: Double, color: (Double, Double, Double))] = [
      (0.22, 0.18, 0.16, (0.98, 0.82, 0.30)),
      (0.78, 0.30, 0.11, (0.20, 0.78, 0.72)),
      (0.30, 0.62, 0.09, (0.95, 0.35, 0.45)),
      (0.70, 0.86, 0.14, (0.45, 0.40, 0.95)),
    ]
    let card = (minX: 0.08 * w, minY: 0.40 * h, maxX: 0.92 * w, maxY: 0.52 * h, radius: 0.04 * w)
    let plate = (x: 0.5 * w, y: 0.74 * h, radius: 0.22 * w)
    var rgba = [UInt8](repeating: 255, count: width * height * 4)
    rgba.withUnsafeMutableBufferPointer { pixels in
      for y in 0..<height {
        let fy = (Double(y) + 0.5) / h
        for x in 0..<width {
          let fx = (Double(x) + 0.5) / w
          // Background: indigo at the top left to coral at the bottom right, with a warm glow.
          let t = min(1, max(0, 0.35 * fx + 0.65 * fy))
          var red = 0.16 + (0.96 - 0.16) * t
          var green = 0.12 + (0.48 - 0.12) * t
          var blue = 0.42 + (0.38 - 0.42) * t
          let glow = max(0, 1 - hypot(fx - 0.6, (fy - 0.2) * h / w) / 0.45)
          red += 0.25 * glow * glow
          green += 0.2 * glow * glow
          for disc in discs {
            let distance = hypot((fx - disc.x) * w, (fy - disc.y) * h) / w
            let coverage = min(1, max(0, (disc.radius - distance) * w + 0.5))
            guard coverage > 0 else { continue }
            let shade = 1 - 0.35 * distance / disc.radius
            red += (disc.color.0 * shade - red) * coverage
            green += (disc.color.1 * shade - green) * coverage
            blue += (disc.color.2 * shade - blue) * coverage
          }
          let px = Double(x) + 0.5
          let py = Double(y) + 0.5
          if roundedRectContains(px, py, card) {
            let stripe = Int((px + py) / 24) % 2 == 0 ? 0.96 : 0.86
            (red, green, blue) = (stripe, stripe, stripe * 0.98)
          }
          let ring = hypot(px - plate.x, py - plate.y)
          if ring < plate.radius {
            let value = 0.5 + 0.5 * cos(ring * ring * 0.0016)
            let mix = 0.7 * (1 - ring / plate.radius)
            red += (value - red) * mix
            green += (value - green) * mix
            blue += (value * 0.9 - blue) * mix
          }
          // Fine warped ripples over everything, the detail a photo has (and its JPEG size).
          let grain = 0.05 * sin(0.9 * px + 1.7 * sin(0.031 * py)) * cos(0.8 * py + 1.3 * sin(0.027 * px))
          red += grain
          green += grain
          blue += grain
          let index = (y * width + x) * 4
          pixels[index] = byte(red)
          pixels[index + 1] = byte(green)
          pixels[index + 2] = byte(blue)
        }
      }
    }
    return PixelBuffer(width: width, height: height, rgba: rgba)
  }

  /// A square avatar: a gradient in a hue picked by `index`, a head and shoulders in a lighter tint.
  static func avatar(index: Int, side: Int) -> PixelBuffer {
    let side = max(1, side)
    let s = Double(side)
    let hue = Double((index * 47) % 360) / 360
    let top = hsv(hue, 0.55, 0.95)
    let bottom = hsv(hue + 0.08, 0.75, 0.60)
    let figure = hsv(hue + 0.5, 0.18, 0.98)
    var rgba = [UInt8](repeating: 255, count: side * side * 4)
    rgba.withUnsafeMutableBufferPointer { pixels in
      for y in 0..<side {
        let fy = (Double(y) + 0.5) / s
        for x in 0..<side {
          let fx = (Double(x) + 0.5) / s
          var color = (
            top.0 + (bottom.0 - top.0) * fy, top.1 + (bottom.1 - top.1) * fy, top.2 + (bottom.2 - top.2) * fy
          )
          let head = hypot(fx - 0.5, fy - 0.40) < 0.17
          let shoulders = hypot((fx - 0.5) / 1.25, fy - 1.0) < 0.34
          if head || shoulders { color = figure }
          let index = (y * side + x) * 4
          pixels[index] = byte(color.0)
          pixels[index + 1] = byte(color.1)
          pixels[index + 2] = byte(color.2)
        }
      }
    }
    return PixelBuffer(width: side, height: side, rgba: rgba)
  }

  /// A colour from hue (turns, wrapped), saturation and value, all `0...1`.
  static func hsv(_ hue: Double, _ saturation: Double, _ value: Double) -> (Double, Double, Double) {
    let h = (hue - hue.rounded(.down)) * 6
    let sector = Int(h) % 6
    let f = h - Double(Int(h))
    let p = value * (1 - saturation)
    let q = value * (1 - saturation * f)
    let t = value * (1 - saturation * (1 - f))
    switch sector {
    case 0: return (value, t, p)
    case 1: return (q, value, p)
    case 2: return (p, value, t)
    case 3: return (p, q, value)
    case 4: return (t, p, value)
    default: return (value, p, q)
    }
  }

  private static func roundedRectContains(
    _ x: Double, _ y: Double, _ rect: (minX: Double, minY: Double, maxX: Double, maxY: Double, radius: Double)
  ) -> Bool {
    guard x >= rect.minX, x < rect.maxX, y >= rect.minY, y < rect.maxY else { return false }
    let cx = min(max(x, rect.minX + rect.radius), rect.maxX - rect.radius)
    let cy = min(max(y, rect.minY + rect.radius), rect.maxY - rect.radius)
    return hypot(x - cx, y - cy) <= rect.radius
  }

  private static func byte(_ value: Double) -> UInt8 {
    UInt8(min(255, max(0, (value * 255).rounded())))
  }
}
