import StoryKit

/// The status badge of a ``StoryRingButton``: a disc in the theme's background colour (the
/// outline that sets it apart from the picture) holding a coloured dot or a small picture.
///
/// ```
///  ╭────╮   outline: outlineWidth, the appearance's background colour
///  │ ●  │   content: a dot of `status` colour, or its picture (round, aspect fill)
///  ╰────╯
/// ```
open class StatusBadgeView: View {
  /// What the badge shows; `nil` hides nothing by itself (the button hides the badge).
  public var status: StoryRingButton.Status? {
    didSet { if status != oldValue { contentDidChange() } }
  }

  /// The outline's width in points.
  public var outlineWidth: Double = 2 {
    didSet { if outlineWidth != oldValue { setNeedsLayout() } }
  }

  /// The badge's content, inset by ``outlineWidth``.
  open lazy var contentView: ImageView = makePart(ImageViewSlot.self)

  public required init(frame: Rect) {
    super.init(frame: frame)
    isUserInteractionEnabled = false
  }

  open override func setUpLayout() {
    super.setUpLayout()
    addSubview(contentView)
    contentView.contentMode = .aspectFill
  }

  open override func setUpAppearance() {
    super.setUpAppearance()
    backgroundColor = appearance.colors.background
  }

  open override func updateContent() {
    super.updateContent()
    switch status {
    case .color(let color):
      contentView.image = nil
      contentView.placeholderColor = color
    case .image(let image):
      contentView.image = image
      contentView.placeholderColor = nil
    case nil:
      contentView.image = nil
      contentView.placeholderColor = nil
    }
  }

  open override func layoutSubviews() {
    super.layoutSubviews()
    cornerRadius = min(bounds.width, bounds.height) / 2
    // A disc under the content rather than a border over it: no content colour fringes the outline.
    let outline = min(outlineWidth.isFinite ? max(0, outlineWidth) : 0, bounds.width / 2)
    let inner = Rect(origin: .zero, size: bounds.size).insetBy(dx: outline, dy: outline)
    contentView.frame = inner
    contentView.cornerRadius = inner.width / 2
  }
}
