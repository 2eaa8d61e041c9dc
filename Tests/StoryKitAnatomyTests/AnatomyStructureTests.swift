import Foundation
import StoryKit
import StoryKitPlayer
import StoryKitStoryBar
import StoryKitUI
import Testing

@testable import StoryKitLayers
@testable import StoryKitUI

/// Every part of every widget is made through the one door: with a marker class in every
/// ``Components`` slot, each widget's tree (the player at a moment of playback with its layers and
/// product card) holds no part of a slot's default class, and every slot the widget has shows a
/// marker. A part made any other way (`Label()`, a hard-coded class) fails here.
@MainActor
@Suite struct AnatomyStructureTests {
  /// `widget`'s scene with markers in every slot, laid out in a 1x root.
  func markedTree(_ widget: AnatomyScenes.Widget) -> View {
    let root = View(frame: Rect(origin: .zero, size: widget.size))
    let mark: (View) -> Void = { $0.components = AnatomyMarkers.components }
    let view: View
    switch widget {
    case .player:
      // A story with product tags and a countdown ("Remind me"), its product card open.
      view = AnatomyScenes.player(group: "hot-deals", story: 0, mark)
      root.addSubview(view)
      view.layoutIfNeeded()
      if let player = view as? StoryPlayerView, let product = player.playback?.story?.products.first {
        player.currentPage.layersView.openProductCard(for: product)
      }
    default:
      view = AnatomyScenes.make(widget, mark)
      root.addSubview(view)
    }
    view.pin()
    root.layoutIfNeeded()
    return root
  }

  /// Every view under `root`, hidden ones too, with the path of classes that leads to it.
  func walk(_ root: View) -> [(view: View, path: String)] {
    var found: [(View, String)] = []
    func visit(_ view: View, _ path: String) {
      let here = path.isEmpty ? "\(type(of: view))" : "\(path) › \(type(of: view))"
      found.append((view, here))
      for child in view.subviews { visit(child, here) }
    }
    visit(root, "")
    return found
  }

  @Test(arguments: AnatomyScenes.Widget.allCases)
  func everyPartIsMadeThroughTheDoor(_ widget: AnatomyScenes.Widget) {
    let views = walk(markedTree(widget))
    let defaults = Set(AnatomyMarkers.defaultClasses.map(ObjectIdentifier.init))
    let strays = views.filter { defaults.contains(ObjectIdentifier(type(of: $0.view))) }
    #expect(strays.isEmpty, "parts made outside the door: \(strays.map(\.path))")
    let seen = Set(views.compactMap { ($0.view as? any AnatomyMarker).map { type(of: $0).slotName } })
    let expected = Set((AnatomyMarkers.expectedSlots[widget] ?? []).map { String(describing: $0) })
    #expect(
      expected.subtracting(seen).isEmpty,
      "slots with no part in the scene: \(expected.subtracting(seen).sorted())")
  }

  /// The test catches a part made another way: a cell that makes its title with `Label()`.
  @Test func aPartMadeAnotherWayIsCaught() {
    final class StrayTitleCell: MarkedCellBase {
      lazy var strayTitle: Label = Label()
      override var titleLabel: Label {
        get { strayTitle }
        set {}
      }
    }
    var components = AnatomyMarkers.components
    components.storyGroupView = StrayTitleCell.self
    let root = View(frame: Rect(origin: .zero, size: AnatomyScenes.Widget.storyBar.size))
    let bar = AnatomyScenes.storyBar { $0.components = components }
    root.addSubview(bar)
    bar.pin()
    root.layoutIfNeeded()
    let strays = walk(root).filter { type(of: $0.view) == Label.self }
    #expect(!strays.isEmpty, "a Label() made outside the door is found")
  }
}

/// A cell subclass to build test cells on (the marker cell is final).
class MarkedCellBase: DefaultStoryGroupView {}
