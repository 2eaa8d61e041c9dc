import Foundation
import StoryKit
import StoryKitUI

extension StoryPlayerView {
  /// The actions an assistive technology offers on the story (its picture) and the header's
  /// title: next and previous story, next and previous group, pause or resume, the story's
  /// action when it has one, and close.
  public var storyAccessibilityActions: [AccessibilityCustomAction] {
    guard let playback, !playback.isDismissed else { return [] }
    let strings = strings
    var actions = [
      AccessibilityCustomAction(name: strings[.playerNextStory]) { [weak self] in
        self?.next(by: .program)
        return self != nil
      },
      AccessibilityCustomAction(name: strings[.playerPreviousStory]) { [weak self] in
        self?.previous(by: .program)
        return self != nil
      },
      AccessibilityCustomAction(name: strings[.playerNextGroup]) { [weak self] in
        self?.mutate { $0.nextGroup(by: .program, now: $1) }
        return self != nil
      },
      AccessibilityCustomAction(name: strings[.playerPreviousGroup]) { [weak self] in
        self?.mutate { $0.previousGroup(by: .program, now: $1) }
        return self != nil
      },
    ]
    let held = playback.pauseReasons.contains(.app)
    actions.append(
      AccessibilityCustomAction(name: strings[held ? .playerResume : .controlPause]) { [weak self] in
        held ? self?.resume(.app) : self?.pause(.app)
        return self != nil
      })
    if currentStoryAction != nil {
      actions.append(
        AccessibilityCustomAction(name: strings[.playerOpenLink]) { [weak self] in
          self?.openStoryAction(from: .program)
          return self != nil
        })
    }
    actions.append(
      AccessibilityCustomAction(name: strings[.controlClose]) { [weak self] in
        self?.close(.closed)
        return self != nil
      })
    return actions
  }

  /// Gives the current page's story and title their actions.
  func updateAccessibility() {
    let actions = storyAccessibilityActions
    // A page not set up yet has not made its parts: touching them now would make them outside
    // the page's tree, from the wrong components. The page gets its actions when it shows a story.
    for page in pages where page.isPrepared {
      let current = page === currentPage
      page.mediaView.accessibilityCustomActions = current ? actions : []
      page.headerView.titleLabel.accessibilityCustomActions = current ? actions : []
    }
  }
}
