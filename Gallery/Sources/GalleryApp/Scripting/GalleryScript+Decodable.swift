import CarouselCore
import Foundation

extension GalleryScript: Decodable {
  private enum CodingKeys: String, CodingKey { case events }
  private enum EventKeys: String, CodingKey { case phase, time, key, text, wheel, resize, x, y }
  private struct Wheel: Decodable { var dx: Double, dy: Double }
  private struct Size: Decodable { var width: Double, height: Double }

  /// The most a scripted wheel turns at once, in notches either way.
  public static let maximumWheelNotches: Double = 100
  /// The longest text a scripted event types, in characters.
  public static let maximumTextLength = 1_000

  /// Decodes `{"events": [...]}`: each event a pointer sample (with `phase`) or an input with its
  /// `time` — `key`, `text`, `wheel` (`dx`, `dy` notches, at `x`, `y`) or `resize` (`width`, `height`
  /// in points, as `--width` and `--height` accept). A malformed event throws a `DecodingError` that
  /// says which one and why.
  public init(from decoder: any Decoder) throws {
    var events = try decoder.container(keyedBy: CodingKeys.self).nestedUnkeyedContainer(forKey: .events)
    var samples: [DragEvent] = []
    var inputs: [TimedInput] = []
    while !events.isAtEnd {
      let event = try events.superDecoder()
      let fields = try event.container(keyedBy: EventKeys.self)
      if fields.contains(.phase) {
        samples.append(try DragEvent(from: event))
        continue
      }
      let time = try fields.decode(TimeInterval.self, forKey: .time)
      let kinds: [EventKeys] = [.key, .text, .wheel, .resize].filter(fields.contains)
      guard kinds.count == 1, let kind = kinds.first else {
        throw DecodingError.dataCorrupted(
          .init(
            codingPath: fields.codingPath,
            debugDescription: "an event is a pointer sample (phase, x, y, time) or one of key, text, wheel and "
              + "resize with its time"))
      }
      inputs.append(TimedInput(time: time, input: try Self.input(kind, in: fields)))
    }
    self.init(gestures: GestureScript(events: samples), inputs: inputs)
  }

  private static func input(_ kind: EventKeys, in fields: KeyedDecodingContainer<EventKeys>) throws -> Input {
    func problem(_ text: String) -> DecodingError {
      .dataCorruptedError(forKey: kind, in: fields, debugDescription: text)
    }
    switch kind {
    case .key:
      let name = try fields.decode(String.self, forKey: .key)
      guard let key = Key(rawValue: name) else {
        throw problem("unknown key \"\(name)\"; one of \(Key.allCases.map(\.rawValue).joined(separator: ", "))")
      }
      return .key(key)
    case .text:
      let text = try fields.decode(String.self, forKey: .text)
      guard !text.isEmpty, text.count <= maximumTextLength else {
        throw problem("text of 1 to \(maximumTextLength) characters")
      }
      return .text(text)
    case .wheel:
      let wheel = try fields.decode(Wheel.self, forKey: .wheel)
      let x = try fields.decodeIfPresent(Double.self, forKey: .x) ?? 0
      let y = try fields.decodeIfPresent(Double.self, forKey: .y) ?? 0
      let notches = -maximumWheelNotches...maximumWheelNotches
      guard notches.contains(wheel.dx), notches.contains(wheel.dy), x.isFinite, y.isFinite else {
        throw problem("a wheel turns at most \(Int(maximumWheelNotches)) notches either way, at a finite point")
      }
      return .wheel(dx: wheel.dx, dy: wheel.dy, at: CGPoint(x: x, y: y))
    default:
      let size = try fields.decode(Size.self, forKey: .resize)
      let sides = LaunchSettings.sideRange
      guard sides.contains(size.width), sides.contains(size.height) else {
        throw problem("a window of \(Int(sides.lowerBound)) to \(Int(sides.upperBound)) points a side")
      }
      return .resize(CGSize(width: size.width, height: size.height))
    }
  }

  /// Decodes a script from JSON.
  public init(json: Data) throws {
    self = try JSONDecoder().decode(GalleryScript.self, from: json)
  }
}
