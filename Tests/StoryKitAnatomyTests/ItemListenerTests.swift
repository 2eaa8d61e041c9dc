import Foundation
import StoryKit
import StoryKitBanner
import StoryKitStoryBar
import StoryKitSwipeCard
import StoryKitUI
import StoryKitVideoFeed
import Testing

/// Every widget's item views report their own controls through one mechanism: `send(_:)`, heard
/// first by the `onAction` listener a factory sets, then by the widget.
@MainActor
@Suite struct ItemListenerTests {
  /// A factory that listens to every item view it makes, as a view listener does.
  final class ListeningFactory: ViewFactory {
    var heard: [String] = []

    override func makePart<Slot: ComponentSlot>(_ slot: Slot.Type, for host: View) -> Slot.Part {
      let part = super.makePart(slot, for: host)
      switch part {
      case let cell as StoryGroupView:
        cell.onAction = { [weak self] cell, action in
          self?.heard.append("cell \(cell.storyGroup?.id ?? "-") \(action)")
        }
      case let page as BannerItemView:
        page.onAction = { [weak self] page, action in
          self?.heard.append("page \(page.content?.item.id ?? "-") \(action)")
        }
      case let card as SwipeCardView:
        card.onAction = { [weak self] card, action in
          self?.heard.append("card \(card.content?.card.id ?? "-") \(action)")
        }
      case let end as SwipeCardEndView:
        end.onAction = { [weak self] _, action in self?.heard.append("end \(action)") }
      case let item as VideoFeedItemView:
        item.onAction = { [weak self] item, action in
          switch action {
          case .select: self?.heard.append("item \(item.content?.item.id ?? "-") select")
          case .selectProduct(let product): self?.heard.append("item product \(product.id)")
          }
        }
      default: break
      }
      return part
    }
  }

  func laidOut(_ view: View, _ size: Size) -> View {
    let root = View(frame: Rect(origin: .zero, size: size))
    root.addSubview(view)
    view.pin()
    root.layoutIfNeeded()
    return root
  }

  func tap(_ root: View, at point: Point, time: Double = 0) {
    let dispatcher = PointerDispatcher(root: root)
    dispatcher.dispatch(PointerEvent(.down, at: point, time: time))
    dispatcher.dispatch(PointerEvent(.up, at: point, time: time + 0.05))
  }

  @Test func aBarCellsTapIsHeardBeforeTheBarOpensTheGroup() throws {
    let factory = ListeningFactory()
    var opened: [String] = []
    let bar = AnatomyScenes.storyBar { $0.viewFactory = factory }
    bar.onStoryGroupSelected = { opened.append($0.id + " after \(factory.heard.count) heard") }
    let root = laidOut(bar, AnatomyScenes.Widget.storyBar.size)
    let cell = try #require(bar.visibleCells[0])
    tap(root, at: cell.convert(Point(x: cell.bounds.midX, y: 30), to: root))
    #expect(factory.heard == ["cell \(cell.storyGroup?.id ?? "") select"])
    #expect(opened == ["\(cell.storyGroup?.id ?? "") after 1 heard"])
  }

  @Test func aBannerPagesTapIsHeardBeforeTheBanner() {
    let factory = ListeningFactory()
    var selected: [String] = []
    let banner = AnatomyScenes.banner { $0.viewFactory = factory }
    banner.onItemSelected = { selected.append($0.id) }
    let root = laidOut(banner, AnatomyScenes.Widget.banner.size)
    tap(root, at: Point(x: 195, y: 100))
    let first = banner.items.first?.id ?? ""
    #expect(factory.heard == ["page \(first) select"] && selected == [first])
  }

  @Test func aSwipeCardsSwipeAndTheEndStatesButtonAreHeard() {
    let factory = ListeningFactory()
    var swiped: [String] = []
    let stack = AnatomyScenes.swipeCards { $0.viewFactory = factory }
    stack.onCardSwiped = { card, _ in swiped.append(card.id) }
    _ = laidOut(stack, AnatomyScenes.Widget.swipeCard.size)
    let first = stack.cards.first?.id ?? ""
    stack.swipeTopCard(.left)
    #expect(
      factory.heard == ["card \(first) swipe(StoryKitSwipeCard.SwipeDirection.left)"] && swiped == [first])
    while stack.topCard != nil { stack.swipeTopCard(.right) }
    stack.layoutIfNeeded()
    stack.endView.button.sendTap()
    #expect(factory.heard.last == "end restart" && stack.topCard?.id == first, "the stack dealt again")
  }

  @Test func aVideoItemsProductChipIsHeardBeforeTheFeed() throws {
    let factory = ListeningFactory()
    var products: [String] = []
    let feed = AnatomyScenes.videoFeed { $0.viewFactory = factory }
    feed.onProductSelected = { product, _ in products.append(product.id) }
    let root = laidOut(feed, AnatomyScenes.Widget.videoFeed.size)
    let index = try #require(feed.items.firstIndex { !$0.products.isEmpty })
    feed.scroll(to: index, animated: false)
    root.layoutIfNeeded()
    let chip = try #require(feed.visibleItemViews[index]?.productViews.first)
    tap(root, at: chip.convert(Point(x: chip.bounds.midX, y: chip.bounds.midY), to: root))
    let product = feed.items[index].products[0].id
    #expect(factory.heard == ["item product \(product)"] && products == [product])
  }
}
