import StoryKit
import StoryKitGTK
import Testing

/// The host's other pure parts: event timestamps, the theme GTK asks for, the display check.
@Suite struct GTKHostSupportTests {
  @Test func eventTimesKeepTheServersSpacing() {
    var clock = GTKEventClock()
    #expect(clock.time(ofEvent: 10_000, now: 50) == 50, "the first event anchors")
    #expect(abs(clock.time(ofEvent: 10_250, now: 50.3) - 50.25) < 1e-9)
    #expect(clock.time(ofEvent: 0, now: 51) == 51, "GDK_CURRENT_TIME is now")
  }

  @Test func eventTimesReanchorWhenTheServerClockJumps() {
    var clock = GTKEventClock()
    _ = clock.time(ofEvent: 10_000, now: 50)
    #expect(clock.time(ofEvent: 20_000, now: 50.5) == 50.5, "never after now")
    #expect(clock.time(ofEvent: 5, now: 52) == 52, "a wrapped clock")
    #expect(abs(clock.time(ofEvent: 105, now: 52.2) - 52.1) < 1e-9)
  }

  @Test func darkPreferenceAndDarkThemeNames() {
    #expect(GTKThemePreference.theme(prefersDark: true, themeName: "Adwaita") == .dark)
    #expect(GTKThemePreference.theme(prefersDark: false, themeName: "Adwaita-dark") == .dark)
    #expect(
      GTKThemePreference.theme(prefersDark: false, themeName: "Adwaita", themeOverride: "Adwaita:dark")
        == .dark)
    #expect(GTKThemePreference.theme(prefersDark: false, themeName: "Adwaita") == .light)
    #expect(GTKThemePreference.theme(prefersDark: false, themeName: nil) == .light)
  }

  @Test func noDisplayIsATypedErrorThatNamesXvfbRun() {
    #expect(throws: GTKHostError.noDisplay("neither DISPLAY nor WAYLAND_DISPLAY is set")) {
      try GTKHostError.checkDisplay(in: ["HOME": "/root", "DISPLAY": ""])
    }
    #expect(GTKHostError.noDisplay("x").description.contains("xvfb-run"))
    #expect(throws: Never.self) { try GTKHostError.checkDisplay(in: ["DISPLAY": ":99"]) }
    #expect(throws: Never.self) { try GTKHostError.checkDisplay(in: ["WAYLAND_DISPLAY": "wayland-0"]) }
  }
}
