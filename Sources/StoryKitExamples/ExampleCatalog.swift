/// Every example scene, in gallery order.
public enum ExampleCatalog {
  /// The scenes the snapshot tests check and `storykit render --examples` writes.
  @MainActor public static var all: [ExampleScene] { [] }
}
