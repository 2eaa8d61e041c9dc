import StoryKitUI

/// The shade under a banner page's text: a ``StoryKitUI/TextScrimView``, clear at the top, fading
/// in over `fadeHeight`, then `color` all the way down, so white text reads on any picture.
///
/// The page places it so the fade ends above its title: the text never sits on the fade.
open class BannerScrimView: TextScrimView {}
