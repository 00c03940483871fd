// swift-tools-version: 6.1
import PackageDescription

import struct Foundation.URL

// The seed app in SwiftUI (SPEC §19): the seven screens and the detail, built only from CarouselKit,
// CarouselImages and the Gallery's AppModel. `swift run seed-app` opens it on a Mac;
// ../SeedApp.swiftpm runs the same screens on the iOS Simulator from Xcode.
//
// A path dependency is identified by its folder's name, which is whatever the clone is called (the
// Gallery's manifest names the root package the same way), so both paths below name one package.
let rootPackage = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
  .deletingLastPathComponent().lastPathComponent

let package = Package(
  name: "SeedApp",
  platforms: [.macOS(.v14), .iOS(.v17)],
  products: [
    // Every screen and its previews: what the iOS app playground and the Mac executable both show.
    .library(name: "SeedApp", targets: ["SeedApp"]),
    .executable(name: "seed-app", targets: ["seed-app"]),
  ],
  dependencies: [
    .package(path: "../.."),
    .package(path: "../../Gallery"),
  ],
  targets: [
    .target(
      name: "SeedApp",
      dependencies: [
        .product(name: "CarouselKit", package: rootPackage),
        .product(name: "CarouselImages", package: rootPackage),
        .product(name: "Redux", package: rootPackage),
        .product(name: "AppModel", package: "Gallery"),
      ]
    ),
    // The Mac app: `swift run seed-app`.
    .executableTarget(name: "seed-app", dependencies: ["SeedApp"]),
  ],
  swiftLanguageModes: [.v6]
)
