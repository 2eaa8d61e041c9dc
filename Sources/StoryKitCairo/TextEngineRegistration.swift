import CStoryKitCairoLoad
import StoryKitUI

/// Called as the program loads (Sources/CStoryKitCairoLoad): Pango becomes the platform's text
/// engine, so labels measured before any bitmap exists measure as they will draw, and Cairo the
/// platform's renderer of view pictures (a story's share image).
@_cdecl("storykit_cairo_register_text_engine")
func registerPangoAsPlatformTextEngine() {
  PlatformTextEngine.register { PangoTextEngine.shared }
  PlatformViewImageRenderer.register(CairoViewImageRenderer())
}
