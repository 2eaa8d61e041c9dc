import StoryKit
import StoryKitUI

/// How a page looks in one frame of a swipe: where it is, how it blends, what is shaded. Worked
/// out whole and set once, so a page's properties change only when its look does.
struct PagePose {
  var isRasterized: Bool
  var isHidden = false
  var transform = Transform.identity
  var projectiveTransform: ProjectiveTransform?
  /// How dark the face is, 0…1, from turning away from the light.
  var shade = 0.0
  var alpha = 1.0
  var cornerRadius = 0.0
  var clipsToBounds = false
  var chromeAlpha = 1.0

  /// Sets the pose on a page. The shade goes through the page's shade part: its colour tints the
  /// page's layer where it lands (nothing inside the page changes); a shade part of the app's own
  /// class is faded over the page instead, as it may draw anything.
  @MainActor func apply(to page: StoryPageView) {
    page.isHidden = isHidden
    page.isRasterized = isRasterized
    page.transform = transform
    page.projectiveTransform = projectiveTransform
    page.alpha = alpha
    page.cornerRadius = cornerRadius
    page.clipsToBounds = clipsToBounds
    page.chromeAlpha = chromeAlpha
    let shadeView = page.shadeView
    if type(of: shadeView) == PlayerShadeView.self, shadeView.subviews.isEmpty {
      let color = shadeView.backgroundColor ?? .black
      shadeView.alpha = 0
      page.layerShade = shade > 0 ? color.withAlpha(color.alpha * shade) : nil
    } else {
      page.layerShade = nil
      shadeView.alpha = shade
    }
  }
}
