import Foundation
import StoryKit

extension ImageView {
  /// The request for ``url`` at the view's size: `nil` size (full) while it has no bounds.
  func currentRequest(for url: URL) -> ImageRequest {
    let scale = displayScale
    return ImageRequest(
      url: url, targetSize: PixelSize(points: bounds.size, scale: scale), priority: .visible, scale: scale)
  }

  /// Starts loading ``url`` once the view is in a prepared tree with a loader and a size; keeps a
  /// picture already shown from the same URL at a size at least as large.
  ///
  /// - Parameters:
  ///   - force: reload even when the same request is in flight (the loader changed).
  ///   - measuring: the picture's own size is asked for, so load even without bounds.
  func loadIfPossible(force: Bool = false, measuring: Bool = false) {
    guard let url else {
      cancelLoad()
      loadState = .idle
      if loadedRequest != nil {
        loadedRequest = nil
        storedImage = nil
      }
      return
    }
    let request = currentRequest(for: url)
    if !force, let shown = loadedRequest, shown.url == url, storedImage != nil, covers(shown, request) {
      loadState = .loaded(url)
      return
    }
    if !force, let loading = loadingRequest, loading.url == url, loadTask != nil, covers(loading, request) {
      return
    }
    cancelLoad()
    if loadedRequest?.url != url {
      loadedRequest = nil
      storedImage = nil
      fadeStart = nil
      placeholderWasDrawn = false
    }
    loadState = .loading(url)
    guard isPrepared || lifecycle == .preparing, let loader = imageLoader else { return }
    // Nothing is fetched for a view that has never been given a size: it waits for layout,
    // unless it is being measured by its picture.
    guard request.targetSize != nil || measuring else { return }
    if let cached = loader.cachedImage(for: request) {
      show(cached, for: request, animated: false)
      return
    }
    // A hidden view (a pooled cell) asks for nothing until it is shown again.
    guard !isHiddenInTree else { return }
    loadingRequest = request
    loadTask = Task { @MainActor [weak self] in
      let result: Result<any CanvasImage, ImageLoadingError>
      do throws(ImageLoadingError) {
        result = .success(try await loader.image(for: request))
      } catch {
        result = .failure(error)
      }
      guard !Task.isCancelled, let self, self.loadingRequest == request else { return }
      self.loadTask = nil
      self.loadingRequest = nil
      switch result {
      case .success(let image): self.show(image, for: request, animated: true)
      case .failure(let error):
        self.loadState = .failed(error)
        self.setNeedsDisplay()
      }
    }
  }

  /// Whether a picture requested as `shown` is good for `wanted`: same URL and scale, and at
  /// least as many pixels (a full-size picture covers every size).
  private func covers(_ shown: ImageRequest, _ wanted: ImageRequest) -> Bool {
    guard shown.url == wanted.url, shown.scale == wanted.scale else { return false }
    guard let have = shown.targetSize else { return true }
    guard let want = wanted.targetSize else { return false }
    return have.width >= want.width && have.height >= want.height
  }

  private func show(_ image: any CanvasImage, for request: ImageRequest, animated: Bool) {
    let hadPicture = storedImage != nil
    loadedRequest = request
    loadState = .loaded(request.url)
    storedImage = image
    fadeStart = animated && !hadPicture && placeholderWasDrawn ? clock.now : nil
  }

  func cancelLoad() {
    loadTask?.cancel()
    loadTask = nil
    loadingRequest = nil
  }

  /// Waits until the load in flight ends (at once when there is none).
  func waitForLoad() async {
    await loadTask?.value
  }
}
