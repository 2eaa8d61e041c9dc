import Foundation

/// What a placement needs to know about the app and its user: the token, test mode, targeting
/// context, layout direction, theme and where feeds come from. Immutable once built.
///
/// ```swift
/// let config = try PlacementConfig.Builder()
///   .userID("user-42")
///   .labels(["vip", "beta"])
///   .locale("de-DE")
///   .theme(.dark)
///   .build(token: "home-top")
/// ```
///
/// A config's token never changes: a different placement needs a new config and a new provider.
public struct PlacementConfig: Sendable, Hashable {
  /// The placement token.
  public let token: String
  /// Whether test-only variants and content are shown.
  public let isTestMode: Bool
  /// The app's user ID; `nil` for an anonymous user.
  public let userID: String?
  /// Properties of the user for targeting, such as `["tier": "gold", "age": 31]`.
  public let userProperties: [String: JSONValue]
  /// The user's segments.
  public let labels: Set<String>
  /// Values the feed's text and content URLs may quote, such as `["firstName": "Dana"]` for
  /// `{{user.firstName|there}}` (``FeedDecoder/userData``).
  public let userData: [String: String]
  /// A free-form parameter the app passes to the server with each request.
  public let customParameter: String?
  /// A BCP 47 language tag such as `en-US`; `nil` means the device's. It reaches everything the
  /// placement shows and presents (prices, dates).
  public let locale: String?
  /// The layout direction of everything the placement shows and presents; `nil` (the default)
  /// follows the feed's variant, else the app's tree.
  public let layoutDirection: LayoutDirection?
  /// The colour theme of everything the placement shows and presents; `nil` (the default) follows
  /// the app's appearance.
  public let theme: Theme?
  /// Where feeds come from: `GET <feedEndpoint>/<token>.json`, or a `file://` feed file or folder.
  public let feedEndpoint: URL?
  /// What the player's share button gives the app besides the story: a link, a picture
  /// (``StoryShareOptions``); `nil` gives the story alone.
  public let share: StoryShareOptions?

  /// Builds a ``PlacementConfig``; every setter returns a changed copy, so builders can be shared.
  public struct Builder: Sendable, Hashable {
    private var isTestMode = false
    private var userID: String?
    private var userProperties: [String: JSONValue] = [:]
    private var labels: Set<String> = []
    private var userData: [String: String] = [:]
    private var customParameter: String?
    private var locale: String?
    private var layoutDirection: LayoutDirection?
    private var theme: Theme?
    private var feedEndpoint: URL?
    private var share: StoryShareOptions?

    /// Creates a builder with the defaults: not in test mode, anonymous, the device's locale, the
    /// feed's direction and the app's theme.
    public init() {}

    /// Shows test-only variants and content.
    public func testMode(_ isOn: Bool) -> Builder { with { $0.isTestMode = isOn } }
    /// Sets the user ID; an empty ID means anonymous.
    public func userID(_ id: String?) -> Builder { with { $0.userID = id.flatMap { $0.isEmpty ? nil : $0 } } }
    /// Sets the user's properties for targeting.
    public func userProperties(_ properties: [String: JSONValue]) -> Builder {
      with { $0.userProperties = properties }
    }
    /// Sets the user's segments.
    public func labels(_ labels: Set<String>) -> Builder { with { $0.labels = labels } }
    /// Sets the values the feed's `{{user.key}}` placeholders quote, such as the user's first
    /// name.
    public func userData(_ data: [String: String]) -> Builder { with { $0.userData = data } }
    /// Sets the custom parameter.
    public func customParameter(_ parameter: String?) -> Builder { with { $0.customParameter = parameter } }
    /// Sets the locale as a BCP 47 tag such as `de-AT`.
    public func locale(_ locale: String?) -> Builder { with { $0.locale = locale } }
    /// Sets the layout direction; `nil` follows the feed, then the app.
    public func layoutDirection(_ direction: LayoutDirection?) -> Builder {
      with { $0.layoutDirection = direction }
    }
    /// Sets the theme; `nil` (the default) follows the app's appearance.
    public func theme(_ theme: Theme?) -> Builder { with { $0.theme = theme } }
    /// Sets the feed endpoint: https, or http on a loopback host for development.
    public func feedEndpoint(_ url: URL?) -> Builder { with { $0.feedEndpoint = url } }
    /// Sets what the share button gives the app: a link from a template, a picture of the story.
    public func share(_ options: StoryShareOptions?) -> Builder { with { $0.share = options } }

    /// Builds the config for `token`.
    /// - Throws: ``PlacementConfigError`` for an empty or malformed token, a malformed locale or an
    ///   endpoint that is neither https, loopback http nor a `file://` URL.
    public func build(token: String) throws(PlacementConfigError) -> PlacementConfig {
      if token.isEmpty { throw .emptyToken }
      if let problem = PlacementToken.problem(with: token) { throw .malformedToken(token, reason: problem) }
      if let locale, !Self.isLanguageTag(locale) { throw .malformedLocale(locale) }
      if let problem = share?.templateProblem { throw .malformedShareURLTemplate(problem) }
      if let feedEndpoint {
        let scheme = feedEndpoint.scheme?.lowercased() ?? ""
        let host = feedEndpoint.host?.lowercased() ?? ""
        let allowed =
          (scheme == "file" && (host.isEmpty || host == "localhost"))
          || (!host.isEmpty && (scheme == "https" || (scheme == "http" && FeedReader.isLoopback(host))))
        if !allowed { throw .insecureEndpoint(feedEndpoint) }
      }
      return PlacementConfig(
        token: token, isTestMode: isTestMode, userID: userID, userProperties: userProperties, labels: labels,
        userData: userData, customParameter: customParameter, locale: locale,
        layoutDirection: layoutDirection, theme: theme,
        feedEndpoint: feedEndpoint, share: share)
    }

    private func with(_ change: (inout Builder) -> Void) -> Builder {
      var copy = self
      change(&copy)
      return copy
    }

    /// Whether `tag` has a BCP 47 language tag's shape, as ``locale(_:)`` needs: subtags of 1–8
    /// letters or digits joined by '-', the first 2–8 letters ("de", "ar-EG", "zh-Hans").
    public static func isLanguageTag(_ tag: String) -> Bool {
      let subtags = tag.split(separator: "-", omittingEmptySubsequences: false)
      guard let first = subtags.first, (2...8).contains(first.count), first.allSatisfy(\.isASCIILetterValue)
      else {
        return false
      }
      return subtags.dropFirst().allSatisfy {
        (1...8).contains($0.count) && $0.allSatisfy(\.isASCIIAlphanumeric)
      }
    }
  }
}

/// Why a ``PlacementConfig`` cannot be built.
public enum PlacementConfigError: Error, Sendable, Hashable, CustomStringConvertible {
  /// The token is empty.
  case emptyToken
  /// The token has characters or a length a token cannot have.
  case malformedToken(String, reason: String)
  /// The locale is not a BCP 47 language tag.
  case malformedLocale(String)
  /// The endpoint is neither https nor http on a loopback host.
  case insecureEndpoint(URL)
  /// The share link's template does not give an http(s) URL (``StoryShareOptions/urlTemplate``).
  case malformedShareURLTemplate(String)

  public var description: String {
    switch self {
    case .emptyToken:
      "expected a placement token, found an empty string"
    case .malformedToken(let token, let reason):
      "expected a placement token, found \"\(token.clipped())\": \(reason)"
    case .malformedLocale(let locale):
      "expected a BCP 47 language tag such as \"en-US\", found \"\(locale.clipped())\""
    case .insecureEndpoint(let url):
      "expected an https feed endpoint (http only for localhost), found \"\(url.absoluteString.clipped(to: 80))\""
    case .malformedShareURLTemplate(let problem):
      "share link template: \(problem)"
    }
  }
}

extension Character {
  fileprivate var isASCIILetterValue: Bool { isASCII && isLetter }
  fileprivate var isASCIIAlphanumeric: Bool { isASCII && (isLetter || isNumber) }
}
