/// Draws a ``VideoPlayer``'s current frame over its bounds.
///
/// Until the player has a frame the view draws nothing, so a poster behind it shows through;
/// when the player buffers, pauses or seeks, the last frame stays. The view does not take the
/// player's ``VideoPlayer/onChange`` (its owner does): the owner calls ``frameDidChange()``, or
/// ``View/setNeedsDisplay()``, when the player reports a new frame.
///
/// ```swift
/// let frames = VideoFrameView()
/// frames.player = player
/// player.onChange = { change in
///   if change.contains(.frame) { frames.frameDidChange() }
/// }
/// ```
open class VideoFrameView: View {
  /// The player whose frame is drawn; held weakly (its owner keeps it).
  public weak var player: (any VideoPlayer)? {
    didSet { setNeedsDisplay() }
  }

  /// How the frame fills the bounds: ``ContentMode/aspectFill`` (the default, as stories fill the
  /// screen) or ``ContentMode/aspectFit`` to letterbox.
  public var contentMode = ContentMode.aspectFill {
    didSet { if contentMode != oldValue { setNeedsDisplay() } }
  }

  /// Whether a frame is there to draw.
  public var hasFrame: Bool { player?.currentFrame != nil }

  /// Creates the view; it takes no touches, so they reach the views under it.
  public required init(frame: Rect) {
    super.init(frame: frame)
    isUserInteractionEnabled = false
  }

  /// Marks the view for redrawing after the player reported a new frame.
  public func frameDidChange() {
    setNeedsDisplay()
  }

  open override func draw(in canvas: Canvas) {
    guard let frame = player?.currentFrame, bounds.width > 0, bounds.height > 0 else { return }
    canvas.save()
    canvas.clip(to: .rect(bounds))
    canvas.draw(frame, in: bounds, contentMode: contentMode)
    canvas.restore()
  }
}
