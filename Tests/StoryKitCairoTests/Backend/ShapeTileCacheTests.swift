import CCairo
import StoryKit
import StoryKitSnapshotTesting
import StoryKitUI
import Testing

@testable import StoryKitCairo

/// The gradient tile cache: made on a key's second draw, hit after, a new key for any change, bounded,
/// and the same pixels as drawing directly.
@Suite struct ShapeTileCacheTests {
  private static let ring = Path.ellipse(in: Rect(x: 1.25, y: 1.25, width: 69.5, height: 69.5))
  private static let vivid: Paint = .linear(
    Gradient(.yellow, .orange, .red, .purple), from: Point(x: 10, y: 62), to: Point(x: 62, y: 10))

  private func key(
    _ path: Path = ring, paint: Paint = vivid, scale: Double = 3, phase: Double = 0
  )
    -> ShapeTileCache.Key
  {
    ShapeTileCache.Key(
      path: path, paint: paint, operation: .stroke(StrokeStyle(width: 2.5)), scaleX: scale, scaleY: scale,
      phaseX: phase, phaseY: 0, tolerance: 0.1, miterLimit: 10)
  }

  private func tile(side: Int) -> ShapeTileCache.Tile? {
    guard let surface = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, Int32(side), Int32(side)) else {
      return nil
    }
    return ShapeTileCache.Tile(surface: surface, x: 0, y: 0, width: side, height: side)
  }

  @Test func aKeyIsDrawnDirectlyOnceThenMadeThenHit() {
    let cache = ShapeTileCache()
    var made = 0
    let make = { () -> ShapeTileCache.Tile? in
      made += 1
      return self.tile(side: 8)
    }
    #expect(cache.tile(for: key(), make: make) == nil)
    let first = cache.tile(for: key(), make: make)
    let second = cache.tile(for: key(), make: make)
    #expect(first != nil && first === second)
    #expect(made == 1)
    #expect(cache.statistics == .init(hits: 1, misses: 2, tilesMade: 1, evictions: 0))
  }

  @Test func anyChangeIsAnotherKey() {
    let cache = ShapeTileCache()
    for _ in 0..<2 { _ = cache.tile(for: key(), make: { self.tile(side: 8) }) }
    let changes = [
      key(paint: .linear(Gradient(.gray, .white), from: Point(x: 10, y: 62), to: Point(x: 62, y: 10))),
      key(.ellipse(in: Rect(x: 1.25, y: 1.25, width: 59.5, height: 59.5))),
      key(scale: 2),
      key(phase: 0.5),
    ]
    for changed in changes {
      #expect(cache.tile(for: changed, make: { self.tile(side: 8) }) == nil)
    }
    #expect(cache.statistics.hits == 0)
  }

  @Test func theLeastRecentlyUsedTileIsDroppedAtTheBounds() {
    let cache = ShapeTileCache(maximumEntries: 2, maximumBytes: 1 << 20)
    let keys = [key(phase: 0), key(phase: 0.25), key(phase: 0.5)]
    for index in [0, 0, 1, 1, 0, 2, 2] { _ = cache.tile(for: keys[index], make: { self.tile(side: 8) }) }
    #expect(cache.usage.entries == 2)
    #expect(cache.statistics.evictions == 1)
    // Key 1 was the least recently used; key 0 was hit after it was made.
    #expect(cache.tile(for: keys[0], make: { nil }) != nil)
    #expect(cache.tile(for: keys[1], make: { nil }) == nil)

    let small = ShapeTileCache(maximumEntries: 64, maximumBytes: 4 * 64 * 64)
    // Too big for this cache: declined, and not made again.
    var madeTooBig = 0
    for _ in 0..<4 {
      let tile = small.tile(for: key()) {
        madeTooBig += 1
        return self.tile(side: 64)
      }
      #expect(tile == nil)
    }
    #expect(madeTooBig == 1)
    #expect(small.usage.entries == 0)
    for index in 0..<3 {
      for _ in 0..<2 { _ = small.tile(for: keys[index], make: { self.tile(side: 32) }) }
    }
    #expect(small.usage.bytes <= 4 * 64 * 64)
  }

  /// Draws the bar's ring cases directly and from tiles (the third draw of each) and compares
  /// them. Cairo's gradients are not exactly translation-invariant (the same ring drawn a few
  /// pixels further along differs by 1 in a handful of channels), so neither is a tile drawn at
  /// another position than its target: at most 1 in any channel, on at most 0.1 % of the pixels.
  @Test(arguments: [0.0, 0.5, 1.0 / 3, 0.8])
  func tilesGiveTheDirectPixels(offset: Double) {
    let paints: [Paint] = [
      Self.vivid,
      .linear(Gradient(.gray, .white), from: Point(x: 0, y: 72), to: Point(x: 72, y: 0)),
      .angular(Gradient(.yellow, .red, .purple, .yellow), center: Point(x: 36, y: 36), startAngle: -0.7),
      Self.vivid.multipliedAlpha(0.6),
    ]
    let styles = [StrokeStyle(width: 2.5), StrokeStyle(width: 3, dash: [9, 5], dashPhase: 2, cap: .round)]
    for paint in paints {
      for style in styles {
        // At x -30 the ring is cut by the bitmap's edge; at 100 by a whole-pixel clip.
        for origin in [Point(x: 20 + offset, y: 10 + offset), Point(x: -30 + offset, y: 4)] {
          let draw = { (canvas: CairoCanvas) in
            canvas.save()
            canvas.clip(to: .rect(Rect(x: 0, y: 0, width: 150, height: 80)))
            canvas.translate(x: origin.x, y: origin.y)
            canvas.stroke(Self.ring, with: paint, style: style)
            canvas.fill(.roundedRect(Rect(x: 20, y: 20, width: 32, height: 32), cornerRadius: 9), with: paint)
            canvas.restore()
          }
          let direct = render(draw, tiles: nil)
          let cache = ShapeTileCache()
          _ = render(draw, tiles: cache)
          _ = render(draw, tiles: cache)
          let tiled = render(draw, tiles: cache)
          let difference = Self.difference(tiled, direct)
          #expect(cache.statistics.hits == 2, "\(paint) \(style) at \(origin)")
          #expect(difference.largest <= 1, "\(difference) \(paint) \(style) at \(origin)")
          #expect(difference.pixels * 1_000 <= direct.width * direct.height, "\(difference) at \(origin)")
        }
      }
    }
  }

  /// A layer draws into a group surface whose origin is the clip's: the tile must land where the
  /// direct draw does.
  @Test func insideALayerTheTileLandsWhereTheDirectDrawDoes() {
    let draw = { (canvas: CairoCanvas) in
      canvas.clip(to: .rect(Rect(x: 30, y: 2, width: 100, height: 78)))
      canvas.beginLayer(alpha: 0.5)
      canvas.translate(x: 40.5, y: 6)
      canvas.stroke(Self.ring, with: Self.vivid, style: StrokeStyle(width: 2.5))
      canvas.endLayer()
    }
    let direct = render(draw, tiles: nil)
    let cache = ShapeTileCache()
    for _ in 0..<3 { _ = render(draw, tiles: cache) }
    let difference = Self.difference(render(draw, tiles: cache), direct)
    #expect(cache.statistics.hits == 2)
    #expect(difference.largest <= 1 && difference.pixels * 1_000 <= direct.width * direct.height)
  }

  /// A ring the clip cuts is stroked by Cairo under the clip; only its paint comes from a tile. A
  /// ring wholly outside the clip draws nothing.
  @Test func aCutShapeTakesOnlyItsPaintFromATile() {
    let cut = { (canvas: CairoCanvas) in
      canvas.clip(to: .rect(Rect(x: 0, y: 0, width: 40, height: 80)))
      canvas.translate(x: 10.5, y: 4)
      canvas.stroke(Self.ring, with: Self.vivid, style: StrokeStyle(width: 2.5))
    }
    let direct = render(cut, tiles: nil)
    let cache = ShapeTileCache()
    for _ in 0..<3 { _ = render(cut, tiles: cache) }
    let difference = Self.difference(render(cut, tiles: cache), direct)
    #expect(cache.statistics.tilesMade == 2)
    #expect(cache.usage.entries == 2)
    #expect(difference.largest <= 1 && difference.pixels * 1_000 <= direct.width * direct.height)

    let away = { (canvas: CairoCanvas) in
      canvas.clip(to: .rect(Rect(x: 0, y: 0, width: 40, height: 80)))
      canvas.translate(x: 60, y: 4)
      canvas.stroke(Self.ring, with: Self.vivid, style: StrokeStyle(width: 2.5))
    }
    let blank = render({ _ in }, tiles: nil)
    for _ in 0..<3 { #expect(Self.difference(render(away, tiles: cache), blank).pixels == 0) }
  }

  @Test func partPixelClipsAndTurnsAreDrawnDirectly() {
    let cache = ShapeTileCache()
    let draws: [(CairoCanvas) -> Void] = [
      { canvas in
        canvas.clip(to: .rect(Rect(x: 0, y: 0, width: 40.2, height: 80)))
        canvas.stroke(Self.ring, with: Self.vivid, style: StrokeStyle(width: 2.5))
      },
      { canvas in
        canvas.clip(to: .ellipse(in: Rect(x: 0, y: 0, width: 60, height: 60)))
        canvas.stroke(Self.ring, with: Self.vivid, style: StrokeStyle(width: 2.5))
      },
      { canvas in
        canvas.concatenate(.rotation(0.3))
        canvas.stroke(Self.ring, with: Self.vivid, style: StrokeStyle(width: 2.5))
      },
      { canvas in
        canvas.stroke(Self.ring, with: .solid(.red), style: StrokeStyle(width: 2.5))
      },
    ]
    for draw in draws {
      let direct = render(draw, tiles: nil)
      for _ in 0..<3 { #expect(Self.difference(render(draw, tiles: cache), direct).pixels == 0) }
    }
    #expect(cache.statistics == .init())
  }

  @Test func aChangedColourDrawsTheNewColour() {
    let cache = ShapeTileCache()
    let square = Path.rect(Rect(x: 10, y: 10, width: 20, height: 20))
    let pure = [Color(red: 1, green: 0, blue: 0), Color(red: 0, green: 0, blue: 1)]
    for color in pure {
      let paint = Paint.linear(Gradient(color, color), from: .zero, to: Point(x: 40, y: 40))
      for _ in 0..<3 {
        let pixels = render({ $0.fill(square, with: paint) }, tiles: cache)
        let index = (60 * pixels.width + 60) * 4
        #expect(
          Array(pixels.rgba[index..<index + 4]) == [UInt8(color.red * 255), 0, UInt8(color.blue * 255), 255])
      }
    }
    #expect(cache.statistics.tilesMade == 2)
  }

  /// How many pixels differ, and by how much at most in any channel.
  private static func difference(_ one: PixelBuffer, _ other: PixelBuffer) -> (pixels: Int, largest: Int) {
    guard one.rgba.count == other.rgba.count else { return (Int.max, 255) }
    let distances = PixelDistances(one, other)
    return (distances.differing, distances.largest)
  }

  private func render(_ draw: (CairoCanvas) -> Void, tiles: ShapeTileCache?) -> PixelBuffer {
    let bitmap = Bitmap(size: Size(width: 150, height: 80), scale: 3, background: .white)
    do {
      let canvas = bitmap.makeCanvas()
      canvas.shapeTiles = tiles
      draw(canvas)
    }
    return PixelBuffer(bitmap)
  }
}
