// swift-tools-version: 6.1
import PackageDescription

import struct Foundation.URL

// A path dependency is identified by its folder's name, which is whatever the clone is called.
let rootPackage = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
  .lastPathComponent

// The modules the Gallery's tests import with @testable. Only these are compiled with testing enabled:
// given to the whole build (`-Xswiftc -enable-testing`), it kept every internal symbol of GRDB, SwiftNIO
// and the rest alive through their optimisation too (293 s of CPU against 312 s for the release build).
let testable: [SwiftSetting] = [.unsafeFlags(["-enable-testing"])]

// The tests share the release build with the app (make test builds the Gallery once) but are not
// themselves optimised: what they test is, and -O on 6,000 lines of tests only costs time.
let unoptimizedTests: [SwiftSetting] = [.unsafeFlags(["-Onone"])]

let package = Package(
  name: "Gallery",
  platforms: [.macOS(.v14), .iOS(.v17)],
  products: [
    .executable(name: "gallery", targets: ["gallery"]),
    // For the benchmarks package: a frame measured as the window runs it.
    .library(name: "GalleryApp", targets: ["GalleryApp", "GalleryRender", "GalleryModel"]),
    // For the SwiftUI seed app (Examples/): the data side alone, without SDL or cairo.
    .library(name: "AppModel", targets: ["AppModel"]),
  ],
  dependencies: [
    .package(path: ".."),
    .package(url: "https://github.com/apple/swift-argument-parser", from: "1.8.2"),
    .package(url: "https://github.com/x-sheep/swift-property-based", from: "2.0.1"),
    // Without its default traits: `gallery serve` reads no swift-configuration settings, so that package
    // is not built.
    .package(url: "https://github.com/hummingbird-project/hummingbird", from: "2.28.1", traits: []),
    .package(url: "https://github.com/apple/swift-log", from: "1.16.2"),
    // HummingbirdCore's server runs on these; named here because GalleryServer uses them directly.
    .package(url: "https://github.com/apple/swift-nio.git", from: "2.101.3"),
    .package(url: "https://github.com/apple/swift-http-types.git", from: "1.8.0", traits: []),
    .package(url: "https://github.com/swift-server/swift-service-lifecycle.git", from: "2.13.0"),
    .package(url: "https://github.com/groue/GRDB.swift", from: "7.10.0"),
  ],
  targets: [
    .systemLibrary(
      name: "CCairo", pkgConfig: "pangocairo",
      providers: [.apt(["libcairo2-dev", "libpango1.0-dev"]), .brew(["cairo", "pango"])]),
    .systemLibrary(name: "CSDL2", pkgConfig: "sdl2", providers: [.apt(["libsdl2-dev"]), .brew(["sdl2"])]),
    // Photo decoding: libjpeg-turbo (with DCT-domain downscaling) and libwebp; PNG goes through cairo.
    .systemLibrary(
      name: "CTurboJPEG", pkgConfig: "libturbojpeg", providers: [.apt(["libturbojpeg0-dev"]), .brew(["jpeg-turbo"])]),
    .systemLibrary(name: "CWebP", pkgConfig: "libwebp", providers: [.apt(["libwebp-dev"]), .brew(["webp"])]),
    // Which CPU a thread runs on, and moving it off one: a split paint's second thread is kept off the
    // frame's CPU (Linux's scheduler; elsewhere it does nothing).
    .target(name: "CThreadPlacement"),
    // The window's frames in memory kept across its sizes (an X11 shared-memory image): SDL's window
    // surface is new memory at each size, zeroed by the kernel in the frames of a live resize.
    .target(
      name: "CWindowFrame",
      linkerSettings: [
        .linkedLibrary("X11", .when(platforms: [.linux])), .linkedLibrary("Xext", .when(platforms: [.linux])),
        .linkedLibrary("SDL2"),
      ]
    ),
    // The app model both front ends share (SPEC §19): the feeds and their decoding, the API client,
    // favourites in SQLite, the Archive's search, and the data's state, actions and middleware. Nothing
    // of SDL, cairo or the Gallery's scene: it builds for iOS and macOS too.
    .target(
      name: "AppModel",
      dependencies: [
        .product(name: "CarouselImages", package: rootPackage),
        .product(name: "Redux", package: rootPackage),
        .product(name: "GRDB", package: "GRDB.swift"),
      ],
      // The sample feeds, and the photographs they name (cut from Debian's mate-backgrounds, GPL-2+).
      resources: [.copy("Resources")]
    ),
    .target(
      name: "GalleryModel",
      dependencies: [
        "AppModel", .product(name: "CarouselCore", package: rootPackage),
        .product(name: "CarouselImages", package: rootPackage),
        .product(name: "Redux", package: rootPackage),
      ],
      swiftSettings: testable
    ),
    .target(
      name: "GalleryRender",
      dependencies: [
        "AppModel", "GalleryModel", "CCairo", "CTurboJPEG", "CWebP", "CThreadPlacement",
        .product(name: "CarouselCore", package: rootPackage),
        .product(name: "CarouselImages", package: rootPackage),
      ],
      swiftSettings: testable
    ),
    .target(
      name: "GalleryApp",
      dependencies: [
        "AppModel", "GalleryRender", "GalleryModel", "CSDL2", "CWindowFrame",
        .product(name: "Redux", package: rootPackage),
        .product(name: "CarouselCore", package: rootPackage),
      ],
      swiftSettings: testable
    ),
    // `gallery serve`: the feeds and photos over HTTP (SPEC §17), on Hummingbird's HTTP server core.
    // Three routes need no router: the full Hummingbird framework would add its file system, metrics
    // and tracing modules, a third of the Gallery's release build.
    .target(
      name: "GalleryServer",
      dependencies: [
        "AppModel", .product(name: "CarouselImages", package: rootPackage),
        .product(name: "HummingbirdCore", package: "hummingbird"), .product(name: "Logging", package: "swift-log"),
        .product(name: "NIOCore", package: "swift-nio"), .product(name: "NIOPosix", package: "swift-nio"),
        .product(name: "HTTPTypes", package: "swift-http-types"),
        .product(name: "ServiceLifecycle", package: "swift-service-lifecycle"),
        .product(name: "UnixSignals", package: "swift-service-lifecycle"),
      ],
      swiftSettings: testable
    ),
    .executableTarget(
      name: "gallery",
      dependencies: [
        "GalleryApp", "GalleryServer", .product(name: "ArgumentParser", package: "swift-argument-parser"),
      ]
    ),
    // The model's tests: what both front ends share, on Linux, built with the Gallery's release build.
    .testTarget(
      name: "AppModelTests",
      dependencies: [
        "AppModel", .product(name: "CarouselImages", package: rootPackage),
        .product(name: "Redux", package: rootPackage), .product(name: "ReduxTesting", package: rootPackage),
        .product(name: "GRDB", package: "GRDB.swift"), .product(name: "PropertyBased", package: "swift-property-based"),
      ],
      swiftSettings: unoptimizedTests
    ),
    // What the Gallery's test targets share: an app loaded with the sample feeds, the reducer as the
    // Gallery builds it, a raw socket, and the reference renders and fixtures (`GalleryFiles`).
    .target(
      name: "GalleryTestSupport",
      dependencies: [
        "AppModel", "GalleryModel", "GalleryRender", "GalleryApp", .product(name: "Redux", package: rootPackage),
      ],
      path: "Tests/GalleryTestSupport",
      exclude: ["References", "Fixtures"],
      swiftSettings: unoptimizedTests
    ),
    // A test target for each of the Gallery's modules (its tests' folders mirror the module's): the
    // four compile side by side, where one target of them all was the build's last 26 s on one core.
    .testTarget(
      name: "GalleryModelTests",
      dependencies: [
        "AppModel", "GalleryModel", "GalleryRender", "GalleryApp", "GalleryServer", "GalleryTestSupport", "CSDL2",
        .product(name: "HummingbirdCore", package: "hummingbird"),
        .product(name: "HTTPTypes", package: "swift-http-types"),
        .product(name: "NIOCore", package: "swift-nio"),
        .product(name: "ReduxTesting", package: rootPackage),
        .product(name: "PropertyBased", package: "swift-property-based"),
      ],
      swiftSettings: unoptimizedTests
    ),
    .testTarget(
      name: "GalleryRenderTests",
      dependencies: [
        "AppModel", "GalleryModel", "GalleryRender", "GalleryApp", "GalleryTestSupport", "CThreadPlacement",
        .product(name: "PropertyBased", package: "swift-property-based"),
      ],
      swiftSettings: unoptimizedTests
    ),
    .testTarget(
      name: "GalleryAppTests",
      dependencies: [
        "AppModel", "GalleryModel", "GalleryRender", "GalleryApp", "GalleryTestSupport", "CSDL2",
        .product(name: "PropertyBased", package: "swift-property-based"),
      ],
      swiftSettings: unoptimizedTests
    ),
    .testTarget(
      name: "GalleryServerTests",
      dependencies: ["AppModel", "GalleryModel", "GalleryServer", "GalleryTestSupport"],
      swiftSettings: unoptimizedTests
    ),
  ],
  swiftLanguageModes: [.v6]
)
