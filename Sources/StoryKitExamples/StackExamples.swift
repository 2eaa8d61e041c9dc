import StoryKit
import StoryKitUI

/// ``StackView`` examples built with the container DSL: distributions along a row, alignments
/// across a column, and stacks nested in a card.
@MainActor
enum StackExamples {
  /// The stack scenes, in gallery order.
  static var all: [ExampleScene] { [rowDistributions, columnAlignments, nested] }

  /// The same three chips in a row with each distribution, on an outlined track that shows the
  /// row's extent.
  static let rowDistributions = ExampleScene(
    name: "stack-row-distributions", size: Size(width: 320, height: 440)
  ) {
    let root = ExampleRoot()
    let distributions: [(String, StackView.Distribution)] = [
      ("fill", .fill), ("fillEqually", .fillEqually), ("fillProportionally", .fillProportionally),
      ("equalSpacing", .equalSpacing), ("equalCentering", .equalCentering),
    ]
    VContainer(spacing: 4) {
      for (name, distribution) in distributions {
        Example.caption(name)
        track(
          HContainer(spacing: 6, distribution: distribution) {
            Example.chip("One", .accent)
            Example.chip("Twenty", .teal)
            Example.chip("Seventy", .indigo)
          })
        Spacer().height(4)
      }
      Spacer()
    }
    .embedToMargins(in: root)
    return root
  }

  /// Chips of three widths in a column with each alignment; leading and trailing swap sides in
  /// right-to-left layout.
  static let columnAlignments = ExampleScene(
    name: "stack-column-alignments", size: Size(width: 320, height: 176)
  ) {
    let root = ExampleRoot()
    let alignments: [(String, StackView.Alignment)] = [
      ("fill", .fill), ("leading", .leading), ("center", .center), ("trailing", .trailing),
    ]
    HContainer(spacing: 8, distribution: .fillEqually, alignment: .top) {
      for (name, alignment) in alignments {
        VContainer(spacing: 4) {
          Example.caption(name, alignment: .center)
          track(
            VContainer(spacing: 4, alignment: alignment) {
              Example.chip("1", .accent)
              Example.chip("22", .teal)
              Example.chip("333", .indigo)
            })
        }
      }
    }
    .embedToMargins(in: root)
    return root
  }

  /// A card of nested stacks: an avatar, a title over a subtitle, a flexible space and a badge in
  /// a row, over a row of three equal buttons.
  static let nested = ExampleScene(name: "stack-nested", size: Size(width: 320, height: 180)) {
    let root = ExampleRoot()
    let card = Box(.secondaryBackground, cornerRadius: 12)
    let avatar = Box(.accent, cornerRadius: 20)
    VContainer {
      StyledLabel("S", style: .headline, color: .onAccent, alignment: .center)
    }
    .embed(in: avatar)
    VContainer(spacing: 12) {
      HContainer(spacing: 10, alignment: .center) {
        avatar.width(40).height(40)
        VContainer(spacing: 2) {
          StyledLabel("StoryKit", style: .headline)
          StyledLabel("3 new stories", style: .subheadline, color: .secondaryText)
        }
        Spacer()
        Example.chip("LIVE", .alert).required(for: .horizontal)
      }
      HContainer(spacing: 8, distribution: .fillEqually) {
        Example.chip("Watch", .accent)
        Example.chip("Share", .teal)
        Example.chip("Mute", .indigo)
      }
    }
    .padding(12)
    .embed(in: card)
    VContainer {
      card
      Spacer()
    }
    .embedToMargins(in: root)
    return root
  }

  /// A stack on an outlined track with a small inset, so its extent shows.
  private static func track(_ stack: StackView) -> View {
    let box = Box(nil, cornerRadius: 8, stroke: .separator)
    stack.padding(4).embed(in: box)
    return box
  }
}
