import StoryKit

/// Whether GTK's settings ask for a dark look: what ``GTKHostView`` follows when the app sets no
/// theme.
///
/// ```swift
/// GTKThemePreference.theme(prefersDark: false, themeName: "Adwaita-dark")  // .dark
/// ```
public enum GTKThemePreference {
  /// The theme GTK's settings ask for.
  /// - Parameters:
  ///   - prefersDark: The `gtk-application-prefer-dark-theme` setting.
  ///   - themeName: The `gtk-theme-name` setting (a name ending in `-dark`, such as
  ///     `Adwaita-dark`, is a dark theme).
  ///   - themeOverride: The `GTK_THEME` environment variable (`Adwaita:dark` is dark).
  public static func theme(prefersDark: Bool, themeName: String?, themeOverride: String? = nil) -> Theme {
    if prefersDark { return .dark }
    let names = [themeName, themeOverride].compactMap { $0?.lowercased() }
    return names.contains { $0.hasSuffix("-dark") || $0.hasSuffix(":dark") } ? .dark : .light
  }
}
