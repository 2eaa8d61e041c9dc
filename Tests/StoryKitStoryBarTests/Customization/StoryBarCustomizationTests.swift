import Foundation
import StoryKit
import Testing

@testable import StoryKitStoryBar
@testable import StoryKitUI

/// Every door into the story bar's one customization path, each customized once: Components
/// slots, the view factory's make methods, the bar's own group view factory, per-view overrides in
/// a subclass, and the cell's action listener.
@MainActor
@Suite struct StoryBarCustomizationTests {
  func bar(_ configure: (StoryBarView) -> Void = { _ in }) -> StoryBarView {
    let bar = StoryBarView()
    configure(bar)
    bar.content = .init(storyGroups: StoryBarViewTests.groups(6))
    bar.frame = Rect(x: 0, y: 0, width: 390, height: 120)
    bar.layoutIfNeeded()
    return bar
  }

  func defaultCell(_ bar: StoryBarView, _ index: Int = 0) throws -> DefaultStoryGroupView {
    try #require(bar.visibleCells[index] as? DefaultStoryGroupView)
  }

  final class Ring: StoryRingView {}
  final class Title: Label {}
  final class Skeleton: SkeletonView {}
  final class Picture: ImageView {}
  final class Pin: IconBadgeView {}
  final class Video: IconBadgeView {}
  final class Live: LiveBadgeView {}
  final class Cell: DefaultStoryGroupView {}

  @Test func everyComponentsSlotIsUsedByTheCells() throws {
    let bar = bar { bar in
      var components = Components()
      components.storyRing = Ring.self
      components.storyGroupTitle = Title.self
      components.skeleton = Skeleton.self
      components.imageView = Picture.self
      components.pinBadge = Pin.self
      components.videoBadge = Video.self
      components.liveBadge = Live.self
      components.storyGroupView = Cell.self
      bar.components = components
    }
    let cell = try defaultCell(bar)
    #expect(cell is Cell)
    #expect(cell.ringView is Ring && cell.titleLabel is Title && cell.titleSkeleton is Skeleton)
    #expect(
      cell.imageView is Picture && cell.pinBadge is Pin && cell.videoBadge is Video && cell.liveBadge is Live)
    #expect(cell.subviews.contains { $0 === cell.ringView }, "the slot's part is the one in the tree")
  }

  @Test func theTitleSlotFallsBackToTheLabelSlot() throws {
    var components = Components()
    components.label = Title.self
    #expect(components.storyGroupTitle == Title.self, "unset, the shared label slot's class")
    components.storyGroupTitle = Label.self
    #expect(components.storyGroupTitle == Label.self && components.label == Title.self)
    let bar = bar { $0.components.label = Title.self }
    #expect(try defaultCell(bar).titleLabel is Title)
  }

  @Test func componentsApplyPerSubtree() throws {
    let host = View()
    let custom = StoryBarView()
    custom.components.storyRing = Ring.self
    let plain = StoryBarView()
    for bar in [custom, plain] {
      bar.content = .init(storyGroups: StoryBarViewTests.groups(2))
      bar.frame = Rect(x: 0, y: 0, width: 390, height: 120)
      host.addSubview(bar)
    }
    host.layoutIfNeeded()
    #expect(try defaultCell(custom).ringView is Ring)
    #expect(!(try defaultCell(plain).ringView is Ring))
  }

  @Test func theViewFactoryMakesTheBarsParts() throws {
    let factory = BrandFactory()
    let bar = bar { $0.viewFactory = factory }
    let cell = try defaultCell(bar, 3)
    #expect(cell.titleLabel is CapitalTitle, "makeStoryGroupTitle")
    #expect(cell.videoBadge is SquareBadge, "makeVideoBadge")
    #expect(type(of: cell.pinBadge) == IconBadgeView.self, "methods it does not implement keep their default")
    #expect(factory.madeTitles == bar.visibleCells.count, "one title per cell made, none per reuse")
  }

  @Test func theViewFactoryMakesStoryKitUIParts() throws {
    final class Factory: ViewFactory {
      override func makePart<Slot: ComponentSlot>(_ slot: Slot.Type, for host: View) -> Slot.Part {
        slot.part(for: StoryRingSlot.self) { Ring() } ?? slot.part(for: SkeletonSlot.self) { Skeleton() }
          ?? slot.part(for: ImageViewSlot.self) { Picture() } ?? super.makePart(slot, for: host)
      }
    }
    let cell = try defaultCell(bar { $0.viewFactory = Factory() })
    #expect(cell.ringView is Ring && cell.titleSkeleton is Skeleton && cell.imageView is Picture)
  }

  @Test func aFactoryCanMakeTheCellItself() throws {
    final class Factory: ViewFactory {
      override func makePart<Slot: ComponentSlot>(_ slot: Slot.Type, for host: View) -> Slot.Part {
        slot.part(for: StoryGroupViewSlot.self) { Cell() } ?? super.makePart(slot, for: host)
      }
    }
    #expect(try defaultCell(bar { $0.viewFactory = Factory() }) is Cell)
  }

  @Test func theBarsOwnFactoryComesFirstAndSetsTheSize() throws {
    final class Factory: ViewFactory {
      override func makePart<Slot: ComponentSlot>(_ slot: Slot.Type, for host: View) -> Slot.Part {
        slot.part(for: StoryGroupViewSlot.self) { Cell() } ?? super.makePart(slot, for: host)
      }
    }
    let bar = bar {
      $0.viewFactory = Factory()
      $0.storyGroupViewFactory = CardFactory()
    }
    #expect(bar.visibleCells[0] is CardGroupView, "the bar's own cell factory wins for its bar")
    #expect(bar.visibleCells[0]?.frame.size == CardFactory().size)
  }

  @Test func anInstalledFactoryIsTheAppsDefault() throws {
    let previous = ViewFactory.installed
    let (cell, _) = StoryKitLog.collectingWarnings {
      ViewFactory.install(BrandFactory())
      defer { ViewFactory.install(previous) }
      return bar().visibleCells[0] as? DefaultStoryGroupView
    }
    #expect(cell?.titleLabel is CapitalTitle)
    #expect(ViewFactory.installed === previous, "restored")
  }

  @Test func aSubclassReturnsItsOwnPartForItselfOnly() throws {
    let bar = bar { $0.components.storyGroupView = NameTagCell.self }
    let cell = try #require(bar.visibleCells[0] as? NameTagCell)
    #expect(cell.titleLabel is NameTag)
    #expect(cell.subviews.contains { $0 === cell.nameTag }, "the override is the part in the tree")
    #expect(!(try defaultCell(self.bar()).titleLabel is NameTag), "other cells keep theirs")
  }

  @Test func whatASubclassSetsInSetUpAppearanceStandsAsContentChanges() throws {
    let bar = bar { $0.components.storyGroupView = NameTagCell.self }
    let cell = try #require(bar.visibleCells[0] as? NameTagCell)
    let violet = [rgb(0x5856D6), rgb(0xAF52DE)]
    #expect(cell.ringView.unseenColors == violet)
    var groups = StoryBarViewTests.groups(6)
    groups[0].isSeen = true
    bar.content = .init(storyGroups: groups)
    groups[0].isSeen = false
    groups[0].title = "Renamed"
    bar.content = .init(storyGroups: groups)
    cell.willOpen()
    cell.didFinishOpening()
    #expect(cell.ringView.unseenColors == violet, "content, seen state and opening keep the subclass's ring")
    #expect(cell.ringView.colors == violet)
    #expect(cell.ringView.lineWidth == 4)
    bar.styling.size = .small
    #expect(cell.ringView.unseenColors == violet, "a styling change re-runs setUpAppearance, subclass last")
  }

  @Test func aCellsActionsReachItsListenerThenTheBar() throws {
    var heard: [String] = []
    var selected: [String] = []
    var longPressed: [String] = []
    let bar = bar()
    bar.onStoryGroupSelected = { selected.append($0.id) }
    bar.onStoryGroupLongPressed = { longPressed.append($0.id) }
    let cell = try #require(bar.visibleCells[1])
    cell.onAction = { cell, action in heard.append("\(cell.storyGroup?.id ?? "-") \(action)") }
    cell.send(.select)
    cell.send(.longPress)
    #expect(heard == ["g1 select", "g1 longPress"])
    #expect(selected == ["g1"] && longPressed == ["g1"])
    let skeleton = StoryGroupView()
    skeleton.onAction = { _, _ in heard.append("skeleton") }
    skeleton.send(.select)
    #expect(heard.count == 2, "a loading cell sends nothing")
  }

  @Test func populateViewIsTheLegacyShimOfUpdateContent() throws {
    final class Legacy: StoryGroupView {
      var shown: [String?] = []
      override func populateView(storyGroup: StoryGroup?) { shown.append(storyGroup?.id) }
    }
    final class Factory: StoryGroupViewFactory {
      func createView() -> StoryGroupView { Legacy() }
      var size: Size { Size(width: 80, height: 100) }
    }
    let bar = bar { $0.storyGroupViewFactory = Factory() }
    let cell = try #require(bar.visibleCells[0] as? Legacy)
    #expect(cell.shown == ["g0"])
    cell.content = cell.content
    #expect(cell.shown == ["g0"], "equal content does nothing")
  }
}
