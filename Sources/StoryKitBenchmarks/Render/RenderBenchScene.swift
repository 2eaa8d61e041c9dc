import Foundation
import StoryKit
import StoryKitCairo
import StoryKitUI

/// The frame `storykit-bench render` draws: a 390 × 100 pt story bar of 12 cells, built with the
/// container DSL (untimed).
///
/// ```
/// ┌ root 390 × 100 pt, white ───────────────────────────────────────────┐
/// │ HContainer(spacing 2, fillEqually, top), padding 8/4/8/4             │
/// │  ┌ VContainer(spacing 4, center) ┐  × 12 cells, 30 pt wide each     │
/// │  │ ring 30 × 30: 2 pt border,    │                                   │
/// │  │   Paint.angular, radius 15,   │                                   │
/// │  │   round ImageView inset 3     │                                   │
/// │  │ Label, caption2, 2 lines      │                                   │
/// │  └───────────────────────────────┘                                   │
/// └──────────────────────────────────────────────────────────────────────┘
/// ```
@MainActor
struct RenderBenchScene {
  /// The root, with a white background that covers the whole bitmap (so redrawing needs no clear).
  let root: View
  /// Every view, the root included.
  let nodes: [View]
  /// The ring views, to check their pixels after drawing.
  let rings: [View]
  /// The size in points.
  static let size = Size(width: 390, height: 100)
  /// Pixels per point.
  static let scale = 3.0
  /// Cells in the bar.
  static let cellCount = 12
  /// The names under the cells: short enough to wrap onto two lines of about 30 pt.
  static let names = [
    "Ana Ruiz", "Li Wei", "Omar Ali", "Yuki Sato", "Zoë Berg", "Kai Lund", "Noa Levi", "Ravi Rao",
    "Mia Cruz", "Leo Park", "Ida Holm", "Sam Kerr",
  ]

  /// Builds the bar around `avatars` (used round robin; one per cell when there are 12).
  init(avatars: [CairoImage]) {
    let colors = [
      Color(red8: 0xFE, green8: 0xDA, blue8: 0x75), Color(red8: 0xFA, green8: 0x7E, blue8: 0x1E),
      Color(red8: 0xD6, green8: 0x29, blue8: 0x76), Color(red8: 0x96, green8: 0x2F, blue8: 0xBF),
      Color(red8: 0x4F, green8: 0x5B, blue8: 0xD5), Color(red8: 0xFE, green8: 0xDA, blue8: 0x75),
    ]
    let ringSide = 30.0
    var nodes: [View] = []
    var rings: [View] = []
    var cells: [View] = []
    for index in 0..<Self.cellCount {
      let ring = View()
      ring.cornerRadius = ringSide / 2
      let sweep = Paint.angular(
        stops: GradientStop.evenlySpread(colors), center: Point(x: ringSide / 2, y: ringSide / 2),
        startAngle: -Double.pi / 2)
      ring.border = Border(width: 2, paint: sweep)
      let image = ImageView()
      image.image = avatars.isEmpty ? nil : avatars[index % avatars.count]
      image.contentMode = .aspectFill
      image.cornerRadius = ringSide / 2 - 3
      ring.addSubview(image)
      image.pin(insets: DirectionalEdgeInsets(3))
      let label = Label()
      label.text = Self.names[index % Self.names.count]
      label.textStyle = .caption2
      label.numberOfLines = 2
      label.textAlignment = .center
      let cell = VContainer(spacing: 4, alignment: .center) {
        ring.width(ringSide).height(ringSide)
        label
      }
      nodes += [cell, ring, image, label]
      rings.append(ring)
      cells.append(cell)
    }
    let bar = HContainer(spacing: 2, distribution: .fillEqually, alignment: .top) { cells }
      .padding(top: 8, leading: 4, bottom: 8, trailing: 4)
    let root = View(frame: Rect(origin: .zero, size: Self.size))
    root.backgroundColor = .white
    bar.embed(in: root)
    self.root = root
    self.nodes = [root, bar] + nodes
    self.rings = rings
  }
}
