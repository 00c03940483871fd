import Foundation

extension SceneFeature {
  /// Hands `input` to the method that handles it; what the feature reports goes to `reports`, each
  /// action wrapped by `embed` as the app's.
  mutating func receive(
    _ input: FeatureInput, _ context: GalleryScene.Context, embed: (Action) -> AppAction, reports: inout [AppAction]
  ) -> FeatureAnswer {
    var own: [Action] = []
    defer { reports += own.map(embed) }
    switch input {
    case .touchDown(let point):
      switch begin(at: point) {
      case .parts(let parts, let origins):
        return .start(.parts(parts.map(\.rawValue), origins: Dictionary(origins.map { ($0.rawValue, $1) }) { $1 }))
      case .press: return .start(.press)
      }
    case .drag(let event, let raw):
      guard let part = Part(rawValue: raw) else { return .response(.declined) }
      return .response(handle(event, on: part, context, reports: &own))
    case .press(let event): handlePress(event, context, reports: &own)
    case .input(let input): own.append(.input(input))
    case .load(let text, let time): load(context, text: text, time: time)
    case .layOut(let content, let time): layOut(in: content, context.feeds, time: time)
    case .advance(let time): own = advance(to: time, context)
    case .shown(let isShown): setShown(isShown)
    }
    return .done
  }
}
