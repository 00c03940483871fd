import CarouselCore
import Foundation

extension GalleryScene {
  /// Feeds one pointer sample in window points: to the tab bar, to the press of the feature touched,
  /// or through the drag arbiter to the parts it named when the touch went down.
  /// - Returns: what happened that the rest of the state must hear (a tab's screen, a feature's
  ///   reports).
  mutating func handle(_ event: DragEvent, _ context: Context) -> [AppAction] {
    note(event.time)
    var reports: [AppAction] = []
    if event.phase == .began { begin(at: event.location, context, reports: &reports) }
    if tabBarPress != nil {
      handleTabBar(event, into: &reports)
    } else if isFeaturePress {
      _ = send(.press(event), to: touchedScreen, context, reports: &reports)
      if event.phase == .ended || event.phase == .cancelled { isFeaturePress = false }
    } else {
      // A sample for `part`, in its own coordinates.
      func deliver(_ part: Part, _ event: DragEvent) -> GestureResponse {
        let origin = origins[part] ?? .zero
        let local = DragEvent(
          phase: event.phase, location: CGPoint(x: event.location.x - origin.x, y: event.location.y - origin.y),
          time: event.time)
        guard case .feature(let raw) = part else { return detail.handle(local) }
        guard
          case .response(let response) = send(.drag(local, part: raw), to: touchedScreen, context, reports: &reports)
        else { return .declined }
        return response
      }
      var arbiter = self.arbiter
      arbiter.route(
        event, deliver: deliver,
        cancel: { part in _ = deliver(part, DragEvent(phase: .cancelled, location: event.location, time: event.time)) })
      self.arbiter = arbiter
    }
    return reports
  }

  private mutating func begin(at point: CGPoint, _ context: Context, reports: inout [AppAction]) {
    tabBarPress = nil
    isFeaturePress = false
    origins = [:]
    touchedScreen = context.screen
    if point.y >= contentSize.height {
      tabBarPress = point
      return
    }
    if detail.isPresented {
      // The detail covers the screen: it takes every touch (and declines them while it flies).
      arbiter.begin(with: [.detail])
      return
    }
    switch send(.touchDown(point), to: context.screen, context, reports: &reports) {
    case .start(.parts(let parts, let origins)):
      self.origins = Dictionary(origins.map { (Part.feature($0), $1) }) { $1 }
      arbiter.begin(with: parts.map(Part.feature))
    case .start(.press):
      isFeaturePress = true
    default:
      arbiter.begin(with: [])
    }
  }

  /// The screen a tap going down at `point` (window points) would select from the tab bar, when it is
  /// not `shown`: a guess for drawing that screen's cards while the finger is still down. The tap
  /// itself is decided when it lifts.
  public func tabScreen(at point: CGPoint, shown: Screen) -> Screen? {
    guard point.y.isFinite, point.y >= contentSize.height, let screen = tabBarSlots.screen(atX: point.x),
      screen != shown
    else { return nil }
    return screen
  }

  /// A tap on the tab bar (released within 20 points of where it went down, on the bar) selects the
  /// screen of its slot.
  private mutating func handleTabBar(_ event: DragEvent, into reports: inout [AppAction]) {
    guard event.phase == .ended, let press = tabBarPress else {
      if event.phase == .cancelled { tabBarPress = nil }
      return
    }
    tabBarPress = nil
    guard abs(event.location.x - press.x) < 20, event.location.y >= contentSize.height else { return }
    if let screen = tabBarSlots.screen(atX: event.location.x) { reports.append(.select(screen)) }
  }

  /// Hands `input` — a key, the wheel, F — to the feature of the screen shown, as that feature's own
  /// action. Nothing under an open detail hears it.
  /// - Returns: the action for the store to dispatch, if any.
  mutating func forward(_ input: ScreenInput, _ context: Context) -> [AppAction] {
    guard !detail.isPresented else { return [] }
    var reports: [AppAction] = []
    _ = send(.input(input), to: context.screen, context, reports: &reports)
    return reports
  }

  /// A wheel or trackpad scroll of `dx`, `dy` lines at `point` (SDL's signs: `dy` positive away from
  /// the user), as the screen's input: the carousel under the pointer takes it first, through the
  /// engine (``ComponentHost/scrollWheel(_:animation:)``) — a whole number of lines is a mouse wheel's
  /// notch and steps one item; fractions are a trackpad's continuous scroll, which the carousel
  /// follows and snaps as after a drag. What the carousel passes on (a vertical scroll) scrolls
  /// Home's page, the Archive's list or an Articles page. Nil for lines that are not finite.
  static func wheelInput(dx: CGFloat, dy: CGFloat, at point: CGPoint, time: TimeInterval) -> ScreenInput? {
    guard dx.isFinite, dy.isFinite else { return nil }
    let isNotch = dx == dx.rounded() && dy == dy.rounded()
    let event = ScrollWheelEvent(
      delta: CGSize(width: dx * wheelLine, height: -dy * wheelLine), location: point, time: time,
      phase: isNotch ? .notch : .unphased)
    return .wheel(event, lines: CGSize(width: dx, height: dy))
  }
}
