import CarouselCore
import Foundation

extension ComponentHost where ElementID == Int {
  /// Hands `event` to the host in the coordinates of a carousel whose frame is `frame`.
  /// - Returns: whether the carousel took it.
  mutating func scrollWheel(_ event: ScrollWheelEvent, from frame: CGRect, animation: AnimationCurve = .snap) -> Bool {
    var local = event
    local.location = CGPoint(x: event.location.x - frame.minX, y: event.location.y - frame.minY)
    return scrollWheel(local, animation: animation)
  }
}

/// The IDs of the elements a host's update reports tapped, in order, as `id` names each tapped index
/// (nil: the tap is dropped). Where it rests the host keeps.
func tappedIDs<Component>(_ update: ComponentHost<Component, Int>.Update, id: (Int) -> Int?) -> [Int] {
  update.events.compactMap { $0.tappedIndex.flatMap(id) }
}

/// The IDs of a host's elements, `ids`, that its update reports tapped (an index `ids` does not name
/// is reported as itself).
func tappedIDs<Component>(_ update: ComponentHost<Component, Int>.Update, ids: [Int]) -> [Int] {
  tappedIDs(update) { ids[safe: $0] ?? $0 }
}
