import SeedApp
import SwiftUI

#if os(macOS)
  import AppKit
#endif

/// The seed app on a Mac: `swift run seed-app` in Examples/SeedApp (or `make seed-app`).
@main
struct SeedAppMain: App {
  #if os(macOS)
    @NSApplicationDelegateAdaptor(ForegroundActivation.self) private var activation
  #endif

  var body: some Scene {
    SeedAppScene()
  }
}

#if os(macOS)
  /// Makes the executable a regular app once it has launched. `swift run` starts a bare executable,
  /// not an app bundle, and AppKit then runs it as an accessory: its window shows but never takes the
  /// keyboard (the Archive's field cannot be typed into) and it has no Dock icon or menu bar. A regular
  /// activation policy and an activation fix both.
  @MainActor
  final class ForegroundActivation: NSObject, NSApplicationDelegate {
    func applicationDidFinishLaunching(_ notification: Notification) {
      NSApplication.shared.setActivationPolicy(.regular)
      NSApplication.shared.activate()
    }
  }
#endif
