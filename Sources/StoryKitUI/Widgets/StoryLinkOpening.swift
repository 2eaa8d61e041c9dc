import Foundation
import StoryKit

/// How a request to open a story ends: the story opened, or why not.
public typealias StoryOpenCompletion = @MainActor (Result<OpenedStory, StoryOpenError>) -> Void

/// Something that opens the story a ``StoryKit/StoryLink`` names, by ID or by deep link: the
/// widgets that open stories (``StoryOpening``) and the placement host. It implements
/// ``open(_:completion:)``; `open(groupID:storyID:completion:)` and `open(url:completion:)` come
/// with the protocol.
///
/// ```swift
/// opener.open(groupID: "spring-sale", storyID: "s2") { result in
///   if case .failure(let error) = result { log(error) }
/// }
/// opener.open(url: deepLink)   // myapp://stories?group=spring-sale&story=s2
/// ```
@MainActor
public protocol StoryLinkOpening: AnyObject {
  /// Opens `link`'s story; `completion` hears how it ended (a failure is also logged as a
  /// warning).
  func open(_ link: StoryLink, completion: StoryOpenCompletion?)
  /// Hears that `open(url:completion:)` was given a deep link that names no story, before its
  /// completion hears the ``StoryKit/StoryOpenError/malformedURL(_:reason:)``; does nothing by
  /// default (the placement host tells its delegate).
  func didRejectMalformedLink(_ error: StoryOpenError)
}

extension StoryLinkOpening {
  /// Opens story `storyID` of group `groupID`, or the group where a tap would (its first story
  /// not seen) when `storyID` is `nil`. See ``open(_:completion:)``.
  public func open(groupID: String, storyID: String? = nil, completion: StoryOpenCompletion? = nil) {
    open(StoryLink(groupID: groupID, storyID: storyID), completion: completion)
  }

  /// Opens the story a deep link names (see ``StoryKit/StoryLink``: `?group=<id>&story=<id>`); a
  /// malformed link fails at once with ``StoryKit/StoryOpenError/malformedURL(_:reason:)``.
  public func open(url: URL, completion: StoryOpenCompletion? = nil) {
    do throws(StoryOpenError) {
      open(try StoryLink(url: url), completion: completion)
    } catch {
      didRejectMalformedLink(error)
      StoryOpenWaiter.finish(completion, .failure(error))
    }
  }

  /// Does nothing: the completion hears the error.
  public func didRejectMalformedLink(_ error: StoryOpenError) {}
}
