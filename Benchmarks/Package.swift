// swift-tools-version: 6.1
import PackageDescription

import class Foundation.ProcessInfo
import struct Foundation.URL

// A path dependency is identified by its folder's name, which is whatever the clone is called.
let rootPackage = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
  .lastPathComponent

let package = Package(
  name: "CarouselBenchmarks",
  platforms: [.macOS(.v14)],
  dependencies: [
    .package(path: ".."),
    .package(path: "../Gallery"),
    .package(url: "https://github.com/ordo-one/benchmark", from: "1.38.1", traits: ["MallocInterposer"]),
  ],
  targets: [
    .executableTarget(
      name: "CarouselBenchmarks",
      dependencies: [
        .product(name: "Benchmark", package: "benchmark"),
        .product(name: "CarouselCore", package: rootPackage),
        .product(name: "CarouselImages", package: rootPackage),
        .product(name: "GalleryApp", package: "Gallery"),
        .product(name: "AppModel", package: "Gallery"),
        "MemoryTuning",
        "Workloads",
      ],
      path: "Benchmarks/CarouselBenchmarks",
      plugins: [.plugin(name: "BenchmarkPlugin", package: "benchmark")]
    ),
    // The operations both the benchmarks and the instruction counter run.
    .target(
      name: "Workloads", dependencies: [.product(name: "CarouselCore", package: rootPackage)],
      path: "Benchmarks/Workloads"),
    // Runs one workload under callgrind (instruction-counts, beside this file).
    .executableTarget(name: "InstructionCounts", dependencies: ["Workloads"], path: "Tools/InstructionCounts"),
    // malloc's settings, which Swift's Glibc module does not export.
    .target(name: "MemoryTuning", path: "Benchmarks/MemoryTuning"),
  ],
  swiftLanguageModes: [.v6]
)
