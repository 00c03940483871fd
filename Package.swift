// swift-tools-version: 6.0
import PackageDescription

let package = Package(
  name: "CarouselKit",
  defaultLocalization: "en",
  platforms: [.macOS(.v14), .iOS(.v17)],
  products: [
    .library(name: "CarouselCore", targets: ["CarouselCore"]),
    .library(name: "CarouselKit", targets: ["CarouselKit"]),
    .library(name: "Redux", targets: ["Redux"]),
    .library(name: "ReduxTesting", targets: ["ReduxTesting"]),
    .library(name: "CarouselImages", targets: ["CarouselImages"]),
  ],
  dependencies: [
    .package(url: "https://github.com/x-sheep/swift-property-based", from: "2.0.1"),
    // `swift package generate-documentation` (and `make docs`): a command plugin, never built into an app.
    .package(url: "https://github.com/swiftlang/swift-docc-plugin", from: "1.5.0"),
  ],
  targets: [
    .target(name: "CarouselCore"),
    // CarouselKit's own words (VoiceOver's defaults) are in its string catalog, English and Japanese:
    // compiled by Xcode's build system; `swift build` copies it and its keys read in English.
    .target(name: "CarouselKit", dependencies: ["CarouselCore", "CarouselImages"], resources: [.process("Resources")]),
    .target(name: "Redux"),
    // Image loading (SPEC §16): Foundation only, generic over the front end's decoded image type.
    .target(name: "CarouselImages", dependencies: ["CarouselCore"]),
    // Draws and compares states itself (Dumping/), so that no app adding the package resolves a
    // dependency for it.
    .target(name: "ReduxTesting", dependencies: ["Redux"]),
    .target(
      name: "CarouselTestSupport",
      dependencies: ["CarouselCore", .product(name: "PropertyBased", package: "swift-property-based")],
      path: "Tests/CarouselTestSupport"
    ),
    // The fuzzer (SPEC §2, §10): generated call sequences, invariants, shrinking; `make fuzz` runs its
    // long campaign, `make test` a smoke campaign and every shrunk case found so far.
    .target(
      name: "CarouselFuzzing", dependencies: ["CarouselCore", "CarouselImages", "CarouselTestSupport"],
      path: "Fuzz/CarouselFuzzing"),
    .executableTarget(name: "carousel-fuzz", dependencies: ["CarouselFuzzing"], path: "Fuzz/carousel-fuzz"),
    .testTarget(name: "CarouselFuzzTests", dependencies: ["CarouselFuzzing", "CarouselCore"]),
    .testTarget(
      name: "CarouselCoreTests",
      dependencies: [
        "CarouselCore",
        "CarouselTestSupport",
        .product(name: "PropertyBased", package: "swift-property-based"),
      ],
      exclude: ["__Snapshots__"]
    ),
    .testTarget(
      name: "CarouselImagesTests",
      // The HTTP tests start their own server on 127.0.0.1, written on POSIX sockets
      // (Support/RawHTTPServer.swift): every byte it sends is the test's to choose.
      dependencies: ["CarouselImages", "CarouselCore"],
      resources: [.copy("Fixtures")]
    ),
    .testTarget(
      name: "ReduxTests",
      dependencies: ["Redux", "ReduxTesting", .product(name: "PropertyBased", package: "swift-property-based")]
    ),
  ],
  swiftLanguageModes: [.v6]
)
