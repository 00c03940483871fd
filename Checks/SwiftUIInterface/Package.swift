// swift-tools-version: 6.1
// Compiles CarouselKit's SwiftUI sources on Linux against `SwiftUI`, a module that declares exactly
// the SwiftUI API CarouselKit uses, with the signatures Apple's documentation gives. Nothing here runs:
// the build is the check. A wrong argument label, a missing `@MainActor` or a type mismatch in
// CarouselKit fails it.
import PackageDescription

import struct Foundation.URL

// A path dependency is identified by its folder's name, which is whatever the clone is called.
let rootPackage = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
  .deletingLastPathComponent().lastPathComponent

let package = Package(
  name: "SwiftUIInterface",
  platforms: [.macOS(.v14)],
  dependencies: [.package(path: "../..")],
  targets: [
    .target(name: "ImageIO", path: "Sources/ImageIO"),
    .target(name: "UIKit", path: "Sources/UIKit"),
    .target(name: "SwiftUI", dependencies: ["ImageIO", "UIKit"], path: "Sources/SwiftUI", exclude: ["README.md"]),
    // CarouselKit's own sources, reached through a symlink to Sources/CarouselKit.
    .target(
      name: "CarouselKitInterface",
      dependencies: [
        "SwiftUI", "ImageIO", "UIKit", .product(name: "CarouselCore", package: rootPackage),
        .product(name: "CarouselImages", package: rootPackage),
      ],
      path: "Sources/CarouselKitInterface",
      // CarouselKit's own code has no warnings: a concurrency warning here is an error in the SDK's
      // next language mode.
      swiftSettings: [.unsafeFlags(["-warnings-as-errors"])]
    ),
    // The SwiftUI examples of the README and CarouselKit's DocC articles, extracted by check.sh into
    // Sources/KitSnippets/Generated (not committed), with Prelude.swift's app-side names.
    .target(
      name: "KitSnippets",
      dependencies: ["SwiftUI", "CarouselKitInterface", .product(name: "CarouselCore", package: rootPackage)],
      path: "Sources/KitSnippets",
      // An example that warns in Swift 6 (a main-actor value captured by a Sendable closure, say)
      // teaches the warning: the examples are held to CarouselKit's own standard.
      swiftSettings: [.unsafeFlags(["-warnings-as-errors"])]
    ),
  ],
  swiftLanguageModes: [.v6]
)
