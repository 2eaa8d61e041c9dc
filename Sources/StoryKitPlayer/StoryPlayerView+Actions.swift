import Foundation
import StoryKit
import StoryKitLayers
import StoryKitUI

/// How a story's action was opened, for analytics.
public enum StoryActionSource: String, Sendable, Hashable {
  /// A button layer.
  case button
  /// A swipe up, or a tap on the swipe-up layer.
  case swipe
  /// Return.
  case key
  /// The app, or an assistive technology.
  case program
}

extension StoryPlayerView {
  /// The current story's action: its swipe-up layer's, else the story's own.
  public var currentStoryAction: ContentAction? {
    guard let story = playback?.story else { return nil }
    for layer in story.layers {
      if case .swipeUp(_, let action) = layer.kind { return action }
    }
    return story.action
  }

  /// Opens the current story's action (a swipe up, Return), if it has one.
  public func openStoryAction(from source: StoryActionSource = .program) {
    guard let action = currentStoryAction else { return }
    openAction(action, from: source)
  }

  /// Hands `action` to the ``delegate`` as ``actionDelivery`` says: after closing the player, or
  /// now with the player paused. With no delegate the action has nowhere to go: it is logged and
  /// playback goes on.
  public func openAction(_ action: ContentAction, from source: StoryActionSource) {
    guard let playback, !playback.isDismissed, let story = playback.story else { return }
    analytics?.recordAction(action, source: source, in: playback)
    guard delegate != nil else {
      StoryKitLog.warning("story \(story.id): action \(action.url) has no delegate to open it")
      return
    }
    switch actionDelivery {
    case .afterDismissal:
      pendingAction = (action, story)
      close(.action)
    case .whilePlaying:
      pause(.action)
      if deliver(action, from: story) == .rejected { resume(.action) }
    }
  }

  /// Delivers the action kept for after the player closed.
  func deliverPendingAction() {
    guard let (action, story) = pendingAction else { return }
    pendingAction = nil
    _ = deliver(action, from: story)
  }

  private func deliver(_ action: ContentAction, from story: Story) -> StoryActionResult {
    guard let delegate else { return .rejected }
    let result = delegate.storyPlayer(self, didClickAction: action, in: story)
    if result == .rejected {
      StoryKitLog.warning("story \(story.id): the app rejected action \(action.url)")
    }
    return result
  }

  /// A layer's interaction: actions go through ``openAction(_:from:)``; votes, answers, ratings,
  /// reactions, reminders and products are recorded and handed to the delegate.
  func handle(_ interaction: StoryLayerInteraction) {
    guard let playback, let story = playback.story else { return }
    let layer: JSONValue = interaction.layerID.map(JSONValue.string) ?? .null
    switch interaction {
    case .action(let action, let layerID):
      let swipeUp = story.layers.contains { layer in
        guard layer.id == layerID, case .swipeUp = layer.kind else { return false }
        return true
      }
      openAction(action, from: swipeUp ? .swipe : .button)
    case .pollVote(_, let option):
      analytics?.record(
        .pollAnswered, in: playback, properties: ["layerID": layer, "option": .number(Double(option))])
    case .quizAnswer(let layerID, let option, let isCorrect):
      var properties: JSONObject = [
        "layerID": layer, "option": .number(Double(option)), "correct": .bool(isCorrect),
      ]
      let isImageQuiz = story.layers.contains { layer in
        guard layer.id == layerID, case .imageQuiz = layer.kind else { return false }
        return true
      }
      if isImageQuiz { properties["kind"] = .string("image") }
      analytics?.record(.quizAnswered, in: playback, properties: properties)
    case .rating(let layerID, let value):
      analytics?.record(
        .ratingAnswered, in: playback, properties: ["layerID": layer, "value": .number(value)])
      delegate?.storyPlayer(self, didRate: value, layerID: layerID, in: story)
    case .reaction(_, let emoji):
      analytics?.record(.reacted, in: playback, properties: ["layerID": layer, "emoji": .string(emoji)])
    case .remindMe(_, let endDate):
      analytics?.record(.reminderRequested, in: playback, properties: ["layerID": layer])
      delegate?.storyPlayer(self, didRequestReminderFor: endDate, in: story)
    case .cancelReminder(_, let endDate):
      analytics?.record(.reminderCancelled, in: playback, properties: ["layerID": layer])
      delegate?.storyPlayer(self, didCancelReminderFor: endDate, in: story)
    case .promoCodeCopied(_, let code):
      analytics?.record(
        .promoCodeCopied, in: playback, properties: ["layerID": layer, "code": .string(code)])
    case .productSelected(let product, _):
      analytics?.record(
        .productSelected, in: playback, properties: ["layerID": layer, "productID": .string(product.id)])
      delegate?.storyPlayer(self, didSelectProduct: product, in: story)
    case .addToCart(let product, let quantity):
      analytics?.record(
        .addedToCart, in: playback,
        properties: [
          "productID": .string(product.id), "quantity": .number(Double(quantity)),
          "price": .string("\(product.price)"), "currency": .string(product.currency),
        ])
      delegate?.storyPlayer(self, didAddToCart: product, quantity: quantity, in: story)
    }
  }

}
