import StoryKit
import StoryKitUI

/// ``ImageView`` examples: the four content modes and the placeholder.
///
/// A canvas draws only the images its backend decodes, so the content-mode scene takes the image
/// as a parameter: a caller with a backend decodes ``SampleImage``'s pixels and passes the result.
@MainActor
enum ImageViewExamples {
  /// The image scenes, in gallery order, showing `image`.
  static func all(image: any CanvasImage) -> [ExampleScene] { [contentModes(image: image), placeholder] }

  /// The scenes that need no image.
  static var imageFree: [ExampleScene] { [placeholder] }

  /// The name of the content-mode scene.
  nonisolated static let contentModesName = "image-content-modes"

  /// One image in four square frames, one per content mode, each captioned.
  ///
  /// With ``SampleImage`` (100 × 60 pt, wider than the 80 pt frames): `scaleToFill` squashes it,
  /// `aspectFit` letterboxes it, `aspectFill` cuts its sides, `center` shows its middle unscaled.
  static func contentModes(image: any CanvasImage) -> ExampleScene {
    ExampleScene(name: contentModesName, size: Size(width: 236, height: 256)) {
      let root = ExampleRoot()
      let modes: [(String, ContentMode)] = [
        ("scaleToFill", .scaleToFill), ("aspectFit", .aspectFit), ("aspectFill", .aspectFill),
        ("center", .center),
      ]
      VContainer(spacing: 12) {
        for row in [modes[0..<2], modes[2..<4]] {
          HContainer(spacing: 12, distribution: .fillEqually) {
            for (name, mode) in row {
              VContainer(spacing: 4, alignment: .center) {
                framedImage(image, mode: mode)
                Example.caption(name, alignment: .center)
              }
            }
          }
        }
        Spacer()
      }
      .embedToMargins(in: root)
      return root
    }
  }

  /// Image views without an image: the appearance's skeleton colour, a custom placeholder colour,
  /// and a round avatar-sized placeholder.
  static let placeholder = ExampleScene(name: "image-placeholder", size: Size(width: 260, height: 124)) {
    let custom = ImageView()
    custom.cornerRadius = 12
    let avatar = ImageView()
    avatar.cornerRadius = 32
    let plain = ImageView()
    plain.cornerRadius = 8
    let captioned: [(String, ImageView)] = [("default", plain), ("custom", custom), ("round", avatar)]
    let root = ExampleRoot { appearance in
      custom.placeholderColor = appearance.colors.accent.withAlpha(0.35)
    }
    HContainer(spacing: 12, distribution: .fillEqually, alignment: .top) {
      for (name, view) in captioned {
        VContainer(spacing: 4, alignment: .center) {
          view.width(64).height(64)
          Example.caption(name, alignment: .center)
        }
      }
    }
    .embedToMargins(in: root)
    return root
  }

  /// An image view on the secondary background with a hairline outline, so letterboxing shows.
  private static func framedImage(_ image: any CanvasImage, mode: ContentMode) -> View {
    let view = ThemedImageView()
    view.image = image
    view.contentMode = mode
    view.cornerRadius = 6
    return view.width(80).height(80)
  }
}

/// An image view whose empty area and outline follow the appearance.
private final class ThemedImageView: ImageView {
  override func setUpAppearance() {
    super.setUpAppearance()
    backgroundColor = appearance.colors.secondaryBackground
    border = Border(width: 1, color: appearance.colors.separator)
  }
}

/// The pixels of the example image: a diagonal gradient with a grid, a filled circle and an
/// orange marker in the top-left corner, so scaling, cropping and any unwanted mirroring show. The
/// edges are gradient, not grid lines, so paint leaking past the image (into a letterbox) shows too.
///
/// StoryKitExamples knows no image format; a caller with a backend turns these pixels into an
/// image, e.g. with StoryKitCairo:
///
/// ```swift
/// let pixels = PixelBuffer(width: SampleImage.pixelWidth, height: SampleImage.pixelHeight,
///                          rgba: SampleImage.rgba())
/// let image = try ImageDecoder().decode(Data(pixels.pngData()), scale: SampleImage.scale)
/// ```
public enum SampleImage {
  /// Width in pixels.
  public static let pixelWidth = 200
  /// Height in pixels.
  public static let pixelHeight = 120
  /// Pixels per point: the image is 100 × 60 points.
  public static let scale = 2.0

  /// Straight RGBA bytes, row by row, four per pixel.
  public static func rgba() -> [UInt8] {
    var bytes = [UInt8](repeating: 255, count: pixelWidth * pixelHeight * 4)
    let circleCenter = (x: Double(pixelWidth) * 0.62, y: Double(pixelHeight) * 0.5)
    let radius = Double(pixelHeight) * 0.28
    for y in 0..<pixelHeight {
      for x in 0..<pixelWidth {
        let t = (Double(x) / Double(pixelWidth - 1) + Double(y) / Double(pixelHeight - 1)) / 2
        // Violet (top left) to amber (bottom right).
        var red = 0.36 + (0.98 - 0.36) * t
        var green = 0.18 + (0.72 - 0.18) * t
        var blue = 0.86 + (0.20 - 0.86) * t
        if x % 20 >= 9 && x % 20 < 11 || y % 20 >= 9 && y % 20 < 11 {
          (red, green, blue) = (1, 1, 1)
        }
        let dx = Double(x) + 0.5 - circleCenter.x
        let dy = Double(y) + 0.5 - circleCenter.y
        if dx * dx + dy * dy <= radius * radius {
          (red, green, blue) = (1, 1, 1)
        }
        if x >= 8, x < 40, y >= 8, y < 40 {
          (red, green, blue) = (0.95, 0.42, 0.05)
        }
        let index = (y * pixelWidth + x) * 4
        bytes[index] = UInt8((red * 255).rounded())
        bytes[index + 1] = UInt8((green * 255).rounded())
        bytes[index + 2] = UInt8((blue * 255).rounded())
      }
    }
    return bytes
  }
}
