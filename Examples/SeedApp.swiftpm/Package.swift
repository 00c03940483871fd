// swift-tools-version: 6.0

// The seed app on the iOS Simulator: an app playground, which Xcode opens as an iOS app project and runs
// on a simulator (or a device). It holds only the app's entry point; the screens are the SeedApp library
// of ../SeedApp, which `swift run seed-app` also shows on a Mac.
//
// `import AppleProductTypes` and `.iOSApplication` exist only inside Xcode (and Swift Playgrounds):
// `swift build` cannot read this manifest, on Linux or on a Mac. Open the folder in Xcode 16 or later.

import AppleProductTypes
import PackageDescription

let package = Package(
  name: "SeedAppPlayground",
  platforms: [.iOS("17.0")],
  products: [
    .iOSApplication(
      name: "CarouselKit Seed",
      targets: ["AppModule"],
      bundleIdentifier: "org.carouselkit.seed-app",
      teamIdentifier: "",
      displayVersion: "1.0",
      bundleVersion: "1",
      supportedDeviceFamilies: [.pad, .phone],
      supportedInterfaceOrientations: [.portrait, .landscapeRight, .landscapeLeft]
    )
  ],
  dependencies: [
    .package(path: "../SeedApp")
  ],
  targets: [
    .executableTarget(
      name: "AppModule",
      dependencies: [.product(name: "SeedApp", package: "SeedApp")],
      path: "App"
    )
  ],
  swiftLanguageModes: [.v6]
)
