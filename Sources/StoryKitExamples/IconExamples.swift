import StoryKit
import StoryKitUI

/// The appearance's icons.
@MainActor
enum IconExamples {
  /// The icon scenes, in gallery order.
  static var all: [ExampleScene] { [grid] }

  /// Every ``IconName`` in a three-column grid, tinted with the text colour and captioned.
  static let grid = ExampleScene(name: "icons-grid", size: Size(width: 400, height: 370)) {
    let root = ExampleRoot()
    let columns = 3
    let names = IconName.allCases
    let rows = stride(from: 0, to: names.count, by: columns).map {
      Array(names[$0..<min($0 + columns, names.count)])
    }
    VContainer(spacing: 14) {
      for row in rows {
        HContainer(spacing: 8, distribution: .fillEqually) {
          for name in row {
            VContainer(spacing: 4, alignment: .center) {
              IconView(name).width(32).height(32)
              Example.caption(name.rawValue, alignment: .center)
            }
          }
        }
      }
      Spacer()
    }
    .embedToMargins(in: root)
    return root
  }
}
