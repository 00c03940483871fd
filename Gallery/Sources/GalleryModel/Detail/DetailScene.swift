import AppModel
import CarouselCore
import Foundation

/// The detail's scene part: the detail opened from a card, flying or open, what it shows and how it is
/// laid out, and a layout prepared ahead of a tap. Where the card is now the scene tells it (only the
/// screen showing the card knows).
public struct DetailScene: Sendable, Equatable {
  /// The presentation: the card's flight and the detail's own scroll.
  public private(set) var presentation = DetailPresentation(screen: DetailScreen(headerHeight: 0, stickyLimit: 0))
  /// The item shown, while the detail is presented.
  public private(set) var ref: DetailRef?
  /// Where the detail's parts sit, while it is presented.
  public private(set) var layout: DetailLayout?
  /// A detail laid out ahead of being opened (``prepare(_:_:in:text:)``), for the content size it was
  /// laid out at.
  private var prepared: Prepared?
  private struct Prepared: Equatable, Sendable {
    var ref: DetailRef
    var size: CGSize
    var layout: DetailLayout
  }
  /// The card as it was when the detail opened: where the detail closes to when the card is no longer
  /// on screen.
  private var openedFrom = CardAppearance(frame: .zero, cornerRadius: 0, backdropOpacity: 0)

  /// Whether a detail is open, opening or closing.
  public var isPresented: Bool { presentation.isPresented }

  /// Opens `ref`'s detail (showing `content`) from `card`, in a content area of `size` points.
  mutating func open(
    _ ref: DetailRef, _ content: DetailContent, from card: CardAppearance, in size: CGSize, time: TimeInterval,
    text: any TextMeasuring
  ) {
    let layout = preparedLayout(for: ref, in: size) ?? DetailLayout(content: content, size: size, text: text)
    prepared = nil
    presentation = DetailPresentation(
      screen: DetailScreen(headerHeight: layout.headerHeight, stickyLimit: layout.stickyLimit))
    presentation.open(
      from: card, in: CGRect(origin: .zero, size: size), contentHeight: layout.contentHeight, time: time)
    self.ref = ref
    self.layout = layout
    openedFrom = card
  }

  /// Lays out `ref`'s detail (showing `content`) for a content area of `size` now, for the tap that
  /// may open it: measuring its text takes milliseconds the opening frame should not spend. Only the
  /// latest is kept; one already prepared changes nothing.
  mutating func prepare(_ ref: DetailRef, _ content: DetailContent, in size: CGSize, text: any TextMeasuring) {
    guard preparedLayout(for: ref, in: size) == nil else { return }
    prepared = Prepared(ref: ref, size: size, layout: DetailLayout(content: content, size: size, text: text))
  }

  /// `ref`'s detail as ``prepare(_:_:in:text:)`` laid it out, if that was for a content area of `size`.
  public func preparedLayout(for ref: DetailRef, in size: CGSize) -> DetailLayout? {
    guard let prepared, prepared.ref == ref, prepared.size == size else { return nil }
    return prepared.layout
  }

  /// Lays the open detail out again (showing `content`) for a content area of `size`.
  mutating func resize(to size: CGSize, showing content: DetailContent?, text: any TextMeasuring) {
    guard ref != nil, let content else { return }
    let layout = DetailLayout(content: content, size: size, text: text)
    self.layout = layout
    presentation.setBounds(CGRect(origin: .zero, size: size), contentHeight: layout.contentHeight)
  }

  /// Removes the detail at once (another screen replaces it: there is no card to fly back to).
  /// - Returns: whether one was presented.
  mutating func dismiss() -> Bool {
    guard presentation.isPresented else { return false }
    presentation = DetailPresentation(screen: DetailScreen(headerHeight: 0, stickyLimit: 0))
    ref = nil
    layout = nil
    return true
  }

  /// Closes the detail onto `card` (where its card is now; nil: where it was when it opened), with
  /// the transition a pull ends in. Returns false when no detail was presented.
  mutating func close(onto card: CardAppearance?, time: TimeInterval) -> Bool {
    guard presentation.isPresented, ref != nil else { return false }
    if presentation.transition.phase == .open || presentation.transition.phase == .opening {
      presentation.close(to: card ?? openedFrom, time: time)
    }
    return true
  }

  /// One pointer sample, in content points.
  mutating func handle(_ event: DragEvent) -> GestureResponse { presentation.handle(event) }

  /// Moves the detail to `time`, following its card (`card`: where it is now) while it closes; a pull
  /// past the limit or a tap on the back button closes it.
  /// - Returns: ``DetailAction/Delegate/closed`` once it has landed on its card.
  mutating func advance(to time: TimeInterval, card: CardAppearance?) -> [DetailAction] {
    if presentation.transition.phase == .closing, ref != nil { presentation.updateCard(card ?? openedFrom) }
    var reports: [DetailAction] = []
    for event in presentation.advance(to: time) {
      switch event {
      case .dismissRequested:
        _ = close(onto: card, time: time)
      case .tapped(let point) where DetailLayout.backButton.insetBy(dx: -8, dy: -8).contains(point):
        _ = close(onto: card, time: time)
      case .closed:
        ref = nil
        layout = nil
        reports.append(.delegate(.closed))
      case .opened, .headerBarChanged, .tapped: break
      }
    }
    return reports
  }
}
