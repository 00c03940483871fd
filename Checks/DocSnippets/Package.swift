// swift-tools-version: 6.1
// Compiles every Swift block of the README and of CarouselCore's, CarouselImages' and Redux's DocC
// articles against the real modules, so that an example that no longer matches the API fails
// `make test`. `check.sh` extracts the blocks into Sources/EngineSnippets/Generated (not committed);
// Prelude.swift declares the app-side names the examples lean on (`photos`, `draw`, `now`, …).
// The SwiftUI examples are compiled by Checks/SwiftUIInterface against the SwiftUI interface stub.
import PackageDescription

import struct Foundation.URL

// A path dependency is identified by its folder's name, which is whatever the clone is called.
let rootPackage = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
  .deletingLastPathComponent().lastPathComponent

let package = Package(
  name: "DocSnippets",
  platforms: [.macOS(.v14)],
  dependencies: [.package(path: "../..")],
  targets: [
    .target(
      name: "EngineSnippets",
      dependencies: [
        .product(name: "CarouselCore", package: rootPackage),
        .product(name: "CarouselImages", package: rootPackage),
        .product(name: "Redux", package: rootPackage),
        .product(name: "ReduxTesting", package: rootPackage),
      ]
    )
  ],
  swiftLanguageModes: [.v6]
)
