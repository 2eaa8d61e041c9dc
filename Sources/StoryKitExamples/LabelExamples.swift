import StoryKit
import StoryKitUI

/// ``Label`` examples: scripts, line limits with an ellipsis, and alignment.
@MainActor
enum LabelExamples {
  /// The label scenes, in gallery order.
  static var all: [ExampleScene] { [scripts, lineLimits, alignment] }

  /// Latin, Arabic, Hebrew and emoji text, each beside a caption naming the script: right-to-left
  /// scripts are shaped and ordered right to left whatever the layout direction.
  static let scripts = ExampleScene(name: "label-scripts", size: Size(width: 300, height: 240)) {
    let root = ExampleRoot()
    let samples: [(String, String)] = [
      ("Latin", "Today's deals"),
      ("Arabic", "عروض اليوم"),
      ("Hebrew", "חדשות היום"),
      ("Emoji", "🔥 Hot deals ✨"),
    ]
    VContainer(spacing: 8) {
      for (script, text) in samples {
        HContainer(spacing: 8, alignment: .center) {
          Example.caption(script).width(72)
          StyledLabel(text, style: .body)
        }
      }
      Spacer()
    }
    .embedToMargins(in: root)
    return root
  }

  /// One long text at one line, two lines and no limit: the first two end in an ellipsis.
  static let lineLimits = ExampleScene(name: "label-line-limits", size: Size(width: 260, height: 420)) {
    let root = ExampleRoot()
    let text = "Stories from the people you follow appear here first; the ones you have seen move to the end."
    VContainer(spacing: 4) {
      for (caption, lines) in [("1 line", 1), ("2 lines", 2), ("No limit", 0)] {
        Example.caption(caption)
        framed(StyledLabel(text, style: .subheadline, lines: lines))
        Spacer().height(6)
      }
      Spacer()
    }
    .embedToMargins(in: root)
    return root
  }

  /// Leading, centred and trailing text in full-width labels; leading and trailing swap sides in
  /// right-to-left layout. The last line mixes Arabic and Latin: its paragraph direction comes from
  /// its first strong letter (Arabic, so right to left, as UIKit's natural writing direction does),
  /// while its alignment follows the view's direction.
  static let alignment = ExampleScene(name: "label-alignment", size: Size(width: 260, height: 220)) {
    let root = ExampleRoot()
    let alignments: [(String, TextStyle.Alignment)] = [
      ("Leading", .leading), ("Center", .center), ("Trailing", .trailing),
    ]
    VContainer(spacing: 8) {
      for (name, alignment) in alignments {
        framed(StyledLabel(name, style: .body, alignment: alignment))
      }
      framed(StyledLabel("مرحبا · Leading", style: .body, alignment: .leading))
      Spacer()
    }
    .embedToMargins(in: root)
    return root
  }

  /// A label on the secondary background, so its frame shows.
  private static func framed(_ label: Label) -> View {
    let box = Box(.secondaryBackground, cornerRadius: 4)
    VContainer { label }.padding(top: 2, leading: 4, bottom: 2, trailing: 4).embed(in: box)
    return box
  }
}
