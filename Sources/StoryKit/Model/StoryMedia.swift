import Foundation

/// A story's picture or video.
public enum StoryMedia: Sendable, Hashable {
  /// A still image.
  case image(url: URL)
  /// A video, with an optional poster shown while it loads, its length in seconds and its captions.
  case video(VideoMedia)

  /// The image or video file.
  public var url: URL {
    switch self {
    case .image(let url): url
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
  public var url: URL
  /// A still shown while the video loads.
  public var posterURL: URL?
  /// The length in seconds, if the feed gives it.
  public var duration: Double?
  /// A WebVTT file of captions for the video, if the feed gives one (see `WebVTTParser`).
  public var captionsURL: URL?

  /// Creates video media.
  public init(url: URL, posterURL: URL? = nil, duration: Double? = nil, captionsURL: URL? = nil) {
    self.url = url
    self.posterURL = posterURL
    self.duration = duration
    self.captionsURL = captionsURL
  }
}
