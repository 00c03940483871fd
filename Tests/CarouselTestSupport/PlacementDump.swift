import CarouselCore
import Foundation

/// A fixed-precision, one-line-per-item text picture of placements, for text snapshots.
public func dump(_ placements: [ItemPlacement]) -> String {
  placements.map { placement in
    let frame = placement.frame
    return String(
      format: "#%d x=%.1f y=%.1f w=%.1f h=%.1f s=%.3f o=%.3f z=%.2f r=%.3f",
      placement.index, Double(frame.minX), Double(frame.minY), Double(frame.width), Double(frame.height),
      Double(placement.scale), placement.opacity, placement.zIndex, placement.rotation.radians)
  }.joined(separator: "\n")
}

/// A text picture of a replay: one block per frame with the frame time, its events and placements.
///
/// `every` keeps one frame in so many (plus every frame with events), so snapshots stay readable.
public func dump<Event>(_ frames: [GestureScript.Frame<Event>], every stride: Int = 4) -> String {
  var blocks: [String] = []
  for (number, frame) in frames.enumerated() where number % max(1, stride) == 0 || !frame.events.isEmpty {
    var block = String(format: "t=%.4f", frame.time)
    if !frame.responses.isEmpty { block += " responses=\(frame.responses.map(\.rawValue))" }
    // Events by case only, so a snapshot does not depend on which type a component's events are.
    if !frame.events.isEmpty {
      let events = frame.events.map { "\($0)".replacingOccurrences(of: "CarouselCore.PageDirection.", with: "") }
      block += " events=[\(events.joined(separator: ", "))]"
    }
    let placements = dump(frame.placements)
    blocks.append(placements.isEmpty ? block : block + "\n" + placements)
  }
  return blocks.joined(separator: "\n") + "\n"
}

/// Whether every number in `placements` is finite and scale and opacity lie in 0...1.
public func allFinite(_ placements: [ItemPlacement]) -> Bool {
  // A plain loop over plain comparisons: the fuzz smoke calls this after every call in a debug build,
  // where an array and a key path per placement made it a tenth of the campaign's time.
  for placement in placements {
    let frame = placement.frame
    guard frame.minX.isFinite, frame.minY.isFinite, frame.width.isFinite, frame.height.isFinite,
      placement.zIndex.isFinite, placement.rotation.radians.isFinite,
      placement.scale >= 0, placement.scale <= 1, placement.opacity >= 0, placement.opacity <= 1
    else { return false }
  }
  return true
}
