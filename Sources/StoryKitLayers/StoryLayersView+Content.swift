import StoryKit

extension StoryLayersView {
  /// What a ``StoryLayersView`` shows: the layers, the products their tags name, and the scope
  /// their poll votes and quiz answers are kept under in the ``StoryLayersView/interactionStore``
  /// (the ``StoryInteractionKey/storyID`` of each key).
  ///
  /// The player sets ``StoryLayersView/story``, which makes one of these with the story's ID as
  /// the scope. Layers that belong to no story, such as a canvas widget's, come as a value of
  /// their own:
  ///
  /// ```swift
  /// layers.content = StoryLayersView.Content(
  ///   layers: canvas.layers, products: canvas.products, interactionScope: "canvas:home-top")
  /// ```
  public struct Content: Sendable, Hashable {
    /// The layers, back to front.
    public var layers: [ContentLayer]
    /// The products the product tags name; a tag whose product is not here is not drawn.
    public var products: [Product]
    /// What votes and answers are stored under, in place of a story ID: a story's ID, or a name
    /// that tells this set of layers apart from every story and every other set.
    public var interactionScope: String

    /// Creates content.
    public init(layers: [ContentLayer], products: [Product] = [], interactionScope: String) {
      self.layers = layers
      self.products = products
      self.interactionScope = interactionScope
    }

    /// A story's layers and products, scoped by the story's ID.
    public init(story: Story) {
      self.init(layers: story.layers, products: story.products, interactionScope: story.id)
    }
  }
}
