import Foundation
import StoryKit

/// A picture, placed by a content mode; a placeholder colour fills it while it has no image.
///
/// ```
/// ┌────────────┐
/// │  image or  │  contentMode: scaleToFill, aspectFit, aspectFill (default), center
/// │ placeholder│  clipped to the (rounded) bounds
/// └────────────┘
/// ```
///
/// Give it an ``image``, or a ``url`` to load through the environment's ``View/imageLoader``:
/// the picture is loaded once the view is in a prepared tree (from memory at once when the loader
/// has it), the placeholder shows meanwhile and whenever loading fails, and an arriving picture
/// redraws the view. Changing the URL cancels the load in flight; setting the URL it already shows
/// keeps the picture.
open class ImageView: View {
  /// The picture; `nil` shows the placeholder. Setting it stops a ``url`` load in flight.
  public var image: (any CanvasImage)? {
    get { storedImage }
    set {
      cancelLoad()
      loadedURL = nil
      storedImage = newValue
    }
  }

  /// Where the picture comes from; `nil` leaves ``image`` to the app.
  public var url: URL? {
    didSet {
      guard url != oldValue else { return }
      loadIfPossible()
    }
  }

  /// How the picture fits the bounds.
  public var contentMode: ContentMode = .aspectFill {
    didSet { if contentMode != oldValue { setNeedsDisplay() } }
  }

  /// The colour shown while there is no image; `nil` uses the appearance's skeleton colour.
  public var placeholderColor: Color? {
    didSet { if placeholderColor != oldValue { setNeedsDisplay() } }
  }

  private var storedImage: (any CanvasImage)? {
    didSet { invalidateMeasurement() }
  }
  private var loadedURL: URL?
  private var loadingURL: URL?
  private var loadTask: Task<Void, Never>?

  public required init(frame: Rect) {
    super.init(frame: frame)
    clipsToBounds = true
    accessibilityTraits = .image
  }

  deinit {
    loadTask?.cancel()
  }

  open override func setUp() {
    super.setUp()
    loadIfPossible()
  }

  open override func sizeThatFits(_ proposal: Size) -> Size {
    storedImage?.size ?? .zero
  }

  open override func draw(in canvas: Canvas) {
    if let image = storedImage {
      canvas.draw(image, in: bounds, contentMode: contentMode)
    } else {
      canvas.fill(
        .roundedRect(bounds, cornerRadius: cornerRadius),
        with: .solid(placeholderColor ?? appearance.colors.skeleton))
    }
  }

  override func imageLoaderDidChange() {
    super.imageLoaderDidChange()
    if storedImage == nil || loadedURL != url { loadIfPossible(force: true) }
  }

  // MARK: - Loading

  /// Starts loading ``url`` if the view is in a prepared tree and has a loader; keeps a picture
  /// already loaded from the same URL.
  private func loadIfPossible(force: Bool = false) {
    guard let url else {
      cancelLoad()
      if loadedURL != nil {
        loadedURL = nil
        storedImage = nil
      }
      return
    }
    if !force, url == loadedURL, storedImage != nil { return }
    if !force, url == loadingURL, loadTask != nil { return }
    cancelLoad()
    guard isPrepared || lifecycle == .preparing, let loader = imageLoader else {
      // Not in a tree yet, or nothing loads pictures here: the placeholder shows.
      if loadedURL != url {
        loadedURL = nil
        storedImage = nil
      }
      return
    }
    if let cached = loader.cachedImage(for: url) {
      loadedURL = url
      storedImage = cached
      return
    }
    if loadedURL != url {
      loadedURL = nil
      storedImage = nil
    }
    loadingURL = url
    loadTask = Task { @MainActor [weak self] in
      let image = try? await loader.image(for: url)
      guard !Task.isCancelled, let self, self.loadingURL == url else { return }
      self.loadTask = nil
      self.loadingURL = nil
      guard let image else { return }
      self.loadedURL = url
      self.storedImage = image
    }
  }

  private func cancelLoad() {
    loadTask?.cancel()
    loadTask = nil
    loadingURL = nil
  }
}
