import Foundation
import StoryKit

/// A picture, placed by a content mode; a placeholder shows while it has none.
///
/// ```
/// ┌────────────┐
/// │  image or  │  contentMode: scaleToFill, aspectFit, aspectFill (default), center
/// │ placeholder│  clipped to the (rounded) bounds
/// └────────────┘
/// ```
///
/// Give it an ``image``, or a URL to load through the environment's ``View/imageLoader``:
///
/// ```swift
/// imageView.setImage(url: group.iconURL, placeholder: monogram, transition: .fadeIn(0.2))
/// ```
///
/// - **Only what is drawn loads.** The request starts once the view is in a prepared tree and
///   laid out at a size (or is measured, which needs the picture's size), at its own size times
///   ``View/displayScale`` in pixels, so the decoder downsamples to what is shown.
/// - **From memory at once.** A picture the loader has in memory shows in the same frame, with no
///   transition.
/// - **Reuse-safe.** Setting another URL, or none, cancels the request in flight; a late answer
///   for an old URL is dropped. Setting the URL already shown keeps the picture. Hiding the view
///   or an ancestor (a pooled cell) withdraws the request; showing it again resumes it.
/// - **Failures show the placeholder** (``placeholder`` over ``placeholderColor``), and
///   ``loadState`` says what went wrong.
/// - **Arrival** redraws the view through ``View/setNeedsDisplay()``. If the placeholder was
///   already drawn, the picture fades in over the transition's duration on the view's clock (at
///   once under Reduce Motion); one that arrives before the first frame just shows.
open class ImageView: View {
  /// How an arriving picture replaces the placeholder.
  public enum Transition: Sendable, Hashable {
    /// At once.
    case none
    /// Fading in over `seconds` (none under Reduce Motion).
    case fadeIn(Double)

    /// The default: a 0.2 s fade.
    public static let `default` = Transition.fadeIn(0.2)
  }

  /// Where a URL load stands.
  public enum LoadState: Sendable, Equatable {
    /// No URL.
    case idle
    /// Waiting to be laid out, or for the loader.
    case loading(URL)
    /// The picture from the URL shows.
    case loaded(URL)
    /// The URL gave no picture; the placeholder shows.
    case failed(ImageLoadingError)
  }

  /// The picture; `nil` shows the placeholder. Setting it stops a URL load in flight.
  public var image: (any CanvasImage)? {
    get { storedImage }
    set {
      cancelLoad()
      url = nil
      loadState = .idle
      storedImage = newValue
      fadeStart = nil
    }
  }

  /// Where the picture comes from; `nil` leaves ``image`` to the app.
  public var url: URL? {
    didSet {
      guard url != oldValue else { return }
      loadIfPossible()
    }
  }

  /// How an arriving picture replaces the placeholder (default ``Transition/default``).
  public var transition: Transition = .default

  /// Shown while there is no picture (loading or failed), placed like the picture would be.
  public var placeholder: (any CanvasImage)? {
    didSet { if storedImage == nil { setNeedsDisplay() } }
  }

  /// How the picture fits the bounds.
  public var contentMode: ContentMode = .aspectFill {
    didSet {
      guard acceptsStyleWrite(#function) else { return contentMode = oldValue }
      if contentMode != oldValue { setNeedsDisplay() }
    }
  }

  /// The colour shown while there is no image; `nil` uses the appearance's skeleton colour.
  public var placeholderColor: Color? {
    didSet {
      guard acceptsStyleWrite(#function) else { return placeholderColor = oldValue }
      if placeholderColor != oldValue { setNeedsDisplay() }
    }
  }

  /// Where the URL load stands.
  public internal(set) var loadState: LoadState = .idle

  var storedImage: (any CanvasImage)? {
    didSet {
      drewPictureInFull = false
      invalidateMeasurement()
      setNeedsDisplay()
    }
  }
  /// Whether the last draw showed the stored picture at full opacity (arrived and faded in).
  var drewPictureInFull = false
  /// The URL and size of the request in flight.
  var loadingRequest: ImageRequest?
  var loadTask: Task<Void, Never>?
  /// The URL of the picture shown, and the pixel size it was requested at.
  var loadedRequest: ImageRequest?
  /// When the shown picture began to fade in, on ``View/clock``.
  var fadeStart: Double?
  /// Whether the placeholder has been drawn since the URL was set: only then does an arriving
  /// picture fade in (one that arrives before the first frame just shows).
  var placeholderWasDrawn = false

  public required init(frame: Rect) {
    super.init(frame: frame)
    clipsToBounds = true
    accessibilityTraits = .image
  }

  deinit {
    loadTask?.cancel()
  }

  /// Sets the URL, the placeholder and the transition at once.
  public func setImage(url: URL?, placeholder: (any CanvasImage)? = nil, transition: Transition = .default) {
    self.placeholder = placeholder
    self.transition = transition
    self.url = url
  }

  open override func setUp() {
    super.setUp()
    loadIfPossible()
  }

  open override func layoutSubviews() {
    super.layoutSubviews()
    if case .loading = loadState, loadTask == nil { loadIfPossible() }
  }

  open override func sizeThatFits(_ proposal: Size) -> Size {
    if storedImage == nil, case .loading = loadState, loadTask == nil { loadIfPossible(measuring: true) }
    return storedImage?.size ?? .zero
  }

  open override func draw(in canvas: Canvas) {
    guard let image = storedImage else {
      drawPlaceholder(in: canvas)
      return
    }
    let opacity = fadeOpacity(now: clock.now)
    drewPictureInFull = opacity >= 1
    if opacity < 1 {
      drawPlaceholder(in: canvas)
      canvas.beginLayer(alpha: opacity)
      canvas.draw(image, in: bounds, contentMode: contentMode)
      canvas.endLayer()
    } else {
      canvas.draw(image, in: bounds, contentMode: contentMode)
    }
  }

  open override func nextFrameTime(now: Double) -> Double? {
    fadeOpacity(now: now) < 1 ? now : nil
  }

  private func drawPlaceholder(in canvas: Canvas) {
    if storedImage == nil {
      placeholderWasDrawn = true
      drewPictureInFull = false
    }
    canvas.fill(
      .roundedRect(bounds, cornerRadius: cornerRadius),
      with: .solid(placeholderColor ?? appearance.colors.skeleton))
    if let placeholder { canvas.draw(placeholder, in: bounds, contentMode: contentMode) }
  }

  /// The picture's opacity during its fade-in: 1 once done, or without a fade.
  func fadeOpacity(now: Double) -> Double {
    guard let fadeStart, case .fadeIn(let seconds) = transition, seconds > 0, !isReduceMotionEnabled else {
      return 1
    }
    let progress = (now - fadeStart) / seconds
    return progress.isFinite ? min(1, max(0, progress)) : 1
  }

  /// When the picture's fade-in ends, on ``View/clock``; `nil` when it is not fading in at `now`.
  func fadeInEnd(now: Double) -> Double? {
    guard fadeOpacity(now: now) < 1, let fadeStart, case .fadeIn(let seconds) = transition else { return nil }
    return fadeStart + seconds
  }

  /// Hidden (a pooled cell): the request is withdrawn; shown again: it resumes.
  override func visibilityDidChange() {
    super.visibilityDidChange()
    if isHiddenInTree {
      if loadTask != nil {
        cancelLoad()
        loadState = url.map { .loading($0) } ?? .idle
      }
    } else if case .loading = loadState, loadTask == nil {
      loadIfPossible()
    }
  }

  override func imageLoaderDidChange() {
    super.imageLoaderDidChange()
    loadIfPossible(force: storedImage == nil)
  }
}
