import UIKit

// Declared by the SwiftUI module of the iOS 18.0 SDK (it imports UIKit; SwiftUICore does not): none of these
// declarations is in SwiftUICore's interface (read in full).

// https://developer.apple.com/documentation/swiftui/uigesturerecognizerrepresentable — iOS 18.0+:
// @MainActor @preconcurrency protocol UIGestureRecognizerRepresentable
@available(iOS 18.0, *)
@MainActor @preconcurrency
public protocol UIGestureRecognizerRepresentable {
  // .../uigesturerecognizerrepresentable/uigesturerecognizertype —
  // associatedtype UIGestureRecognizerType : UIGestureRecognizer
  associatedtype UIGestureRecognizerType: UIGestureRecognizer
  // .../uigesturerecognizerrepresentable/coordinator — associatedtype Coordinator = Void
  associatedtype Coordinator = Void
  // .../uigesturerecognizerrepresentable/context —
  // typealias Context = UIGestureRecognizerRepresentableContext<Self>
  typealias Context = UIGestureRecognizerRepresentableContext<Self>
  // .../uigesturerecognizerrepresentable/coordinatespaceconverter —
  // typealias CoordinateSpaceConverter = UIGestureRecognizerRepresentableCoordinateSpaceConverter
  typealias CoordinateSpaceConverter = UIGestureRecognizerRepresentableCoordinateSpaceConverter

  // .../uigesturerecognizerrepresentable/makeuigesturerecognizer(context:) —
  // @MainActor @preconcurrency func makeUIGestureRecognizer(context: Self.Context) -> Self.UIGestureRecognizerType
  func makeUIGestureRecognizer(context: Context) -> UIGestureRecognizerType
  // .../uigesturerecognizerrepresentable/handleuigesturerecognizeraction(_:context:) —
  // @MainActor @preconcurrency func handleUIGestureRecognizerAction(_ recognizer: Self.UIGestureRecognizerType,
  //   context: Self.Context)
  func handleUIGestureRecognizerAction(_ recognizer: UIGestureRecognizerType, context: Context)
  // .../uigesturerecognizerrepresentable/updateuigesturerecognizer(_:context:) —
  // @MainActor @preconcurrency func updateUIGestureRecognizer(_ recognizer: Self.UIGestureRecognizerType,
  //   context: Self.Context)
  func updateUIGestureRecognizer(_ recognizer: UIGestureRecognizerType, context: Context)
  // .../uigesturerecognizerrepresentable/makecoordinator(converter:) —
  // @MainActor @preconcurrency func makeCoordinator(converter: Self.CoordinateSpaceConverter) -> Self.Coordinator
  func makeCoordinator(converter: CoordinateSpaceConverter) -> Coordinator
}

@available(iOS 18.0, *)
extension UIGestureRecognizerRepresentable {
  public func handleUIGestureRecognizerAction(_ recognizer: UIGestureRecognizerType, context: Context) {}
  public func updateUIGestureRecognizer(_ recognizer: UIGestureRecognizerType, context: Context) {}
}

@available(iOS 18.0, *)
extension UIGestureRecognizerRepresentable where Coordinator == Void {
  public func makeCoordinator(converter: CoordinateSpaceConverter) -> Coordinator { () }
}

// https://developer.apple.com/documentation/swiftui/uigesturerecognizerrepresentablecontext — iOS 18.0+:
// struct UIGestureRecognizerRepresentableContext<Representable> where Representable : UIGestureRecognizerRepresentable
@available(iOS 18.0, *)
public struct UIGestureRecognizerRepresentableContext<Representable: UIGestureRecognizerRepresentable> {
  // .../uigesturerecognizerrepresentablecontext/converter —
  // let converter: UIGestureRecognizerRepresentableCoordinateSpaceConverter
  public let converter: UIGestureRecognizerRepresentableCoordinateSpaceConverter
  // .../uigesturerecognizerrepresentablecontext/coordinator — let coordinator: Representable.Coordinator
  public let coordinator: Representable.Coordinator
}

// https://developer.apple.com/documentation/swiftui/uigesturerecognizerrepresentablecoordinatespaceconverter
// — iOS 18.0+: struct UIGestureRecognizerRepresentableCoordinateSpaceConverter
@available(iOS 18.0, *)
public struct UIGestureRecognizerRepresentableCoordinateSpaceConverter {
  // .../localLocation — var localLocation: CGPoint { get }
  public var localLocation: CGPoint { _unreachable() }
  // .../localTranslation — var localTranslation: CGPoint? { get }
  public var localTranslation: CGPoint? { _unreachable() }
  // .../localVelocity — var localVelocity: CGPoint? { get }
  public var localVelocity: CGPoint? { _unreachable() }
}

extension View {
  // https://developer.apple.com/documentation/swiftui/view/gesture(_:) — the UIKit form, iOS 18.0+:
  // nonisolated func gesture(_ representable: some UIGestureRecognizerRepresentable) -> some View
  @available(iOS 18.0, *)
  nonisolated public func gesture(_ representable: some UIGestureRecognizerRepresentable) -> some View {
    _StubView()
  }
}
