import Foundation
import StoryKitTestSupport
import Testing

@testable import StoryKit

/// The decoder's byte-level URL shortcuts accept only what the full rules accept, and keep text that
/// makes the same `URL` when they do (``StoredURL``).
@Suite struct URLBytesTests {
  static let corpus = [
    "https://cdn.example.com/s/1/2/1080.jpg", "https://A.Example.COM/c?d=1#e", "HTTPS://x.com/",
    "https://x:8080/p",
    "https://x:/p", "https://-x/", "https://x", "https://x?q", "https://x#f", "https://x/%2", "https://x/%zz",
    "https://x/%41b", "https://x/a b", "https://x/é", "https://[::1]/", "https://u@x/", "https://@/",
    "https:///p",
    "https:x", "https://x/a/../b", "http://localhost/x", "http://127.0.0.1:8080/x", "http://evil.com/x",
    "images/a.png", "images/sub/b.jpg?v=2", "a:b/c", "./a", "../a", "a/../b", "a/./b", "a/.hidden/c",
    "a/%2e%2e/b", "a/%2E/b",
    "/abs/c",
    "//host/c", "%41/b", "a%2Fb", "_x/y", "?q", "#f", "javascript:alert(1)", "JavaScript:x", "myapp://cart",
    "myapp:cart", "MyApp://Cart/1", "data:text/plain,x", "DATA:x", "file:///etc/passwd", "vbscript:x",
    "mailto:a@b.c", "tel:+123", "a+b.c-d://x", "1app://x", "app:", "", " https://x/",
    // Shapes URL(string:) rejects or rewrites: ports that are not digits, user info, a second '#'.
    "myapp://host:abc", "myapp://a:b", "myapp://:x", "myapp://a@b@c", "myapp://u@h/p", "myapp:///p",
    "myapp://",
    "https://x/a#b#c", "a#b#c", "myapp://h/a#b#c", "myapp:a#b#c", "https://x:0080/p", "https://x/a@b:c",
    "myapp://h:80/p?q=1#f", "https://x/p?q#f?g/h", "https://x/p'(!)*+,;=$&~", "myapp://h-1.example/p",
  ]

  static func withBytes<Result>(_ text: String, _ body: (UnsafeBufferPointer<UInt8>) -> Result) -> Result {
    Array(text.utf8).withUnsafeBufferPointer(body)
  }

  /// The content-URL rules without the shortcut: https with a host.
  static func fullHTTPS(_ text: String) -> URL? {
    guard !FeedReader.hasSpaceOrControl(text), let url = URL(string: text),
      url.scheme?.lowercased() == "https",
      FeedReader.isAllowedRemote(url, scheme: "https")
    else { return nil }
    return url
  }

  /// The action-URL rules without the shortcut.
  static func fullAction(_ text: String) -> URL? {
    guard !FeedReader.hasSpaceOrControl(text), let url = URL(string: text),
      let scheme = url.scheme?.lowercased(),
      !scheme.isEmpty, !FeedReader.forbiddenActionSchemes.contains(scheme)
    else { return nil }
    return url
  }

  @Test(arguments: corpus) func httpsShortcutAgreesWithTheFullRules(_ text: String) {
    guard let fast = Self.withBytes(text, URLBytes.plainHTTPS) else { return }
    Self.expect(fast, makes: Self.fullHTTPS(text), "\(text)")
  }

  @Test(arguments: corpus) func actionShortcutAgreesWithTheFullRules(_ text: String) {
    guard let fast = Self.withBytes(text, URLBytes.plainAction) else { return }
    Self.expect(fast, makes: Self.fullAction(text), "\(text)")
  }

  @Test(arguments: [
    "https://cdn.example.com/feeds/home.json?v=3", "file:///tmp/feeds/demo.json", "https://cdn.example.com",
  ])
  func relativeShortcutAgreesWithResolving(_ base: String) throws {
    let baseURL = try #require(URL(string: base))
    let prefix = FeedReader.relativeBase(for: baseURL)
    for text in Self.corpus {
      guard let prefix, let fast = Self.withBytes(text, { URLBytes.plainRelative($0, base: prefix) }) else {
        continue
      }
      Self.expect(fast, makes: FeedReader.resolve(text, against: baseURL), "\(text) against \(base)")
    }
  }

  /// A shortcut's result is kept as text, which parses to the URL the full rules give and reads
  /// back unchanged.
  static func expect(
    _ fast: StoredURL, makes full: URL?, _ comment: Comment, sourceLocation: SourceLocation = #_sourceLocation
  ) {
    #expect(URL(string: fast.absoluteString) != nil, comment, sourceLocation: sourceLocation)
    #expect(fast.url == full, comment, sourceLocation: sourceLocation)
    #expect(fast.url.absoluteString == fast.absoluteString, comment, sourceLocation: sourceLocation)
    #expect(fast == full.map(StoredURL.init), comment, sourceLocation: sourceLocation)
  }

  @Test(arguments: [
    "Examples/feeds/demo.json", "Examples/feeds/banner.json", "Examples/feeds/swipe-card.json",
    "Examples/feeds/canvas.json", "Examples/feeds/video-feed.json", "Tests/Fixtures/feeds/every-field.json",
  ])
  func everyURLAFeedKeepsAsTextMakesItsURL(_ file: String) throws {
    let feed = try #require(FeedDecoder().decode(contentsOf: Fixtures.url(file)).feed)
    let urls = feed.storedURLs
    #expect(!urls.isEmpty)
    for stored in urls {
      #expect(URL(string: stored.absoluteString)?.absoluteString == stored.absoluteString)
      #expect(stored.url.absoluteString == stored.absoluteString)
    }
    for group in feed.storyGroups {
      #expect(group.iconURL?.absoluteString == group.storedIconURL?.absoluteString)
      for story in group.stories {
        #expect(story.media.url == URL(string: story.media.url.absoluteString))
      }
    }
  }

  @Test(arguments: ["myapp://host:abc", "myapp://a:b", "myapp://:x"])
  func aMalformedActionURLIsReportedAndTheActionDropped(_ url: String) throws {
    let story = FeedText.story(extra: #""action": {"url": "\#(url)"}"#)
    let result = FeedDecoder().decode(Data(FeedText.with(groups: "[\(FeedText.group(story: story))]").utf8))
    let kept = try #require(result.feed?.storyGroups.first?.stories.first)
    #expect(kept.action == nil)
    #expect(result.has(.invalidURL, at: "$.storyGroups[0].stories[0].action.url", severity: .error))
  }

  @Test func aURLSetByTheAppReadsBackAbsolute() throws {
    let base = try #require(URL(string: "https://cdn.example.com/feeds/"))
    let relative = try #require(URL(string: "images/a.png", relativeTo: base))
    var action = ContentAction(url: relative)
    #expect(action.url.absoluteString == "https://cdn.example.com/feeds/images/a.png")
    #expect(action.url.baseURL == nil)
    action.url = try #require(URL(string: "myapp://cart?x=1"))
    #expect(action.url.absoluteString == "myapp://cart?x=1")
    #expect(action == ContentAction(url: try #require(URL(string: "myapp://cart?x=1"))))
    var group = StoryGroup(id: "g", title: "G", thematicIconURLs: ["dark": relative], stories: [])
    #expect(group.thematicIconURLs["dark"]?.absoluteString == relative.absoluteString)
    #expect(group.iconURL(forThematicLabel: "dark") == group.thematicIconURLs["dark"])
    #expect(group.iconURL(forThematicLabel: "light") == nil)
    group.iconURL = relative
    #expect(group.iconURL(forThematicLabel: "light")?.absoluteString == relative.absoluteString)
  }

  @Test func theShortcutsTakeTheCommonShapes() {
    #expect(Self.withBytes("https://cdn.example.com/a.jpg", URLBytes.plainHTTPS) != nil)
    #expect(Self.withBytes("myapp://cart", URLBytes.plainAction) != nil)
    #expect(Self.withBytes("javascript:alert(1)", URLBytes.plainAction) == nil)
    #expect(Self.withBytes("JavaScript:x", URLBytes.plainAction) == nil)
    #expect(Self.withBytes("a/../b", { URLBytes.plainRelative($0, base: "https://x/") }) == nil)
  }
}
