// swift-tools-version:6.0
import PackageDescription

let package = Package(
  name: "StoryKit",
  products: [
    .library(name: "StoryKit", targets: ["StoryKit"]),
    .library(name: "StoryKitUI", targets: ["StoryKitUI"]),
    .executable(name: "storykit", targets: ["storykit"]),
  ],
  targets: [
    .target(name: "StoryKit"),
    .target(name: "StoryKitUI", dependencies: ["StoryKit"]),
    .executableTarget(name: "storykit", dependencies: ["StoryKit", "StoryKitUI"]),
    .testTarget(name: "StoryKitTests", dependencies: ["StoryKit", "storykit"]),
    .testTarget(name: "StoryKitUITests", dependencies: ["StoryKitUI"]),
  ],
  swiftLanguageModes: [.v6]
)
