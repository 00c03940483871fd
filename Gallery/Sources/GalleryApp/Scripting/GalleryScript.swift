import CarouselCore
import Foundation

/// What `--script` replays in the Gallery: the pointer samples of a ``GestureScript`` and the rest of
/// what a person gives the window — keys, typed text, a wheel, a resize — each at its time.
///
/// The file is a gesture script whose events may also be inputs:
///
/// ```json
/// {"events": [
///   {"phase": "began", "x": 200, "y": 80, "time": 0.5},
///   {"phase": "ended", "x": 200, "y": 80, "time": 0.55},
///   {"text": "カレー", "time": 1.0},
///   {"key": "backspace", "time": 1.4},
///   {"wheel": {"dx": 0, "dy": -3}, "x": 200, "y": 400, "time": 2.0},
///   {"resize": {"width": 1280, "height": 900}, "time": 3.0}
/// ]}
/// ```
///
/// Keys are the ones the window reads (``Key``). Inputs go through the window's own translation, so a
/// scripted key does what the key does: Backspace edits the keyword only while the field has the
/// keyboard, and text typed while it does not is ignored, as it is from a keyboard. In the window a
/// resize resizes the window itself.
public struct GalleryScript: Sendable, Equatable {
  /// An input other than a pointer sample.
  public enum Input: Sendable, Equatable {
    /// A key pressed.
    case key(Key)
    /// Text committed by the keyboard or an input method.
    case text(String)
    /// A wheel or two-finger scroll by (`dx`, `dy`) notches at a point, in window points.
    case wheel(dx: Double, dy: Double, at: CGPoint)
    /// The window becomes this many points wide and high.
    case resize(CGSize)
  }

  /// The keys a script can press: the ones the window acts on.
  public enum Key: String, Sendable, CaseIterable, Codable {
    case left, right, up, down, pageUp, pageDown, home, end, escape, backspace, space, f, r, q
    case `return`
    case one = "1", two = "2", three = "3", four = "4", five = "5", six = "6", seven = "7"
  }

  /// An input and when it comes, in seconds on the script's clock.
  public struct TimedInput: Sendable, Equatable {
    public var time: TimeInterval
    public var input: Input

    public init(time: TimeInterval, input: Input) {
      self.time = time
      self.input = input
    }
  }

  /// The pointer samples.
  public var gestures: GestureScript
  /// The other inputs, in time order.
  public var inputs: [TimedInput]

  /// A script of `gestures` and `inputs` (sorted by time, ties kept in order).
  public init(gestures: GestureScript = GestureScript(), inputs: [TimedInput] = []) {
    self.gestures = gestures
    self.inputs = inputs.enumerated().sorted { ($0.element.time, $0.offset) < ($1.element.time, $1.offset) }
      .map(\.element)
  }

  /// The number of samples and inputs.
  public var count: Int { gestures.events.count + inputs.count }

  /// The script as it is replayed: times that are not finite dropped, and every pause longer than
  /// `maximumPause` — among samples and inputs together — shortened to it by
  /// ``SampleQueue/replaySchedule(_:maximumPause:)``, so keys stay in step with the drags around them.
  public func replayed(maximumPause: TimeInterval) -> GalleryScript {
    let samples = gestures.events
    var placedSamples: [DragEvent] = []
    var placedInputs: [TimedInput] = []
    let times = samples.map(\.time) + inputs.map(\.time)
    for (index, time) in SampleQueue.replaySchedule(times, maximumPause: maximumPause) {
      if index < samples.count {
        placedSamples.append(DragEvent(phase: samples[index].phase, location: samples[index].location, time: time))
      } else {
        placedInputs.append(TimedInput(time: time, input: inputs[index - samples.count].input))
      }
    }
    return GalleryScript(gestures: GestureScript(events: placedSamples), inputs: placedInputs)
  }
}
