// docs/layers.md's examples, compiled by the tests.
import Foundation
import StoryKit
import StoryKitLayers
import StoryKitPlayer
import StoryKitUI

/// A stand-in for the app's cart in the examples.
@MainActor
final class Cart {
  private(set) var items: [(Product, Int)] = []
  func add(_ product: Product, quantity: Int) { items.append((product, quantity)) }
}

@MainActor
func addLayers(for story: Story, over storyView: View, votesURL: URL) -> StoryLayersView {
  let layers = StoryLayersView(frame: storyView.bounds)
  layers.interactiveFont = FontDescriptor(family: "Avenir Next", size: 17, weight: .semibold)
  layers.interactionStore = FileStoryInteractionStore(fileURL: votesURL)
  layers.userID = "user-42"
  layers.story = story
  storyView.addSubview(layers)
  return layers
}

@MainActor
func listen(to layers: StoryLayersView, player: StoryPlayerView, cart: Cart) {
  layers.onInteraction = { interaction in
    switch interaction {
    case .action(let action, _):
      player.pause()
      print("open", action.url, action.payload)
    case .pollVote(let layerID, let option):
      print("voted", option, "in", layerID)
    case .quizAnswer(let layerID, let option, let isCorrect):
      print("answered", option, "in", layerID, isCorrect ? "right" : "wrong")
    case .rating(let layerID, let value):
      print("rated", layerID, value)
    case .reaction(_, let emoji):
      print("reacted", emoji)
    case .remindMe(let layerID, let endDate):
      print("remind about", layerID, "at", endDate)
    case .cancelReminder(let layerID, _):
      print("no reminder for", layerID)
    case .promoCodeCopied(_, let code):
      print("copied", code)
    case .productSelected(let product, _):
      print("looking at", product.title)
    case .addToCart(let product, let quantity):
      cart.add(product, quantity: quantity)
    }
  }
  layers.onSheetChange = { isOpen in
    if isOpen { player.pause(.sheet) } else { player.resume(.sheet) }
  }
}

@MainActor
func swipedUp(on layers: StoryLayersView) {
  guard layers.swipeUpAction != nil else { return }
  layers.performSwipeUp()
}

struct ServerPollResults: PollResultsProviding {
  let counts: [String: [Int]]

  func voteCounts(forPoll layerID: String, in story: Story) async throws -> [Int] {
    counts[layerID] ?? []
  }
}

struct ServerRatings: PollResultsProviding {
  let averages: [String: Double]

  func voteCounts(forPoll layerID: String, in story: Story) async throws -> [Int] { [] }

  func averageRating(forRating layerID: String, in story: Story) async throws -> Double? {
    averages[layerID]
  }
}

@MainActor
func freezeTime(of layers: StoryLayersView) {
  layers.currentDate = { Date(timeIntervalSince1970: 1_780_315_200) }
}
