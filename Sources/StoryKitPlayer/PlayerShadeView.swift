import StoryKit
import StoryKitUI

/// Black over a page, its ``View/alpha`` set by how far the page has turned away in the cube
/// transition, so the face turning from the light reads as a face of a cube.
open class PlayerShadeView: View {
  public required init(frame: Rect) {
    super.init(frame: frame)
    isUserInteractionEnabled = false
    backgroundColor = .black
  }
}
