/// Making parts, and telling the app's settings on a part from StoryKit's styling.
///
/// Every part of an SDK view is an `open` lazy property made through ``makePart(_:)``: the tree's
/// ``ViewFactory``, whose default is the part's ``Components`` slot.
///
/// A value the app sets on a part — in a factory, on a view it makes for a part of its own
/// (a `lazy var` override), or in code outside StoryKit's lifecycle and layout — is the
/// app's, as with UIKit's appearance proxies: StoryKit's styling (applied in
/// ``setUpAppearance()``, ``updateContent()`` and layout) fills only the values the app left
/// alone, and never overwrites one it set. The look a subclass sets in its own
/// `setUpAppearance()` after `super` applies as before: it comes last.
extension View {
  /// A new part for `slot`, made by this tree's ``viewFactory``.
  ///
  /// ```swift
  /// open lazy var titleLabel: Label = makePart(BannerTitleSlot.self)
  /// ```
  public func makePart<Slot: ComponentSlot>(_ slot: Slot.Type) -> Slot.Part {
    let depth = View.storyKitWriteDepth
    // What the factory sets is the app's, even when a lifecycle method asked for the part.
    View.storyKitWriteDepth = 0
    let part = viewFactory.makePart(slot, for: self)
    View.storyKitWriteDepth = depth
    part.isStoryKitPart = true
    return part
  }

  /// Whether the app set the style property `name` (`"font"`, `"lineWidth"`…) on this view, so
  /// StoryKit's styling leaves it alone.
  public func isStyleSetByApp(_ name: String) -> Bool { appStyledProperties.contains(name) }

  /// Hands the style properties the app set on this view back to StoryKit's styling; the next
  /// appearance pass styles them again.
  public func resetAppStyles() {
    appStyledProperties.removeAll()
    environmentDidChange()
  }

  /// Runs `body` as StoryKit's own code: what it writes to style properties of views in a tree
  /// is styling, which yields to what the app set. The lifecycle methods and layout run this way.
  public static func asStoryKit<Result>(_ body: () throws -> Result) rethrows -> Result {
    storyKitWriteDepth += 1
    defer { storyKitWriteDepth -= 1 }
    return try body()
  }

  /// Makes a part as StoryKit's own: what its initializer writes is styling too, though the new
  /// view is in no tree yet.
  static func constructing<Result>(_ body: () throws -> Result) rethrows -> Result {
    storyKitWriteDepth += 1
    constructionDepth += 1
    defer {
      storyKitWriteDepth -= 1
      constructionDepth -= 1
    }
    return try body()
  }

  /// Call first in the `didSet` of a style property (one StoryKit's styling writes and the app
  /// may set), with the property's name: records a write by the app, and answers whether
  /// StoryKit's styling may write it. When it answers `false`, put the old value back.
  ///
  /// ```swift
  /// public var lineWidth = 2.5 {
  ///   didSet {
  ///     guard acceptsStyleWrite(#function) else { return lineWidth = oldValue }
  ///     if lineWidth != oldValue { setNeedsDisplay() }
  ///   }
  /// }
  /// ```
  public func acceptsStyleWrite(_ name: String) -> Bool {
    // Outside StoryKit's code, or on a new view in no tree that StoryKit is not making (a view
    // an app makes for a part of its own, even while a lifecycle method asks for it): the app's.
    let isAppsView = !isStoryKitPart && superview == nil && lifecycle == .new && View.constructionDepth == 0
    guard View.storyKitWriteDepth > 0, !isAppsView else {
      appStyledProperties.insert(name)
      return true
    }
    // Most views hold no value of the app's: no lookup on the common path of layout and styling.
    return appStyledProperties.isEmpty || !appStyledProperties.contains(name)
  }
}
