import Foundation
import StoryKit
import Testing

@Suite struct PlacementConfigTests {
  @Test func defaults() throws {
    let config = try PlacementConfig.Builder().build(token: "home-top")
    #expect(config.token == "home-top")
    #expect(!config.isTestMode)
    #expect(config.userID == nil)
    #expect(config.userProperties.isEmpty && config.labels.isEmpty)
    #expect(config.customParameter == nil && config.locale == nil && config.feedEndpoint == nil)
    #expect(config.layoutDirection == nil, "the feed decides")
    #expect(config.theme == nil, "the app decides")
  }

  @Test func everySetterLands() throws {
    let endpoint = try #require(URL(string: "https://feeds.example.com/v1"))
    let config = try PlacementConfig.Builder()
      .testMode(true).userID("user-42").userProperties(["tier": "gold", "age": 31]).labels(["vip", "beta"])
      .customParameter("campaign=spring").locale("de-AT").layoutDirection(.rightToLeft).theme(.dark)
      .feedEndpoint(endpoint)
      .build(token: "home_top.v2")
    #expect(config.isTestMode)
    #expect(config.userID == "user-42")
    #expect(config.userProperties == ["tier": "gold", "age": 31])
    #expect(config.labels == ["vip", "beta"])
    #expect(config.customParameter == "campaign=spring")
    #expect(config.locale == "de-AT")
    #expect(config.layoutDirection == .rightToLeft)
    #expect(config.theme == .dark)
    #expect(config.feedEndpoint == endpoint)
  }

  @Test func buildersAreValuesSoSharingOneIsSafe() throws {
    let base = PlacementConfig.Builder().theme(.dark)
    let a = try base.userID("a").build(token: "t")
    let b = try base.build(token: "t")
    #expect(a.userID == "a" && b.userID == nil)
    #expect(a.theme == .dark && b.theme == .dark)
    #expect(try base.userID("").build(token: "t").userID == nil, "an empty user ID is anonymous")
  }

  @Test func tokensAreValidated() {
    #expect(throws: PlacementConfigError.emptyToken) { try PlacementConfig.Builder().build(token: "") }
    for token in ["home top", "home/top", "héllo", String(repeating: "a", count: 129), "../etc"] {
      #expect(throws: PlacementConfigError.self, "\(token)") {
        try PlacementConfig.Builder().build(token: token)
      }
    }
    #expect(throws: Never.self) {
      try PlacementConfig.Builder().build(token: String(repeating: "a", count: 128))
    }
  }

  @Test func localesAndEndpointsAreValidated() throws {
    for locale in ["en", "en-US", "zh-Hant-TW", "de-AT"] {
      #expect(throws: Never.self) { try PlacementConfig.Builder().locale(locale).build(token: "t") }
    }
    for locale in ["", "e", "en_US", "en-", "123", "en-toolongsubtag"] {
      #expect(throws: PlacementConfigError.malformedLocale(locale)) {
        try PlacementConfig.Builder().locale(locale).build(token: "t")
      }
    }
    for (endpoint, allowed) in [
      ("https://feeds.example.com", true), ("http://localhost:8080", true), ("http://127.0.0.1:9", true),
      ("http://feeds.example.com", false), ("ftp://feeds.example.com", false), ("file:///tmp", true),
      ("file://remote.example.com/feeds", false),
    ] {
      let url = try #require(URL(string: endpoint))
      let build = { try PlacementConfig.Builder().feedEndpoint(url).build(token: "t") }
      if allowed {
        #expect(throws: Never.self, "\(endpoint)") { try build() }
      } else {
        #expect(throws: PlacementConfigError.insecureEndpoint(url), "\(endpoint)") { try build() }
      }
    }
  }

  @Test func errorsDescribeThemselves() {
    #expect(
      PlacementConfigError.emptyToken.description == "expected a placement token, found an empty string")
    #expect(PlacementConfigError.malformedLocale("en_US").description.contains("BCP 47"))
  }
}
