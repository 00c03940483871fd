// In the iOS 18.0 SDK SwiftUI is two modules: SwiftUICore declares View, Text, Color, the stacks, most
// modifiers, the environment and Animation; SwiftUI declares the rest and re-exports SwiftUICore
// (line 16 of …/SwiftUI.swiftmodule/arm64-apple-ios.swiftinterface: `@_exported import SwiftUICore`),
// so `import SwiftUI` sees both and an extension of `View` extends `SwiftUICore.View`. So does the
// stand-in: this module is the SDK's SwiftUI part, ../SwiftUICore the other.
@_exported import SwiftUICore
