/// Every string StoryKit draws or announces, by key: the SDK's one string table.
///
/// Each key's English text is here (``english``), and its translations are in StoryKitUI's
/// localized resources (`<language>.lproj/Localizable.strings`, and `Localizable.stringsdict` for
/// the plural keys). Read them through ``StoryKitStrings`` (``View/strings`` in a view); an app
/// replaces any of them with ``StringOverrides`` on its ``Appearance``. docs/localization.md lists
/// the keys and the languages.
///
/// A text with `%@` (or `%1$@`, `%2$@`) takes arguments, already formatted for the locale; a
/// plural key's forms take the count where `%lld` is.
public enum StoryKitStringKey: String, CaseIterable, Sendable, Hashable {
  // MARK: Shared controls and words

  /// A button or action that closes what is open (the player, a product card).
  case controlClose = "control.close"
  /// A button that shares the story.
  case controlShare = "control.share"
  /// A button showing the pin star, as spoken.
  case controlPinned = "control.pinned"
  /// A button showing the video camera, as spoken.
  case controlVideo = "control.video"
  /// A button that plays.
  case controlPlay = "control.play"
  /// A button or action that pauses.
  case controlPause = "control.pause"
  /// A button that turns the sound off.
  case controlMute = "control.mute"
  /// A button that turns the sound on.
  case controlUnmute = "control.unmute"
  /// A button that goes back one (a left chevron).
  case controlPrevious = "control.previous"
  /// A button that goes on one (a right chevron).
  case controlNext = "control.next"
  /// A button showing an upward chevron.
  case controlUp = "control.up"
  /// A button showing a downward chevron.
  case controlDown = "control.down"
  /// A story ring the user has seen, as spoken after its label.
  case ringSeen = "ring.seen"
  /// A story ring with a story the user has not seen, as spoken after its label.
  case ringNewStory = "ring.newStory"
  /// What joins the parts of a spoken label ("Travel, new stories, pinned"): ", " in English.
  case listSeparator = "list.separator"
  /// The button that adds a product to the cart (a product card, a swipe card's action).
  case addToCart = "product.addToCart"

  // MARK: The story bar

  /// The badge on a group that is live now.
  case liveBadge = "bar.liveBadge"
  /// A story group with stories the user has not seen, as spoken.
  case barNewStories = "bar.newStories"
  /// A story group the user has seen, as spoken.
  case barSeen = "bar.seen"
  /// A story group without a title, as spoken.
  case barUntitledGroup = "bar.untitledGroup"
  /// A pinned story group, as spoken.
  case barPinned = "bar.pinned"
  /// A live story group, as spoken.
  case barLive = "bar.live"
  /// A video story group, as spoken.
  case barVideo = "bar.video"

  // MARK: The player

  /// The notice over a story whose picture or video could not be loaded.
  case playerFailureNotice = "player.failureNotice"
  /// The notice over a video story in a build that cannot play video; it names the product that
  /// plays it.
  case playerVideoUnavailableNotice = "player.videoUnavailableNotice"
  /// The player's spoken title: the group's title and where the story is in it.
  case playerStoryPosition = "player.storyPosition"
  /// A story without a title, as its picture is spoken.
  case playerUntitledStory = "player.untitledStory"
  /// Where the story is in its group, spoken after the picture's label: "2 of 5".
  case playerStoryIndex = "player.storyIndex"
  /// The spinner while a story loads, as spoken.
  case playerLoading = "player.loading"
  /// The header's age of a story posted less than a minute ago.
  case headerPostedNow = "header.postedNow"
  /// The action that goes to the next story.
  case playerNextStory = "player.nextStory"
  /// The action that goes to the previous story.
  case playerPreviousStory = "player.previousStory"
  /// The action that goes to the next story group.
  case playerNextGroup = "player.nextGroup"
  /// The action that goes to the previous story group.
  case playerPreviousGroup = "player.previousGroup"
  /// The action that resumes a paused story.
  case playerResume = "player.resume"
  /// The action that opens the story's link.
  case playerOpenLink = "player.openLink"
  /// The player's like button, spoken as a toggle with its state.
  case playerLike = "player.like"

  // MARK: Interactive layers

  /// What a swipe-up prompt does, as spoken.
  case layerSwipeUpHint = "layer.swipeUpHint"
  /// The countdown's button that asks for a reminder.
  case layerRemindMe = "layer.remindMe"
  /// The countdown's button once the reminder is set; a tap cancels it.
  case layerReminderSet = "layer.reminderSet"
  /// A promo code's button, as spoken: "Copy promo code SUMMER20".
  case layerCopyPromoCode = "layer.copyPromoCode"
  /// What a promo code shows for a moment once its code was copied.
  case layerPromoCodeCopied = "layer.promoCodeCopied"
  /// What a promo code shows under its perforation, after the copy sign, until a tap copies it.
  case layerTapToCopy = "layer.tapToCopy"
  /// A poll, as spoken before its question.
  case layerPoll = "layer.poll"
  /// A quiz, as spoken before its question.
  case layerQuiz = "layer.quiz"
  /// An image quiz's picture without a caption, as spoken: "Option 2 of 3".
  case layerImageQuizOption = "layer.imageQuizOption"
  /// A rating slider, as spoken before its question.
  case layerRating = "layer.rating"
  /// The average of a rating slider's values, under its track and spoken after its value:
  /// "Average: 64%".
  case layerRatingAverage = "layer.ratingAverage"
  /// A poll's or a quiz's kind and its question, as spoken: "Poll: Which colour?".
  case layerKindAndQuestion = "layer.kindAndQuestion"
  /// A quiz option that is the right answer, as spoken once answered.
  case layerCorrectAnswer = "layer.correctAnswer"
  /// A quiz option that is not the right answer, as spoken once answered.
  case layerWrongAnswer = "layer.wrongAnswer"
  /// The poll option the user voted for, as spoken after its percentage.
  case layerYourVote = "layer.yourVote"
  /// What an emoji reaction does, as spoken.
  case layerReactHint = "layer.reactHint"
  /// What a product tag does, as spoken.
  case layerProductHint = "layer.productHint"
  /// A countdown whose time has come.
  case countdownEnded = "countdown.ended"
  /// The days left, as spoken: "2 days".
  case countdownDays = "countdown.days"
  /// The hours left, as spoken: "3 hours".
  case countdownHours = "countdown.hours"
  /// The minutes left, as spoken: "4 minutes".
  case countdownMinutes = "countdown.minutes"
  /// The seconds left, as spoken: "5 seconds".
  case countdownSeconds = "countdown.seconds"
  /// The word under the countdown's days, chosen by their number (which is drawn above it).
  case countdownDaysLabel = "countdown.daysLabel"
  /// The word under the countdown's hours, chosen by their number.
  case countdownHoursLabel = "countdown.hoursLabel"
  /// The word under the countdown's minutes, chosen by their number.
  case countdownMinutesLabel = "countdown.minutesLabel"
  /// The word under the countdown's seconds, chosen by their number.
  case countdownSecondsLabel = "countdown.secondsLabel"

  // MARK: The banner

  /// A banner page without a title, as spoken.
  case bannerUntitled = "banner.untitled"
  /// Where a banner page is, as spoken: "page 2 of 5".
  case bannerPagePosition = "banner.pagePosition"
  /// What activating a banner page with a link does, as spoken.
  case bannerLinkHint = "banner.linkHint"
  /// The action that shows the next banner page.
  case bannerNextPage = "banner.nextPage"
  /// The action that shows the previous banner page.
  case bannerPreviousPage = "banner.previousPage"

  // MARK: Swipe cards

  /// The end state's title, once every card is swiped away.
  case swipeCardEndTitle = "swipeCard.endTitle"
  /// The end state's line under its title.
  case swipeCardEndSubtitle = "swipeCard.endSubtitle"
  /// The end state's button that deals the cards again.
  case swipeCardEndButton = "swipeCard.endButton"
  /// The action that skips the top card (a left swipe).
  case swipeCardSkip = "swipeCard.skip"
  /// The action that likes the top card (a right swipe).
  case swipeCardLike = "swipeCard.like"
  /// Where the top card is, as spoken: "card 2 of 5".
  case swipeCardPosition = "swipeCard.position"
  /// What the swipes do on a card that a right swipe likes, as spoken.
  case swipeCardLikeHint = "swipeCard.likeHint"
  /// What the swipes do on a product card that a right swipe adds to the cart, as spoken.
  case swipeCardAddToCartHint = "swipeCard.addToCartHint"

  // MARK: The video feed

  /// The notice over an item whose video could not play.
  case videoFeedFailureNotice = "videoFeed.failureNotice"
  /// The line under the failure notice: a tap tries again.
  case videoFeedRetryNotice = "videoFeed.retryNotice"
  /// What a feed without items says.
  case videoFeedEmpty = "videoFeed.empty"
  /// An item without a title, as spoken.
  case videoFeedUntitled = "videoFeed.untitled"
  /// The kind of an item with a title, as spoken after it: "Surf lesson, video, 0:15".
  case videoFeedVideo = "videoFeed.video"
  /// Where an item is, as spoken: "item 2 of 5".
  case videoFeedItemPosition = "videoFeed.itemPosition"
  /// What activating an item whose video failed does, as spoken.
  case videoFeedRetryHint = "videoFeed.retryHint"
  /// What activating an item does, as spoken.
  case videoFeedOpenHint = "videoFeed.openHint"
  /// The action that opens one of an item's products: its title and price.
  case videoFeedProductAction = "videoFeed.productAction"
  /// The action that moves to the next item.
  case videoFeedNextVideo = "videoFeed.nextVideo"
  /// The action that moves to the previous item.
  case videoFeedPreviousVideo = "videoFeed.previousVideo"
}
