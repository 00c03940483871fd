import SeedApp
import SwiftUI

/// The seed app on iOS: the same scene the Mac executable shows.
@main
struct SeedAppIOS: App {
  var body: some Scene {
    SeedAppScene()
  }
}
