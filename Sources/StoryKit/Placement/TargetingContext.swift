import Foundation

/// What targeting conditions are evaluated against: the user, the app and the moment.
///
/// ```swift
/// let config = try PlacementConfig.Builder().userID("user-42").labels(["vip"]).build(token: "home-top")
/// let context = TargetingContext(config: config, appVersion: "2.4.1", platform: "ios")
/// TargetingCondition.compare(attribute: "labels", .in, ["vip"]).holds(in: context)  // true
/// ```
///
/// The attributes a condition can name, and when each is *missing* (see `docs/targeting.md`):
///
/// | attribute | value | missing when |
/// | --- | --- | --- |
/// | `userId` | ``userID`` (never the anonymous ID) | the user is anonymous |
/// | `locale` | ``locale``, compared case-insensitively with `_` read as `-` | `nil` or empty |
/// | `appVersion` | ``appVersion`` as a ``SemanticVersion`` | `nil` or empty |
/// | `platform` | ``platform``, compared case-insensitively | `nil` or empty |
/// | `testMode` | ``isTestMode`` | never |
/// | `labels` | ``labels`` as a list (possibly empty) | never |
/// | `now` | ``now`` | never |
/// | `property.<name>` | `userProperties[name]` | absent or `null` |
public struct TargetingContext: Sendable, Hashable {
  /// The app's user ID (the `userId` attribute); `nil` or empty for an anonymous user.
  public var userID: String?
  /// The device's persisted random ID (see ``AnonymousIDStore``), used for rollout buckets when
  /// ``userID`` is `nil`; never visible to conditions.
  public var anonymousID: String?
  /// The user's properties (`property.<name>` attributes).
  public var userProperties: [String: JSONValue]
  /// The user's segments (the `labels` attribute).
  public var labels: Set<String>
  /// A BCP 47 language tag such as `de-AT` (the `locale` attribute).
  public var locale: String?
  /// The app's version such as `2.4.1` (the `appVersion` attribute).
  public var appVersion: String?
  /// The platform's name such as `ios` (the `platform` attribute).
  public var platform: String?
  /// Whether test mode is on (the `testMode` attribute); test-only variants need it.
  public var isTestMode: Bool
  /// The moment schedules are checked against (the `now` attribute).
  public var now: Date

  /// Creates a context; every attribute not given is missing, except `now`, which is the current date.
  public init(
    userID: String? = nil, anonymousID: String? = nil, userProperties: [String: JSONValue] = [:],
    labels: Set<String> = [], locale: String? = nil, appVersion: String? = nil, platform: String? = nil,
    isTestMode: Bool = false, now: Date = Date()
  ) {
    self.userID = userID
    self.anonymousID = anonymousID
    self.userProperties = userProperties
    self.labels = labels
    self.locale = locale
    self.appVersion = appVersion
    self.platform = platform
    self.isTestMode = isTestMode
    self.now = now
  }

  /// Creates the context of a placement: user ID, properties, labels, locale and test mode from
  /// `config`; the rest from the app.
  /// - Parameters:
  ///   - anonymousID: The ID that buckets an anonymous user, usually from an ``AnonymousIDStore``.
  ///   - appVersion: The app's version; by default the main bundle's `CFBundleShortVersionString`.
  ///   - platform: By default ``currentPlatform``.
  ///   - deviceLocale: The locale used when `config.locale` is `nil` ("the device's"); by default
  ///     the first of the user's preferred languages.
  ///   - now: The moment schedules are checked against.
  public init(
    config: PlacementConfig, anonymousID: String? = nil, appVersion: String? = TargetingContext.bundleVersion,
    platform: String? = TargetingContext.currentPlatform,
    deviceLocale: String? = Locale.preferredLanguages.first, now: Date = Date()
  ) {
    self.init(
      userID: config.userID, anonymousID: anonymousID, userProperties: config.userProperties,
      labels: config.labels, locale: config.locale ?? deviceLocale, appVersion: appVersion,
      platform: platform, isTestMode: config.isTestMode, now: now)
  }

  /// The ID rollout buckets hash: the user ID, else the anonymous ID; `nil` when neither is set.
  public var bucketingID: String? {
    if let userID, !userID.isEmpty { return userID }
    if let anonymousID, !anonymousID.isEmpty { return anonymousID }
    return nil
  }

  /// The platform this code was built for: `ios` (iPadOS included), `macos`, `tvos`, `watchos`,
  /// `visionos`, `android`, `linux`, `windows`, or `nil` for another.
  public static var currentPlatform: String? {
    #if os(iOS)
      "ios"
    #elseif os(macOS)
      "macos"
    #elseif os(tvOS)
      "tvos"
    #elseif os(watchOS)
      "watchos"
    #elseif os(visionOS)
      "visionos"
    #elseif os(Android)
      "android"
    #elseif os(Linux)
      "linux"
    #elseif os(Windows)
      "windows"
    #else
      nil
    #endif
  }

  /// The main bundle's `CFBundleShortVersionString`, if it has one.
  public static var bundleVersion: String? {
    Bundle.main.object(forInfoDictionaryKey: "CFBundleShortVersionString") as? String
  }
}
