// swift-tools-version:6.0
import PackageDescription

let package = Package(
  name: "StoryKit",
  products: [
    .library(name: "StoryKit", targets: ["StoryKit"]),
    .executable(name: "storykit", targets: ["storykit"]),
  ],
  targets: [
    .target(name: "StoryKit"),
    .executableTarget(name: "storykit", dependencies: ["StoryKit"]),
    .testTarget(name: "StoryKitTests", dependencies: ["StoryKit", "storykit"]),
  ],
  swiftLanguageModes: [.v6]
)
