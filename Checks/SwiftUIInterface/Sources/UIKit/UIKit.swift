// The part of UIKit CarouselKit's iOS 18 drag recogniser uses, with the signatures of Apple's
// documentation pages named beside each declaration. Declarations only, like the SwiftUI stub.
@_exported import Foundation

/// The stub's bodies never run.
@inline(never)
func _unreachable() -> Never {
  fatalError("UIKit interface stub: declarations only, never executed")
}

// https://developer.apple.com/documentation/objectivec/selector — only ever passed as nil here.
public struct Selector {}

// https://developer.apple.com/documentation/uikit/uiresponder — @MainActor class UIResponder : NSObject
@MainActor @preconcurrency
open class UIResponder: NSObject {
  // https://developer.apple.com/documentation/uikit/uiresponder/next — var next: UIResponder? { get }
  open var next: UIResponder? { _unreachable() }
}

// https://developer.apple.com/documentation/uikit/uiview — @MainActor class UIView : UIResponder
@MainActor @preconcurrency
open class UIView: UIResponder {
  // https://developer.apple.com/documentation/uikit/uiview/isdescendant(of:)
  // func isDescendant(of view: UIView) -> Bool
  public func isDescendant(of view: UIView) -> Bool { _unreachable() }
}

// https://developer.apple.com/documentation/uikit/uievent — @MainActor class UIEvent : NSObject
@MainActor @preconcurrency
open class UIEvent: NSObject {}

// https://developer.apple.com/documentation/uikit/uitouch — @MainActor class UITouch : NSObject
@MainActor @preconcurrency
open class UITouch: NSObject {
  // https://developer.apple.com/documentation/uikit/uitouch/timestamp — var timestamp: TimeInterval { get }
  // (seconds since system startup, the clock of ProcessInfo.systemUptime)
  public var timestamp: TimeInterval { _unreachable() }
  // https://developer.apple.com/documentation/uikit/uitouch/location(in:) — func location(in view: UIView?) -> CGPoint
  public func location(in view: UIView?) -> CGPoint { _unreachable() }
}

// https://developer.apple.com/documentation/uikit/uigesturerecognizer —
// @MainActor class UIGestureRecognizer : NSObject
@MainActor @preconcurrency
open class UIGestureRecognizer: NSObject {
  // https://developer.apple.com/documentation/uikit/uigesturerecognizer/state-swift.enum
  public enum State: Int, Sendable {
    case possible, began, changed, ended, cancelled, failed
  }

  // https://developer.apple.com/documentation/uikit/uigesturerecognizer/init(target:action:)
  // init(target: Any?, action: Selector?)
  public init(target: Any?, action: Selector?) {}
  // https://developer.apple.com/documentation/uikit/uigesturerecognizer/delegate
  // weak var delegate: (any UIGestureRecognizerDelegate)?
  public weak var delegate: (any UIGestureRecognizerDelegate)?
  // https://developer.apple.com/documentation/uikit/uigesturerecognizer/view — var view: UIView? { get }
  public var view: UIView? { _unreachable() }
  // https://developer.apple.com/documentation/uikit/uigesturerecognizer/state-swift.property
  // var state: UIGestureRecognizer.State { get } (settable only by subclasses)
  public var state: State { _unreachable() }
  // https://developer.apple.com/documentation/uikit/uigesturerecognizer/cancelstouchesinview
  public var cancelsTouchesInView: Bool {
    get { _unreachable() }
    set { _unreachable() }
  }
  // https://developer.apple.com/documentation/uikit/uigesturerecognizer/touchesbegan(_:with:)
  // func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent) (and Moved, Ended, Cancelled)
  open func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent) {}
  open func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent) {}
  open func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent) {}
  open func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent) {}
  // https://developer.apple.com/documentation/uikit/uigesturerecognizer/reset() — func reset()
  open func reset() {}
}

// https://developer.apple.com/documentation/uikit/uipangesturerecognizer —
// @MainActor class UIPanGestureRecognizer : UIGestureRecognizer
@MainActor @preconcurrency
open class UIPanGestureRecognizer: UIGestureRecognizer {
  // https://developer.apple.com/documentation/uikit/uipangesturerecognizer/allowedscrolltypesmask —
  // UIPanGestureRecognizer.h (iOS 18.0 SDK): @property(nonatomic) UIScrollTypeMask allowedScrollTypesMask
  // API_AVAILABLE(ios(13.4)) API_UNAVAILABLE(tvos, watchos)
  @available(iOS 13.4, *)
  public var allowedScrollTypesMask: UIScrollTypeMask {
    get { _unreachable() }
    set { _unreachable() }
  }
}

// https://developer.apple.com/documentation/uikit/uiscrolltypemask — UIPanGestureRecognizer.h:
// typedef NS_OPTIONS(NSInteger, UIScrollTypeMask) { UIScrollTypeMaskDiscrete = 1 << 0,
// UIScrollTypeMaskContinuous = 1 << 1, UIScrollTypeMaskAll = Discrete | Continuous }
// API_AVAILABLE(ios(13.4)) API_UNAVAILABLE(tvos, watchos)
@available(iOS 13.4, *)
public struct UIScrollTypeMask: OptionSet, Sendable {
  public let rawValue: Int
  public init(rawValue: Int) { self.rawValue = rawValue }
  public static let discrete = UIScrollTypeMask(rawValue: 1)
  public static let continuous = UIScrollTypeMask(rawValue: 2)
  public static let all = UIScrollTypeMask(rawValue: 3)
}

// https://developer.apple.com/documentation/uikit/uiscreenedgepangesturerecognizer —
// @MainActor class UIScreenEdgePanGestureRecognizer : UIPanGestureRecognizer
@MainActor @preconcurrency
open class UIScreenEdgePanGestureRecognizer: UIPanGestureRecognizer {}

// https://developer.apple.com/documentation/uikit/uiscrollview — @MainActor class UIScrollView : UIView
@MainActor @preconcurrency
open class UIScrollView: UIView {
  // https://developer.apple.com/documentation/uikit/uiscrollview/pangesturerecognizer —
  // var panGestureRecognizer: UIPanGestureRecognizer { get }
  open var panGestureRecognizer: UIPanGestureRecognizer { _unreachable() }
}

// https://developer.apple.com/documentation/uikit/uiviewcontroller —
// @MainActor class UIViewController : UIResponder
@MainActor @preconcurrency
open class UIViewController: UIResponder {}

// https://developer.apple.com/documentation/uikit/uinavigationcontroller —
// @MainActor class UINavigationController : UIViewController
@MainActor @preconcurrency
open class UINavigationController: UIViewController {
  // https://developer.apple.com/documentation/uikit/uinavigationcontroller/interactivepopgesturerecognizer —
  // var interactivePopGestureRecognizer: UIGestureRecognizer? { get } (iOS 7.0+, visionOS 1.0+)
  open var interactivePopGestureRecognizer: UIGestureRecognizer? { _unreachable() }
}

// https://developer.apple.com/documentation/uikit/uiapplication — @MainActor class UIApplication : UIResponder
@MainActor @preconcurrency
open class UIApplication: UIResponder {
  // https://developer.apple.com/documentation/uikit/uiapplication/didreceivememorywarningnotification —
  // class let didReceiveMemoryWarningNotification: NSNotification.Name (iOS 2.0+, not watchOS)
  public static let didReceiveMemoryWarningNotification = NSNotification.Name(
    "UIApplicationDidReceiveMemoryWarningNotification")
}

// https://developer.apple.com/documentation/uikit/uigesturerecognizerdelegate —
// @MainActor protocol UIGestureRecognizerDelegate : NSObjectProtocol. Its methods are optional in
// Objective-C; here the three CarouselKit implements are required, so that a misspelt one fails the
// check (on Apple's compiler it would only warn that it "nearly matches", and never be called).
@MainActor @preconcurrency
public protocol UIGestureRecognizerDelegate: NSObjectProtocol {
  // .../uigesturerecognizerdelegate/gesturerecognizershouldbegin(_:)
  // optional func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool
  func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool
  // .../uigesturerecognizerdelegate/gesturerecognizer(_:shouldberequiredtofailby:)
  // optional func gestureRecognizer(_ gestureRecognizer: UIGestureRecognizer,
  //   shouldBeRequiredToFailBy otherGestureRecognizer: UIGestureRecognizer) -> Bool
  func gestureRecognizer(
    _ gestureRecognizer: UIGestureRecognizer, shouldBeRequiredToFailBy otherGestureRecognizer: UIGestureRecognizer
  ) -> Bool
  // .../uigesturerecognizerdelegate/gesturerecognizer(_:shouldrecognizesimultaneouslywith:)
  // optional func gestureRecognizer(_ gestureRecognizer: UIGestureRecognizer,
  //   shouldRecognizeSimultaneouslyWith otherGestureRecognizer: UIGestureRecognizer) -> Bool
  func gestureRecognizer(
    _ gestureRecognizer: UIGestureRecognizer,
    shouldRecognizeSimultaneouslyWith otherGestureRecognizer: UIGestureRecognizer
  ) -> Bool
}
