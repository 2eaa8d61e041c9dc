import Foundation
import StoryKit
import StoryKitUI

/// What the app makes of a story's action.
public enum StoryActionResult: Sendable, Hashable {
  /// The app opens it.
  case handled
  /// The app will not open it (an unknown deep link, say): the player resumes and logs it.
  case rejected
}

/// The app's side of the player: actions, products, reminders, ratings and sharing.
/// Held weakly; every method has a default that does nothing.
@MainActor
public protocol StoryPlayerDelegate: AnyObject {
  /// A story's action: `action.url` and `action.payload`, from `story`.
  func storyPlayer(
    _ player: StoryPlayerView, didClickAction action: ContentAction, in story: Story
  )
    -> StoryActionResult
  /// The user tapped a product tag; the product card is showing.
  func storyPlayer(_ player: StoryPlayerView, didSelectProduct product: Product, in story: Story)
  /// The user added a product to the cart from its card.
  func storyPlayer(_ player: StoryPlayerView, didAddToCart product: Product, quantity: Int, in story: Story)
  /// The user asked to be reminded when a countdown ends.
  func storyPlayer(_ player: StoryPlayerView, didRequestReminderFor endDate: Date, in story: Story)
  /// The user cancelled the reminder they had set on a countdown (a second tap on its button).
  func storyPlayer(_ player: StoryPlayerView, didCancelReminderFor endDate: Date, in story: Story)
  /// The user rated with the rating slider `layerID`: `value` from 0 (the leading end) to 1 (the
  /// trailing end), in thousandths. Called on every release (the user may rate again).
  func storyPlayer(_ player: StoryPlayerView, didRate value: Double, layerID: String, in story: Story)
  /// The share button, before ``storyPlayer(_:didShare:)`` existed: the app shows its share sheet
  /// for the story. Called by the default ``storyPlayer(_:didShare:)`` only.
  func storyPlayer(_ player: StoryPlayerView, didShare story: Story, in group: StoryGroup)
  /// The share button: the app shows its share sheet for the story, its link and its picture
  /// (``StoryKitUI/View/storySharing`` says which). By default it calls
  /// ``storyPlayer(_:didShare:in:)``.
  func storyPlayer(_ player: StoryPlayerView, didShare share: StoryShare)
  /// The like button: the user liked `story` (`isLiked`), or took the like back.
  func storyPlayer(_ player: StoryPlayerView, didChangeLike isLiked: Bool, for story: Story)
}

extension StoryPlayerDelegate {
  public func storyPlayer(
    _ player: StoryPlayerView, didClickAction action: ContentAction, in story: Story
  )
    -> StoryActionResult
  { .handled }
  public func storyPlayer(_ player: StoryPlayerView, didSelectProduct product: Product, in story: Story) {}
  public func storyPlayer(
    _ player: StoryPlayerView, didAddToCart product: Product, quantity: Int, in story: Story
  ) {}
  public func storyPlayer(_ player: StoryPlayerView, didRequestReminderFor endDate: Date, in story: Story) {}
  public func storyPlayer(_ player: StoryPlayerView, didCancelReminderFor endDate: Date, in story: Story) {}
  public func storyPlayer(_ player: StoryPlayerView, didRate value: Double, layerID: String, in story: Story)
  {}
  public func storyPlayer(_ player: StoryPlayerView, didShare story: Story, in group: StoryGroup) {}
  /// Calls ``storyPlayer(_:didShare:in:)``, so a delegate written for it keeps working.
  public func storyPlayer(_ player: StoryPlayerView, didShare share: StoryShare) {
    storyPlayer(player, didShare: share.story, in: share.group)
  }
  public func storyPlayer(_ player: StoryPlayerView, didChangeLike isLiked: Bool, for story: Story) {}
}
