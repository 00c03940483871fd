import AppModel
import ArgumentParser
import CarouselCore
import Foundation
import GalleryApp
import GalleryModel
import GalleryRender
import GalleryServer

/// `gallery`: every CarouselKit component on screen, in a window or rendered to PNG.
@main
struct GalleryCommand: AsyncParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "gallery",
    abstract: "Shows every CarouselKit component with the seed screens' data.",
    discussion: "Opens a window when a display is available; otherwise renders every screen to PNG.",
    subcommands: [Show.self, Render.self, Serve.self], defaultSubcommand: Show.self)

  /// Runs the command; a mistake on the command line or in a file it names is reported in one line
  /// (`Error: --width nan: not a finite number; use 200 to 4096 points`) with a non-zero exit.
  static func main() async {
    LaunchClock.markLaunch()
    do {
      var command = try parseAsRoot()
      if var asyncCommand = command as? AsyncParsableCommand {
        try await asyncCommand.run()
      } else {
        try command.run()
      }
    } catch {
      let code = exitCode(for: error)
      guard code != .success else { exit(withError: error) }
      let message = fullMessage(for: error).split(whereSeparator: \.isNewline).first ?? "Error"
      FileHandle.standardError.write(Data("\(message)\n".utf8))
      Foundation.exit(code.rawValue)
    }
  }
}

struct CommonOptions: ParsableArguments {
  @Option(help: "Pixels per point (0.25 to 4).") var scale: Double = 1
  @Option(help: "Window width in points (200 to 4096).") var width: Double = 390
  @Option(help: "Window height in points (200 to 4096).") var height: Double = 844
  @Option(help: "A folder of photos named as in the feeds' URLs (JPEG, PNG or WebP).") var images: String?
  @Option(help: "A folder of feed files named as the bundled ones (featured_topics.json, …).") var feeds: String?
  @Option(help: "Load feeds and photos from a `gallery serve` API at this URL.") var api: String?
  @Option(help: "Keep the favourites here (default: $XDG_DATA_HOME/carouselkit-gallery).") var dataDir: String?
  @Option(help: "Time zone for dates, an IANA name (default: the viewer's).") var timeZone: String?
  @Flag(help: "Lay every screen out right to left, mirrored, as for Arabic or Hebrew.") var rtl = false
  @Option(help: "The Gallery's own words in ja (Japanese) or en (English) (default: the locale's; else ja).")
  var language: String?

  /// The settings; `keepsFavorites` (the window) keeps them in the default folder unless --data-dir
  /// names one, while renders stay free of what earlier runs marked.
  func settings(keepsFavorites: Bool = false) throws(OptionError) -> LaunchSettings {
    let dataDir = dataDir ?? (keepsFavorites ? LaunchSettings.defaultDataDirectory().path : nil)
    return try LaunchSettings(
      width: width, height: height, scale: scale, images: images, feeds: feeds, api: api, dataDir: dataDir,
      timeZone: timeZone, direction: rtl ? .rightToLeft : .leftToRight, language: language,
      environment: ProcessInfo.processInfo.environment)
  }
}

struct Show: AsyncParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "show", abstract: "Open the Gallery window (the default).")

  @OptionGroup var options: CommonOptions
  @Flag(help: "Print frame-time percentiles on exit.") var stats = false
  @Option(help: "Replay a script (JSON: pointer samples, keys, text, wheel, resizes); pauses over 5 s are shortened.")
  var script: String?
  @Flag(help: "Close the window once the script has played and everything has come to rest.")
  var exitAfterScript = false
  @Option(help: "Write the store's state as JSON on exit.") var dumpState: String?
  @Option(help: "Where to write PNGs when there is no display.") var out = "gallery-renders"

  @MainActor
  func run() async throws {
    let settings = try options.settings(keepsFavorites: true)
    let gesture = try script.map { path throws(OptionError) in try LaunchFiles.script(at: path) }
    guard WindowLoop.hasDisplay else {
      print("No display: rendering every screen instead.")
      let files = try await HeadlessRender.render(screens: Screen.allCases, to: out, settings: settings)
      for file in files { print("wrote \(file.path)") }
      if let gesture { try await replayHeadless(gesture, settings: settings) }
      return
    }
    let app = GalleryApp(settings: settings)
    await app.loadFeeds()
    for issue in app.store.state.data.issues { print("feed issue: \(issue)") }
    if let problem = app.store.state.data.storageProblem { print("favourites: \(problem)") }
    app.prewarmFirstScreen()
    try await WindowLoop.run(app: app, scale: settings.scale, script: gesture, exitAfterScript: exitAfterScript)
    try finish(app)
  }

  @MainActor
  private func replayHeadless(_ gesture: GalleryScript, settings: LaunchSettings) async throws {
    let app = GalleryApp(settings: settings)
    await app.loadFeeds()
    app.replay(gesture)
    try finish(app)
  }

  @MainActor
  private func finish(_ app: GalleryApp) throws(OptionError) {
    if stats { print(app.stats.summary) }
    if let dumpState {
      try LaunchFiles.writing(option: "--dump-state", path: dumpState) {
        try app.dumpState(to: URL(fileURLWithPath: dumpState))
      }
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
    let settings = try options.settings()
    let screens: [Screen]
    if screen == "all" {
      screens = Screen.allCases
    } else if let one = Screen(rawValue: screen) {
      screens = [one]
    } else {
      throw OptionError(
        option: "--screen", value: screen,
        problem: "unknown screen; use one of \(Screen.allCases.map(\.rawValue).joined(separator: ", ")) or all")
    }
    let files = try await HeadlessRender.render(screens: screens, to: out, settings: settings)
    for file in files { print("wrote \(file.path)") }
  }
}

struct Serve: AsyncParsableCommand {
  static let configuration = CommandConfiguration(
    abstract: "Serve the feeds and their photos over HTTP (GET /v1/<feed>, /v1/photos/<name>).",
    discussion: "Runs until interrupted. Point the Gallery at it with --api http://HOST:PORT.")

  @Option(help: "The port to listen on (1 to 65535; 0 picks a free one).") var port = 8080
  @Option(help: "The address to listen on.") var host = "127.0.0.1"
  @Option(help: "Serve the feed files in this folder instead of the bundled ones.") var feeds: String?
  @Option(help: "Serve the photos in this folder instead of the bundled ones.") var images: String?

  func run() async throws {
    guard (0...65_535).contains(port) else {
      throw OptionError(
        option: "--port", value: "\(port)", problem: "not a port; use 1 to 65535, or 0 for any free one")
    }
    let settings = try LaunchSettings(images: images, feeds: feeds)
    let server = try GalleryServer(feedDirectory: settings.feedDirectory, photoDirectory: settings.imageDirectory)
    let host = host
    try await server.runUntilInterrupted(host: host, port: port) { port in
      // Written unbuffered: a script reading the port from a pipe sees it at once.
      FileHandle.standardOutput.write(
        Data(
          """
          Serving the Gallery API at http://\(host):\(port) (GET /v1/<feed>, /v1/photos/<name>); Ctrl-C stops it.
          Open the Gallery on it with: gallery --api http://\(host):\(port)

          """.utf8))
    }
  }
}
