import CarouselCore
import Foundation
import GalleryModel
import GalleryRender
import PropertyBased
import Testing

@testable import GalleryApp

/// Every value a user can give the command line: a one-line error naming the option, or settings the
/// app can run with.
@Suite("Command-line options")
struct LaunchSettingsTests {
  /// A scratch folder holding one file, `afile`.
  static let scratch: URL = {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("gallery-options-\(UUID().uuidString)")
    try? FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    _ = FileManager.default.createFile(atPath: folder.appendingPathComponent("afile").path, contents: Data("x".utf8))
    return folder
  }()
  static var aFile: String { scratch.appendingPathComponent("afile").path }

  /// The one line the user would see, or nil when `make` succeeds.
  static func problem(_ make: () throws -> some Any) -> String? {
    do {
      _ = try make()
      return nil
    } catch let error as OptionError {
      return error.description
    } catch {
      return "not an OptionError: \(error)"
    }
  }

  @Test("The defaults are accepted")
  func theDefaultsAreAccepted() throws {
    let settings = try LaunchSettings()
    #expect(settings.size == CGSize(width: 390, height: 844))
    #expect(settings.scale == 1 && settings.feedDirectory == nil)
    // The bundled photographs, unless --images names a folder.
    #expect(settings.imageDirectory != nil && settings.imageDirectory == ImageSource.bundledDirectory)
  }

  @Test("The edges of every range are accepted")
  func theRangesEdgesAreAccepted() throws {
    _ = try LaunchSettings(width: 200, height: 200, scale: 0.25)
    _ = try LaunchSettings(width: 4096, height: 4096, scale: 2)
    _ = try LaunchSettings(width: 2048, height: 900, scale: 4, timeZone: "Asia/Tokyo")
  }

  @Test("A number outside its range names the option and the range")
  func numbersOutsideTheirRangeNameTheOptionAndTheRange() {
    #expect(
      Self.problem { try LaunchSettings(width: .nan) } == "--width nan: not a finite number; use 200 to 4096 points")
    #expect(
      Self.problem { try LaunchSettings(width: .infinity) }
        == "--width inf: not a finite number; use 200 to 4096 points")
    #expect(Self.problem { try LaunchSettings(width: 1e300) } == "--width 1e+300: out of range; use 200 to 4096 points")
    #expect(Self.problem { try LaunchSettings(height: -1) } == "--height -1: out of range; use 200 to 4096 points")
    #expect(
      Self.problem { try LaunchSettings(height: 199.5) } == "--height 199.5: out of range; use 200 to 4096 points")
    #expect(
      Self.problem { try LaunchSettings(scale: 1e9) }
        == "--scale 1000000000: out of range; use 0.25 to 4 pixels per point")
    #expect(Self.problem { try LaunchSettings(scale: 0) } == "--scale 0: out of range; use 0.25 to 4 pixels per point")
    #expect(
      Self.problem { try LaunchSettings(width: 4000, scale: 4) }
        == "--scale 4: makes a window side 16000 pixels; at most 8192 (lower --scale, --width or --height)")
  }

  @Test("Folders must exist and be folders")
  func foldersMustExistAndBeFolders() {
    #expect(
      Self.problem { try LaunchSettings(images: "/no/such/folder") } == "--images /no/such/folder: no such folder")
    #expect(Self.problem { try LaunchSettings(feeds: "") } == "--feeds \"\": no such folder")
    #expect(
      Self.problem { try LaunchSettings(images: Self.aFile) }
        == "--images \(Self.aFile): is a file; give the folder that holds the files")
    #expect(Self.problem { try LaunchSettings(feeds: Self.scratch.path) } == nil)
  }

  @Test("An unknown time zone is named")
  func anUnknownTimeZoneIsNamed() {
    #expect(
      Self.problem { try LaunchSettings(timeZone: "Mars/Olympus") }
        == "--time-zone Mars/Olympus: unknown time zone; use an IANA name such as Asia/Tokyo or UTC")
  }

  @Test("--language takes ja or en in any case; anything else is named")
  func theLanguageIsChecked() throws {
    #expect(try LaunchSettings().language == .japanese)
    #expect(try LaunchSettings(language: "en").language == .english)
    #expect(try LaunchSettings(language: "JA").language == .japanese)
    #expect(Self.problem { try LaunchSettings(language: "fr") } == "--language fr: unknown language; use ja or en")
    #expect(Self.problem { try LaunchSettings(language: "") } == "--language \"\": unknown language; use ja or en")
  }

  @Test("Without --language the locale decides: English for en…, Japanese otherwise and by default")
  func theLocaleChoosesTheLanguage() throws {
    func language(_ environment: [String: String], option: String? = nil) throws -> GalleryLanguage {
      try LaunchSettings(language: option, environment: environment).language
    }
    #expect(try language([:]) == .japanese)
    #expect(try language(["LANG": "en_GB.UTF-8"]) == .english)
    #expect(try language(["LANG": "ja_JP.UTF-8"]) == .japanese)
    #expect(try language(["LANG": "C.UTF-8"]) == .japanese)
    #expect(try language(["LANG": "en_US.UTF-8", "LC_ALL": "ja_JP.UTF-8"]) == .japanese)
    #expect(try language(["LANG": "ja_JP.UTF-8", "LC_MESSAGES": "en_US"]) == .english)
    #expect(try language(["LANG": "en_US", "LC_ALL": ""]) == .english)
    #expect(try language(["LANG": "en_US"], option: "ja") == .japanese)
  }

  @Test("A script that cannot be used says why")
  func scriptsThatCannotBeUsedSayWhy() throws {
    #expect(
      Self.problem { try LaunchFiles.script(at: "/no/such.json") }
        == "--script /no/such.json: cannot read: no such file or folder")
    let bad = Self.scratch.appendingPathComponent("bad.json")
    try Data(#"{"events": [{"phase": "began", "x": 1, "y": 2, "time": 0}, {"phase": "ended", "x": 1}]}"#.utf8)
      .write(to: bad)
    #expect(
      Self.problem { try LaunchFiles.script(at: bad.path) }
        == "--script \(bad.path): not a gesture script: events[1].y: missing")
    try Data("{\"events\": [\n  {\"phase\" \"began\"}]}".utf8).write(to: bad)
    let syntax = try #require(Self.problem { try LaunchFiles.script(at: bad.path) })
    #expect(syntax.contains("line 2"), "\(syntax)")
    try Data(#"{"events": [{"phase": "wiggle", "x": 1, "y": 2, "time": 0}]}"#.utf8).write(to: bad)
    #expect(
      Self.problem { try LaunchFiles.script(at: bad.path) }?.hasPrefix(
        "--script \(bad.path): not a gesture script: events[0].phase") == true)
  }

  @Test("Output that cannot be written says why")
  func outputThatCannotBeWrittenSaysWhy() {
    #expect(
      Self.problem { try LaunchFiles.outputFolder(Self.aFile) }
        == "--out \(Self.aFile): a file is in the way; give a folder")
    // Said in words, not "The operation could not be completed. (NSCocoaErrorDomain error 512.)".
    #expect(
      Self.problem { try LaunchFiles.outputFolder(Self.aFile + "/inside/deeper") }
        == "--out \(Self.aFile)/inside/deeper: cannot create the folder: \(Self.aFile) is not a folder")
    #expect(
      Self.problem { try LaunchFiles.outputFolder("/dev/full/x") }
        == "--out /dev/full/x: cannot create the folder: /dev/full is not a folder")
    let underAFile = Self.aFile + "/state.json"
    #expect(
      Self.problem {
        try LaunchFiles.writing(option: "--dump-state", path: underAFile) {
          try Data().write(to: URL(fileURLWithPath: underAFile))
        }
      } == "--dump-state \(underAFile): cannot write: \(Self.aFile) is not a folder")
    #expect(OptionError.reason(for: CocoaError(.fileWriteUnknown)) == "the system refused without saying why")
    #expect(Self.problem { try LaunchFiles.outputFolder("") } == "--out \"\": give a folder")
    let state = Self.scratch.appendingPathComponent("missing/state.json").path
    let written = Self.problem {
      try LaunchFiles.writing(option: "--dump-state", path: state) { try Data().write(to: URL(fileURLWithPath: state)) }
    }
    #expect(written == "--dump-state \(state): cannot write: no such file or folder")
  }

  /// The words a hostile or careless user types, for every option at once.
  static let numbers: [Double] = [
    .nan, .infinity, -.infinity, 0, -0.0, -1, 1e-300, 1e300, .greatestFiniteMagnitude, 0.25, 0.2, 1, 2, 3.5, 4, 4.01,
    199.99, 200, 320, 390, 844, 1280, 4096, 4097, 8192, 1e9,
  ]
  static var paths: [String?] {
    [nil, "", "/", "/no/such", aFile, scratch.path, "relative/nowhere", "a\u{0}b", String(repeating: "x", count: 5000)]
  }
  static let zones: [String?] = [nil, "", "UTC", "Asia/Tokyo", "Mars/Olympus", "../../etc/passwd", "GMT+9", "\u{0}"]

  /// Command lines per run: 2,000 in `make test`, 100 times as many under `make fuzz`.
  static let commandLines = 2_000 * (ProcessInfo.processInfo.environment["GALLERY_FUZZ_CASES"] == nil ? 1 : 100)

  @Test("Any command line gives settings in range, or one line naming an option")
  func anyCommandLineGivesSettingsInRangeOrOneLineNamingAnOption() async {
    let number = Gen.oneOf(Gen.element(of: Self.numbers), Gen.double(in: -1e4...1e4).map { Optional($0) })
    await propertyCheck(
      count: Self.commandLines, input: number, number, number, Gen.element(of: Self.paths), Gen.element(of: Self.paths),
      Gen.element(of: Self.zones)
    ) { width, height, scale, images, feeds, zone in
      let (width, height, scale) = (width ?? 390, height ?? 844, scale ?? 1)
      do {
        let settings = try LaunchSettings(
          width: width, height: height, scale: scale, images: images ?? nil, feeds: feeds ?? nil, timeZone: zone ?? nil)
        #expect(
          LaunchSettings.sideRange.contains(settings.size.width)
            && LaunchSettings.sideRange.contains(settings.size.height))
        #expect(LaunchSettings.scaleRange.contains(settings.scale))
        #expect(max(settings.size.width, settings.size.height) * settings.scale <= LaunchSettings.maximumPixelsPerSide)
      } catch let error as OptionError {
        let line = error.description
        #expect(!line.contains("\n"), "\(line)")
        #expect(
          ["--width ", "--height ", "--scale ", "--images ", "--feeds ", "--time-zone "].contains {
            line.hasPrefix($0)
          },
          "\(line)")
      } catch {
        Issue.record("not an OptionError: \(error)")
      }
    }
  }

  @Test("A canvas of any size stays inside cairo's limits")
  func aCanvasOfAnySizeStaysInsideCairosLimits() async {
    let number = Gen.oneOf(Gen.element(of: Self.numbers), Gen.double(in: -1e5...1e5).map { Optional($0) })
    await propertyCheck(count: 300, input: number, number, number) { width, height, scale in
      let canvas = Canvas(size: CGSize(width: width ?? 1, height: height ?? 1), scale: scale ?? 1)
      #expect((1...Canvas.maximumPixelsPerSide).contains(canvas.pixelWidth))
      #expect((1...Canvas.maximumPixelsPerSide).contains(canvas.pixelHeight))
      #expect(canvas.scale.isFinite && canvas.scale > 0 && canvas.size.width.isFinite && canvas.size.height.isFinite)
      canvas.withPixels { bytes, stride in
        #expect(bytes.isEmpty || bytes.count == stride * canvas.pixelHeight)
      }
    }
  }
}
