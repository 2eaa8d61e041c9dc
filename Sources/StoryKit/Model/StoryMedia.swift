import Foundation

/// A story's picture or video.
public enum StoryMedia: Sendable, Hashable {
  /// A still image.
  case image(ImageMedia)
  /// A video, with an optional poster shown while it loads, its length in seconds and its captions.
  case video(VideoMedia)

  /// A still image at `url`.
  public static func image(url: URL) -> StoryMedia { .image(ImageMedia(url: url)) }

  /// The image or video file.
  public var url: URL {
    switch self {
    case .image(let image): image.url
    case .video(let video): video.url
    }
  }

  /// The video's length, if known.
  public var duration: Double? {
    if case .video(let video) = self { return video.duration }
    return nil
  }

  /// Whether this is a video.
  public var isVideo: Bool {
    if case .video = self { return true }
    return false
  }
}

/// A video file with its poster, length and captions.
public struct VideoMedia: Sendable, Hashable {
  /// The video file.
  public var url: URL {
    get { storedURL.url }
    set { storedURL = StoredURL(newValue) }
  }
  /// A still shown while the video loads.
  public var posterURL: URL? {
    get { storedPosterURL.url }
    set { storedPosterURL = newValue.map(StoredURL.init) }
  }
  /// The length in seconds, if the feed gives it.
  public var duration: Double?
  /// A WebVTT file of captions for the video, if the feed gives one (see `WebVTTParser`).
  public var captionsURL: URL? {
    get { storedCaptionsURL.url }
    set { storedCaptionsURL = newValue.map(StoredURL.init) }
  }
  // The URLs as the decoder checked them: see `StoredURL`.
  var storedURL: StoredURL
  var storedPosterURL: StoredURL?
  var storedCaptionsURL: StoredURL?

  /// Creates video media.
  public init(url: URL, posterURL: URL? = nil, duration: Double? = nil, captionsURL: URL? = nil) {
    self.init(
      storedURL: StoredURL(url), storedPosterURL: posterURL.map(StoredURL.init), duration: duration,
      storedCaptionsURL: captionsURL.map(StoredURL.init))
  }

  /// Video media whose URLs the decoder has checked.
  init(storedURL: StoredURL, storedPosterURL: StoredURL?, duration: Double?, storedCaptionsURL: StoredURL?) {
    self.storedURL = storedURL
    self.storedPosterURL = storedPosterURL
    self.duration = duration
    self.storedCaptionsURL = storedCaptionsURL
  }
}
