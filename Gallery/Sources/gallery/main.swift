import ArgumentParser
import CarouselCore
import Foundation
import GalleryApp
import GalleryModel
import GalleryRender

/// `gallery`: every CarouselKit component on screen, in a window or rendered to PNG.
@main
struct GalleryCommand: AsyncParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "gallery",
    abstract: "Shows every CarouselKit component with the seed screens' data.",
    discussion: "Opens a window when a display is available; otherwise renders every screen to PNG.",
    subcommands: [Show.self, Render.self], defaultSubcommand: Show.self)
}

struct CommonOptions: ParsableArguments {
  @Option(help: "Pixels per point.") var scale: Double = 1
  @Option(help: "Window width in points.") var width: Double = 390
  @Option(help: "Window height in points.") var height: Double = 844
  @Option(help: "A folder of real photos named as in the feeds' URLs (PNG).") var images: String?
  @Option(help: "Time zone for dates (default: the viewer's).") var timeZone: String?

  var size: CGSize { CGSize(width: width, height: height) }
  var imageSource: ImageSource { ImageSource(directory: images.map { URL(fileURLWithPath: $0) }) }
  var zone: TimeZone { timeZone.flatMap(TimeZone.init(identifier:)) ?? .current }
}

struct Show: AsyncParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "show", abstract: "Open the Gallery window (the default).")

  @OptionGroup var options: CommonOptions
  @Flag(help: "Print frame-time percentiles on exit.") var stats = false
  @Option(help: "Replay a GestureScript JSON file.") var script: String?
  @Option(help: "Write the store's state as JSON on exit.") var dumpState: String?
  @Option(help: "Where to write PNGs when there is no display.") var out = "gallery-renders"

  @MainActor
  func run() async throws {
    let gesture = try script.map { try GestureScript(json: Data(contentsOf: URL(fileURLWithPath: $0))) }
    guard WindowLoop.hasDisplay else {
      print("No display: rendering every screen instead.")
      let files = try await HeadlessRender.render(
        screens: Screen.allCases, to: URL(fileURLWithPath: out), size: options.size, scale: options.scale,
        images: options.imageSource, timeZone: options.zone)
      for file in files { print("wrote \(file.path)") }
      if let gesture { try await replayHeadless(gesture) }
      return
    }
    let app = GalleryApp(size: options.size, scale: options.scale, images: options.imageSource, timeZone: options.zone)
    await app.loadFeeds()
    for issue in app.store.state.issues { print("feed issue: \(issue)") }
    app.prewarm()
    try WindowLoop.run(app: app, scale: options.scale, script: gesture)
    try finish(app)
  }

  @MainActor
  private func replayHeadless(_ gesture: GestureScript) async throws {
    let app = GalleryApp(size: options.size, scale: options.scale, images: options.imageSource, timeZone: options.zone)
    await app.loadFeeds()
    app.replay(gesture)
    try finish(app)
  }

  @MainActor
  private func finish(_ app: GalleryApp) throws {
    if stats { print(app.stats.summary) }
    if let dumpState {
      try app.dumpState(to: URL(fileURLWithPath: dumpState))
      print("state written to \(dumpState)")
    }
  }
}

struct Render: AsyncParsableCommand {
  static let configuration = CommandConfiguration(abstract: "Render screens to PNG without a window.")

  @OptionGroup var options: CommonOptions
  @Option(help: "home, favorites, pager, rows, guide-board, or all.") var screen = "all"
  @Option(help: "The folder to write into.") var out: String

  @MainActor
  func run() async throws {
    let screens: [Screen]
    if screen == "all" {
      screens = Screen.allCases
    } else if let one = Screen(rawValue: screen) {
      screens = [one]
    } else {
      throw ValidationError(
        "unknown screen \(screen); use one of \(Screen.allCases.map(\.rawValue).joined(separator: ", ")) or all")
    }
    let files = try await HeadlessRender.render(
      screens: screens, to: URL(fileURLWithPath: out), size: options.size, scale: options.scale,
      images: options.imageSource, timeZone: options.zone)
    for file in files { print("wrote \(file.path)") }
  }
}
