import StoryKitUI

/// Every example scene, in gallery order: labels, image views, stacks, a thread list layout, icons,
/// decorations.
///
/// StoryKitExamples draws through ``Canvas`` only and cannot decode images, so the scenes that show
/// an image take it from the caller: ``all(image:)`` is the whole gallery, ``all`` the scenes that
/// need no image. Make the image from ``SampleImage``'s pixels with the backend at hand.
public enum ExampleCatalog {
  /// The scenes that need no image, in gallery order.
  @MainActor public static var all: [ExampleScene] {
    LabelExamples.all + ImageViewExamples.imageFree + StackExamples.all + ThreadListExamples.all
      + IconExamples.all + DecorationExamples.all
  }

  /// Every scene, in gallery order; the image scenes show `image` (normally ``SampleImage``).
  @MainActor public static func all(image: any CanvasImage) -> [ExampleScene] {
    LabelExamples.all + ImageViewExamples.all(image: image) + StackExamples.all + ThreadListExamples.all
      + IconExamples.all + DecorationExamples.all
  }

  /// The names of the scenes that show the caller's image.
  public static let imageSceneNames = [ImageViewExamples.contentModesName]
}
