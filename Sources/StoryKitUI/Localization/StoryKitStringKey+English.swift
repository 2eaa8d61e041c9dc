extension StoryKitStringKey {
  /// The English text: shown when the language in use has no translation, or when the strings
  /// bundle is missing. For a plural key, the format for many (its forms are in
  /// `en.lproj/Localizable.stringsdict`).
  public var english: String {
    switch self {
    case .controlClose: "Close"
    case .controlShare: "Share"
    case .controlPinned: "Pinned"
    case .controlVideo: "Video"
    case .controlPlay: "Play"
    case .controlPause: "Pause"
    case .controlMute: "Mute"
    case .controlUnmute: "Unmute"
    case .controlPrevious: "Previous"
    case .controlNext: "Next"
    case .controlUp: "Up"
    case .controlDown: "Down"
    case .ringSeen: "seen"
    case .ringNewStory: "new story"
    case .listSeparator: ", "
    case .addToCart: "Add to cart"
    case .liveBadge: "LIVE"
    case .barNewStories: "new stories"
    case .barSeen: "seen"
    case .barUntitledGroup: "Story"
    case .barPinned: "pinned"
    case .barLive: "live"
    case .barVideo: "video"
    case .playerFailureNotice: "This story could not be loaded"
    case .playerVideoUnavailableNotice: "Video needs StoryKitGStreamer"
    case .playerStoryPosition: "%1$@, story %2$@ of %3$@"
    case .playerUntitledStory: "Story"
    case .playerStoryIndex: "%1$@ of %2$@"
    case .playerLoading: "Loading"
    case .headerPostedNow: "now"
    case .playerNextStory: "Next story"
    case .playerPreviousStory: "Previous story"
    case .playerNextGroup: "Next group"
    case .playerPreviousGroup: "Previous group"
    case .playerResume: "Resume"
    case .playerOpenLink: "Open link"
    case .layerSwipeUpHint: "Swipe up or double-tap to open"
    case .layerRemindMe: "Remind me"
    case .layerPoll: "Poll"
    case .layerQuiz: "Quiz"
    case .layerImageQuizOption: "Option %1$@ of %2$@"
    case .layerRating: "Rating"
    case .layerRatingAverage: "Average: %@"
    case .layerKindAndQuestion: "%1$@: %2$@"
    case .layerCorrectAnswer: "correct answer"
    case .layerWrongAnswer: "wrong answer"
    case .layerYourVote: "your vote"
    case .layerReactHint: "React with"
    case .layerProductHint: "Opens the product"
    case .countdownEnded: "Ended"
    case .countdownDays: "%lld days"
    case .countdownHours: "%lld hours"
    case .countdownMinutes: "%lld minutes"
    case .countdownSeconds: "%lld seconds"
    case .countdownDaysLabel: "days"
    case .countdownHoursLabel: "hours"
    case .countdownMinutesLabel: "min"
    case .countdownSecondsLabel: "sec"
    case .bannerUntitled: "Banner"
    case .bannerPagePosition: "page %1$@ of %2$@"
    case .bannerLinkHint: "Opens the banner's link"
    case .bannerNextPage: "Next page"
    case .bannerPreviousPage: "Previous page"
    case .swipeCardEndTitle: "You're all caught up"
    case .swipeCardEndSubtitle: "Check back later for more."
    case .swipeCardEndButton: "Start over"
    case .swipeCardSkip: "Skip"
    case .swipeCardLike: "Like"
    case .swipeCardPosition: "card %1$@ of %2$@"
    case .swipeCardLikeHint: "Swipe right to like, left to skip"
    case .swipeCardAddToCartHint: "Swipe right to add to cart, left to skip"
    case .videoFeedFailureNotice: "This video could not be played"
    case .videoFeedRetryNotice: "Tap to try again"
    case .videoFeedEmpty: "No videos yet"
    case .videoFeedUntitled: "Video"
    case .videoFeedVideo: "video"
    case .videoFeedItemPosition: "item %1$@ of %2$@"
    case .videoFeedRetryHint: "Tries the video again"
    case .videoFeedOpenHint: "Opens the video full screen"
    case .videoFeedProductAction: "Product: %@"
    case .videoFeedNextVideo: "Next video"
    case .videoFeedPreviousVideo: "Previous video"
    }
  }

  /// Whether the text depends on a count (a `.stringsdict` entry, read with
  /// ``StoryKitStrings/plural(_:count:)``).
  public var isPlural: Bool {
    switch self {
    case .countdownDays, .countdownHours, .countdownMinutes, .countdownSeconds, .countdownDaysLabel,
      .countdownHoursLabel, .countdownMinutesLabel, .countdownSecondsLabel:
      true
    default: false
    }
  }
}
