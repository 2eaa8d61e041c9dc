import StoryKitUI

/// The shade under a video feed item's title and products: a ``StoryKitUI/TextScrimView``, clear
/// at the top, fading in over `fadeHeight`, then `color` down to the bottom, so white text reads
/// on any video. It takes no touches, so taps reach the item.
open class VideoFeedScrimView: TextScrimView {}
