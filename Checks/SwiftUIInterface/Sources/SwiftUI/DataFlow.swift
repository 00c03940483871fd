// Declared by the SwiftUI module of the iOS 18.0 SDK: ScenePhase and EnvironmentValues.scenePhase are not in
// SwiftUICore's interface (read in full), which declares the rest of data flow (SwiftUICore/).

// https://developer.apple.com/documentation/swiftui/scenephase — iOS 14.0+, macOS 11.0+
public enum ScenePhase: Comparable, Hashable {
  // https://developer.apple.com/documentation/swiftui/scenephase/background
  case background
  // https://developer.apple.com/documentation/swiftui/scenephase/inactive
  case inactive
  // https://developer.apple.com/documentation/swiftui/scenephase/active
  case active
}

extension EnvironmentValues {
  // https://developer.apple.com/documentation/swiftui/environmentvalues/scenephase
  // var scenePhase: ScenePhase { get set } — iOS 14.0+, macOS 11.0+
  public var scenePhase: ScenePhase { _unreachable() }
}
