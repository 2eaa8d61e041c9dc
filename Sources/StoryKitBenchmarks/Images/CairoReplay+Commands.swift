import StoryKit
import StoryKitUI

// The fields of paths, paints, stroke styles, layouts and commands in the replay file (the table
// in CairoReplay+Encoding.swift).

extension ReplayWriter {
  mutating func path(_ path: Path) {
    u32(path.elements.count)
    for element in path.elements {
      switch element {
      case .move(let point):
        u8(0)
        self.point(point)
      case .line(let point):
        u8(1)
        self.point(point)
      case .curve(let point, let control1, let control2):
        u8(2)
        self.point(control1)
        self.point(control2)
        self.point(point)
      case .arc(let center, let radius, let start, let end, let clockwise):
        u8(clockwise ? 3 : 4)
        self.point(center)
        for value in [radius, start, end] { f64(value) }
      case .close:
        u8(5)
      }
    }
  }

  mutating func paint(_ paint: CairoReplay.Paint) {
    switch paint {
    case .solid(let color):
      u8(0)
      self.color(color)
    case .linear(let stops, let start, let end):
      u8(1)
      point(start)
      point(end)
      u32(stops.count)
      for stop in stops {
        f64(stop.location)
        color(stop.color)
      }
    case .angular(let gradient, let center, let startAngle, let fallback):
      u8(2)
      i32(gradient.map { Int32(clamping: $0) } ?? -1)
      point(center)
      f64(startAngle)
      color(fallback)
    }
  }

  /// Cap and join as Cairo numbers them (butt, round, square; miter, round, bevel).
  mutating func style(_ style: StrokeStyle) {
    f64(style.width)
    u8(style.cap == .butt ? 0 : style.cap == .round ? 1 : 2)
    u8(style.join == .miter ? 0 : style.join == .round ? 1 : 2)
    u32(style.dash.count)
    for dash in style.dash { f64(dash) }
    f64(style.dashPhase)
  }

  mutating func text(_ text: CairoReplay.Text) {
    tag(.text)
    string(text.text)
    string(text.families)
    u32(text.weight)
    f64(text.size)
    u8(text.autoDirection ? 1 : 0)
    u8(text.alignment.rawValue)
    i32(text.width)
    u32(text.maxLines)
    u8(text.cutsMergedParagraphs ? 1 : 0)
    color(text.color)
  }

  mutating func command(_ command: CairoReplay.Command) {
    switch command {
    case .save: tag(.save)
    case .restore: tag(.restore)
    case .transform(let t):
      tag(.transform)
      for value in [t.a, t.b, t.c, t.d, t.tx, t.ty] { f64(value) }
    case .collapse: tag(.collapse)
    case .clip(let path):
      tag(.clip)
      self.path(path)
    case .pushGroup: tag(.pushGroup)
    case .popGroup(let alpha):
      tag(.popGroup)
      f64(alpha)
    case .dropGroup: tag(.dropGroup)
    case .fill(let path, let paint):
      tag(.fill)
      self.path(path)
      self.paint(paint)
    case .stroke(let path, let paint, let style):
      tag(.stroke)
      self.path(path)
      self.paint(paint)
      self.style(style)
    case .text(let index, let origin):
      tag(.showText)
      u32(index)
      point(origin)
    case .image(let index, let rect, let contentMode):
      tag(.showImage)
      u32(index)
      point(rect.origin)
      f64(rect.width)
      f64(rect.height)
      u8(Self.modes.firstIndex(of: contentMode).map(UInt8.init) ?? 0)
    case .layer(let index, let matrix, let opacity, let nearest):
      layer(index, matrix: matrix, opacity: opacity, nearest: nearest)
    case .pixmanLayer(let index, let groups):
      pixmanLayer(index, groups: groups)
    }
  }

  /// Content modes by their number in the file.
  static let modes: [ContentMode] = [.scaleToFill, .aspectFit, .aspectFill, .center]
}

extension ReplayReader {
  mutating func path() throws(CairoReplayFormatError) -> Path {
    var path = Path()
    for _ in 0..<(try count(atLeast: 1)) {
      let offset = self.offset
      switch try u8() {
      case 0: path.move(to: try point())
      case 1: path.addLine(to: try point())
      case 2:
        let control1 = try point()
        let control2 = try point()
        path.addCurve(to: try point(), control1: control1, control2: control2)
      case let kind where kind == 3 || kind == 4:
        path.addArc(
          center: try point(), radius: try f64(), startAngle: try f64(), endAngle: try f64(),
          clockwise: kind == 3)
      case 5: path.closeSubpath()
      default: throw .badValue(offset: offset)
      }
    }
    return path
  }

  mutating func paint() throws(CairoReplayFormatError) -> CairoReplay.Paint {
    let offset = self.offset
    switch try u8() {
    case 0: return .solid(try color())
    case 1:
      let start = try point()
      let end = try point()
      var stops: [GradientStop] = []
      for _ in 0..<(try count(atLeast: 40)) {
        stops.append(GradientStop(location: try f64(), color: try color()))
      }
      return .linear(stops: stops, start: start, end: end)
    case 2:
      let gradient = try i32()
      return .angular(
        gradient: gradient >= 0 ? Int(gradient) : nil, center: try point(), startAngle: try f64(),
        fallback: try color())
    default: throw .badValue(offset: offset)
    }
  }

  mutating func style() throws(CairoReplayFormatError) -> StrokeStyle {
    let width = try f64()
    let caps: [StrokeStyle.LineCap] = [.butt, .round, .square]
    let joins: [StrokeStyle.LineJoin] = [.miter, .round, .bevel]
    let offset = self.offset
    let cap = Int(try u8())
    let join = Int(try u8())
    guard caps.indices.contains(cap), joins.indices.contains(join) else { throw .badValue(offset: offset) }
    var dash: [Double] = []
    for _ in 0..<(try count(atLeast: 8)) { dash.append(try f64()) }
    return StrokeStyle(width: width, dash: dash, dashPhase: try f64(), cap: caps[cap], join: joins[join])
  }

  mutating func text() throws(CairoReplayFormatError) -> CairoReplay.Text {
    let text = try string()
    let families = try string()
    let weight = try u32()
    let size = try f64()
    let autoDirection = try u8() != 0
    let offset = self.offset
    guard let alignment = CairoReplay.Text.Alignment(rawValue: try u8()) else {
      throw .badValue(offset: offset)
    }
    return CairoReplay.Text(
      text: text, families: families, weight: weight, size: size, autoDirection: autoDirection,
      alignment: alignment, width: try i32(), maxLines: try u32(), cutsMergedParagraphs: try u8() != 0,
      color: try color())
  }

  mutating func command(_ tag: CairoReplay.Tag) throws(CairoReplayFormatError) -> CairoReplay.Command {
    switch tag {
    case .save: return .save
    case .restore: return .restore
    case .transform:
      return .transform(
        Transform(a: try f64(), b: try f64(), c: try f64(), d: try f64(), tx: try f64(), ty: try f64()))
    case .collapse: return .collapse
    case .clip: return .clip(try path())
    case .pushGroup: return .pushGroup
    case .popGroup: return .popGroup(alpha: try f64())
    case .dropGroup: return .dropGroup
    case .fill: return .fill(try path(), try paint())
    case .stroke: return .stroke(try path(), try paint(), try style())
    case .showText: return .text(try u32(), at: try point())
    case .showImage:
      let index = try u32()
      let origin = try point()
      let size = Size(width: try f64(), height: try f64())
      let offset = self.offset
      let mode = Int(try u8())
      guard ReplayWriter.modes.indices.contains(mode) else { throw .badValue(offset: offset) }
      return .image(index, in: Rect(origin: origin, size: size), contentMode: ReplayWriter.modes[mode])
    case .drawLayer: return try layerCommand()
    case .compositeLayer: return try pixmanLayerCommand()
    case .end, .image, .gradient, .text: throw .badValue(offset: offset - 1)
    }
  }
}
