import ImageIO

// Declared by SwiftUICore in the iOS 18.0 SDK ("Core ≈N": character offsets in
// …/SwiftUICore.swiftmodule/arm64-apple-ios.swiftinterface): Image ≈827,600, its Orientation ≈133,500,
// ResizingMode and resizable ≈11,000, init(decorative:scale:orientation:) ≈384,900, ContentMode ≈333,000,
// displayScale ≈740,000. aspectRatio and task are SwiftUI's (../SwiftUI/Images.swift).

// https://developer.apple.com/documentation/swiftui/image — iOS 13.0+, macOS 10.15+
// Core ≈827,600: @frozen public struct Image : Equatable, Sendable — not main-actor; Core ≈828,000:
// extension Image : View.
public struct Image: Equatable, Sendable {
  // https://developer.apple.com/documentation/swiftui/image/orientation
  public enum Orientation: UInt8, CaseIterable, Hashable {
    case up, upMirrored, down, downMirrored, left, leftMirrored, right, rightMirrored
  }
  // https://developer.apple.com/documentation/swiftui/image/resizingmode
  public enum ResizingMode: Sendable {
    case tile, stretch
  }
  // https://developer.apple.com/documentation/swiftui/image/init(decorative:scale:orientation:)
  // init(decorative cgImage: CGImage, scale: CGFloat, orientation: Image.Orientation = .up)
  public init(decorative cgImage: CGImage, scale: CGFloat, orientation: Image.Orientation = .up) { _unreachable() }
  // https://developer.apple.com/documentation/swiftui/image/resizable(capinsets:resizingmode:)
  // func resizable(capInsets: EdgeInsets = EdgeInsets(), resizingMode: Image.ResizingMode = .stretch) -> Image
  // (capInsets left out: CarouselKit never passes it, and the stub has no EdgeInsets)
  public func resizable(resizingMode: Image.ResizingMode = .stretch) -> Image { _unreachable() }
  nonisolated public static func == (lhs: Image, rhs: Image) -> Bool { _unreachable() }
}
extension Image: View {
  public typealias Body = Never
  public var body: Never { _unreachable() }
}

// https://developer.apple.com/documentation/swiftui/contentmode
public enum ContentMode: Hashable, CaseIterable {
  case fit, fill
}

extension EnvironmentValues {
  // https://developer.apple.com/documentation/swiftui/environmentvalues/displayscale
  // var displayScale: CGFloat { get set } — iOS 13.0+, macOS 10.15+
  public var displayScale: CGFloat {
    get { _unreachable() }
    set { _unreachable() }
  }
}
