/// StoryKit's own icon drawings, in a square.
enum StandardIcons {
  static func shapes(_ name: IconName, in rect: Rect) -> [IconShape] {
    []
  }
}
