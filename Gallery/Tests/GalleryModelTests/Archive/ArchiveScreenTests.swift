import AppModel
import CSDL2
import CarouselCore
import Foundation
import GalleryApp
import GalleryModel
import GalleryRender
import GalleryTestSupport
import Redux
import Testing

/// The Archive screen (SPEC §17, figure 004's example): the keyword field's editing in the reducer,
/// taps on the field, chips, "clear conditions" and ♥, and the keyboard and input-method events that
/// type into it. The search itself is the model's (AppModelTests' ArchiveSearchTests).
@MainActor
@Suite("Archive screen")
struct ArchiveScreenTests {
  /// `state` after `actions`, each dispatched to a store: what the Archive reports (a new keyword, a
  /// category) comes back as actions the app's reducer sets in the data.
  static func reduce(_ actions: [ArchiveAction], from state: AppState = AppState()) -> AppState {
    let store = Store(initialState: state, reducer: galleryReducer)
    for action in actions { store.dispatch(.archive(action)) }
    return store.state
  }

  @Test("Typing edits the keyword only while the field has the keyboard; a composition is shown, not searched")
  func typing() {
    #expect(Self.reduce([.insert("curry")]).data.archive.keyword == "")
    var state = Self.reduce([.beginEditing, .insert("カ"), .compose("れ"), .compose("れー")])
    #expect(state.data.archive.keyword == "カ" && state.archive.composition == "れー")
    // Backspace belongs to the input method while it composes.
    state = Self.reduce([.deleteBackward, .insert("レー"), .deleteBackward], from: state)
    #expect(state.data.archive.keyword == "カレ" && state.archive.composition == "")
    state = Self.reduce([.compose("ぱ"), .endEditing], from: state)
    #expect(state.archive == ArchiveState() && state.data.archive.keyword == "カレ")
    // Leaving the screen gives the keyboard back too.
    state = Self.reduce([.beginEditing, .compose("x")], from: state)
    _ = galleryReducer(&state, .select(.home))
    #expect(!state.archive.isEditing && state.archive.composition.isEmpty && state.data.archive.keyword == "カレ")
  }

  @Test("Bad input: controls are dropped, the keyword stops at 64 characters, Backspace on nothing is nothing")
  func badInput() {
    var state = Self.reduce([.beginEditing, .insert("a\nb\tc\u{7}"), .deleteBackward, .deleteBackward])
    #expect(state.data.archive.keyword == "a")
    state = Self.reduce([.insert(String(repeating: "長", count: 10_000))], from: state)
    #expect(state.data.archive.keyword.count == ArchiveConditions.maximumKeywordLength)
    state = Self.reduce([.clearConditions, .deleteBackward, .deleteBackward], from: state)
    #expect(state.data.archive.keyword.isEmpty)
    // A character made of several scalars goes in one Backspace.
    state = Self.reduce([.insert("ｶﾞ👨‍👩‍👧")], from: state)
    #expect(state.data.archive.keyword.count == 2)
    state = Self.reduce([.deleteBackward], from: state)
    #expect(state.data.archive.keyword == "ｶﾞ")
  }

  @Test("A chip toggles its category; clear conditions empties keyword and category; ♥ toggles")
  func chipsClearAndHearts() {
    var state = Self.reduce([.toggleCategory("パン"), .beginEditing, .insert("サンド")])
    #expect(state.data.archive.category == "パン" && state.data.archive.hasConditions)
    state = Self.reduce([.toggleCategory("カレー")], from: state)
    #expect(state.data.archive.category == "カレー")
    state = Self.reduce([.toggleCategory("カレー")], from: state)
    #expect(state.data.archive.category == nil && state.data.archive.hasConditions)
    state = Self.reduce([.toggleCategory("和食"), .clearConditions], from: state)
    #expect(!state.data.archive.hasConditions && state.data.archive.keyword.isEmpty)
    for id in [4, 9, 4] { _ = galleryReducer(&state, .data(.toggleArchiveFavorite(id: id))) }
    #expect(state.data.archiveFavorites == [9])
    _ = galleryReducer(&state, .data(.favoritesRestored([1], archive: [2, 9], problem: nil)))
    #expect(state.data.archiveFavorites == [2, 9] && state.data.favorites == [1])
  }

  // MARK: - The screen

  static func app() async -> GalleryApp {
    let app = await GalleryApp.loaded(on: .archive)
    app.frame(at: 0)
    return app
  }

  static func centre(_ rect: CGRect) -> CGPoint { CGPoint(x: rect.midX, y: rect.midY) }

  @Test("Taps: the field takes the keyboard, a chip filters, clear conditions clears, ♥ marks a row")
  func taps() async throws {
    let app = await Self.app()
    let layout = app.scene.archive.layout
    #expect(app.scene.archive.results.count == 36)
    app.replay(.tap(at: Self.centre(layout.field), time: 1))
    #expect(app.store.state.archive.isEditing)
    app.apply(.archive(.insert("ｶﾚｰ")))
    app.frame(at: 1.5)
    #expect(app.scene.archive.results.count == 7)
    // A chip, the last in the row, brought on screen by dragging the row: the field lets the
    // keyboard go, and the list narrows to bread with curry.
    let bread = try #require(app.scene.archive.search.categories.firstIndex(of: "パン"))
    #expect(layout.chips[bread].maxX > layout.chipRow.maxX, "パン starts off screen at 390 points")
    Self.dragTheChips(app, by: -400, at: 1.6)
    let chip = try #require(app.scene.archive.chipFrame(bread))
    #expect(layout.chipRow.contains(chip))
    app.replay(.tap(at: Self.centre(chip), time: 2))
    #expect(!app.store.state.archive.isEditing && app.store.state.data.archive.category == "パン")
    #expect(app.scene.archive.results.map { app.scene.archive.search.items[$0].title } == ["カレーパン"])
    // The row's ♥.
    let row = layout.rowFrame(at: 0)
    let heart = ArchiveLayout.heartFrame(in: row).offsetBy(dx: layout.list.minX, dy: layout.list.minY)
    app.replay(.tap(at: Self.centre(heart), time: 3))
    #expect(app.store.state.data.archiveFavorites == [34])
    // The row elsewhere is a tap on the item, not a mark.
    app.replay(.tap(at: CGPoint(x: layout.list.minX + 40, y: layout.list.minY + 40), time: 4))
    #expect(app.store.state.data.archiveFavorites == [34] && app.store.state.tapLog.last == "item 34")
    app.replay(.tap(at: Self.centre(layout.clearButton), time: 5))
    #expect(!app.store.state.data.archive.hasConditions && app.scene.archive.results.count == 36)
  }

  @Test("In the app, the matched keyword is highlighted in the drawn rows, and nothing is without one")
  func highlightsDrawn() async {
    let app = await Self.app()
    func highlighted() -> Int {
      app.draw()
      let list = app.scene.archive.layout.list
      let wanted = [0x7A, 0xE2, 0xFF]  // B, G, R of Color.searchHighlight
      var count = 0
      for y in stride(from: Int(list.minY), to: Int(list.maxY), by: 2) {
        for x in stride(from: Int(list.minX), to: Int(list.maxX), by: 2) {
          let pixel = CanvasPixels.pixel(app.canvas, x, y)
          if zip(pixel, wanted).allSatisfy({ abs(Int($0) - $1) <= 2 }) { count += 1 }
        }
      }
      return count
    }
    #expect(highlighted() == 0)
    app.dispatch(.archive(.beginEditing))
    app.dispatch(.archive(.insert("ｶﾚｰ")))
    app.frame(at: 1)
    #expect(highlighted() > 50)
    app.dispatch(.archive(.clearConditions))
    app.frame(at: 2)
    #expect(highlighted() == 0)
  }

  /// A slow drag of `dx` points along the chip row, from its middle, at `time`.
  static func dragTheChips(_ app: GalleryApp, by dx: CGFloat, at time: TimeInterval) {
    let row = app.scene.archive.layout.chipRow
    app.replay(
      .drag(from: CGPoint(x: row.midX, y: row.midY), by: CGSize(width: dx, height: 0), duration: 0.3, startTime: time))
  }

  @Test(
    "The chips sit in one row that a sideways drag scrolls, as far as its last chip and back; a tap picks the chip under it"
  )
  func chipRowScrolls() async throws {
    let app = await Self.app()
    let layout = app.scene.archive.layout
    #expect(Set(layout.chips.map(\.minY)) == [layout.chipRow.minY])
    #expect(app.scene.archive.chipOffset == 0)
    // Dragged far past its end, the row comes to rest with its last chip 16 points inside the edge.
    Self.dragTheChips(app, by: -1000, at: 1)
    app.frame(at: 4)
    let end = layout.chipsContentWidth - layout.chipRow.width
    #expect(abs(app.scene.archive.chipOffset - end) < 0.5)
    let last = try #require(app.scene.archive.chipFrame(layout.chips.count - 1))
    #expect(abs(layout.chipRow.maxX - last.maxX - 16) < 0.5)
    // The first chip is off screen now; a tap where it was picks the one there instead.
    #expect(app.scene.archive.chipFrame(0).map { $0.maxX < layout.chipRow.minX } ?? true)
    let here = try #require(
      app.scene.archive.chipFrames().first { $0.frame.contains(Self.centre(layout.chips[0])) }?.index)
    app.replay(.tap(at: Self.centre(layout.chips[0]), time: 5))
    #expect(app.store.state.data.archive.category == app.scene.archive.search.categories[here])
    // A drag is not a tap: the category stays; dragged back, the row rests at its start.
    Self.dragTheChips(app, by: 1000, at: 6)
    app.frame(at: 9)
    #expect(app.scene.archive.chipOffset == 0)
    #expect(app.store.state.data.archive.category == app.scene.archive.search.categories[here])
  }

  /// A 300-point flick up the Archive's list, from 10 points above its bottom, at 1 s.
  static func flickTheListUp(_ app: GalleryApp) {
    let list = app.scene.archive.layout.list
    app.replay(
      .drag(from: CGPoint(x: 200, y: list.maxY - 10), by: CGSize(width: 0, height: -300), duration: 0.2, startTime: 1))
  }

  @Test("The list scrolls to its last row and a tap there names that row")
  func scrollToTheEnd() async {
    let app = await Self.app()
    let layout = app.scene.archive.layout
    Self.flickTheListUp(app)
    #expect(app.scene.archive.offset > 200)
    // Wheel notches, each 48 points a line, until the end stops them.
    for step in 0..<12 {
      let time = 3 + Double(step) * 0.5
      app.frame(at: time, inputs: [.wheel(dx: 0, dy: -10, at: CGPoint(x: 200, y: 600), time: time)])
      app.frame(at: time + 0.45)
    }
    app.frame(at: 10)
    let maximum = ArchiveLayout.contentHeight(rows: 36) - layout.list.height
    #expect(abs(app.scene.archive.offset - maximum) < 1)
    app.replay(.tap(at: CGPoint(x: layout.list.minX + 40, y: layout.list.maxY - 40), time: 11))
    #expect(app.store.state.tapLog.last == "item 36")
  }

  @Test("Only a change of keyword or category searches again, from the top; other edits keep the scroll")
  func onlyNewConditionsSearchAgain() async {
    let app = await Self.app()
    Self.flickTheListUp(app)
    app.frame(at: 4)
    let scrolled = app.scene.archive.offset
    #expect(scrolled > 200)
    // Typing without the keyboard, a composition, Backspace on nothing, clearing no conditions, a
    // ♥ and a selection search nothing.
    for action: ArchiveAction in [
      .insert("パン"), .beginEditing, .compose("ぱ"), .compose(""), .deleteBackward, .clearConditions,
      .selectItem(id: 3), .endEditing,
    ] {
      app.dispatch(.archive(action))
    }
    app.dispatch(.data(.toggleArchiveFavorite(id: 3)))
    // Nor do the data's own actions that leave the conditions as they are.
    for action: DataAction in [.setArchiveKeyword(""), .setArchiveCategory(nil), .clearArchiveConditions] {
      app.dispatch(.data(action))
    }
    app.frame(at: 5)
    #expect(app.scene.archive.offset == scrolled)
    app.dispatch(.archive(.toggleCategory("パン")))
    app.frame(at: 6)
    #expect(app.scene.archive.offset == 0)
    #expect(app.scene.archive.results.count < 36)
  }

  @Test("↑ and ↓ choose a row and keep it in view; F or Space marks its ♥; a tap chooses the row tapped")
  func keyboardMarks() async {
    let app = await Self.app()
    app.frame(at: 1, inputs: [.key(.down, time: 1)])
    #expect(app.store.state.archive.selectedID == 1)
    app.frame(at: 1.1, inputs: [.key(.up, time: 1.1)])
    #expect(app.store.state.archive.selectedID == 1)
    for step in 0..<9 {
      app.frame(at: 2 + Double(step) * 0.05, inputs: [.key(.down, time: 2 + Double(step) * 0.05)])
    }
    app.frame(at: 4)
    #expect(app.store.state.archive.selectedID == 10)
    // Row 9 (the tenth) is inside the list's viewport.
    let row = app.scene.archive.layout.rowFrame(at: 9)
    #expect(row.minY >= app.scene.archive.offset - 0.5)
    #expect(row.maxY <= app.scene.archive.offset + app.scene.archive.layout.list.height + 0.5)
    app.frame(at: 5, inputs: [.mark])
    app.frame(at: 5.1)
    #expect(app.store.state.data.archiveFavorites == [10])
    app.frame(at: 5.2, inputs: [.mark])
    app.frame(at: 5.3)
    #expect(app.store.state.data.archiveFavorites.isEmpty)
    // A search without the selected item: F marks nothing.
    app.dispatch(.archive(.toggleCategory("パン")))
    app.frame(at: 6, inputs: [.mark])
    app.frame(at: 6.1)
    #expect(app.store.state.data.archiveFavorites.isEmpty)
    let layout = app.scene.archive.layout
    app.replay(.tap(at: CGPoint(x: layout.list.minX + 40, y: layout.list.minY + 40), time: 7))
    #expect(app.store.state.archive.selectedID == 33)
  }

  // MARK: - Keyboard and input method

  static func textEvent(_ type: SDL_EventType, _ text: String) -> SDL_Event {
    var event = SDL_Event()
    event.type = type.rawValue
    withUnsafeMutableBytes(of: &event.text.text) { buffer in
      for (offset, byte) in text.utf8.prefix(buffer.count - 1).enumerated() { buffer[offset] = byte }
    }
    if type == SDL_TEXTEDITING {
      withUnsafeMutableBytes(of: &event.edit.text) { buffer in
        buffer.initializeMemory(as: UInt8.self, repeating: 0)
        for (offset, byte) in text.utf8.prefix(buffer.count - 1).enumerated() { buffer[offset] = byte }
      }
    }
    return event
  }

  static func keyEvent(_ symbol: Int32) -> SDL_Event {
    var event = SDL_Event()
    event.type = SDL_KEYDOWN.rawValue
    event.key.keysym.sym = symbol
    return event
  }

  @Test("Text and composition events type only while editing; then keys edit instead of acting as shortcuts")
  func keyboardAndInputMethod() {
    var translator = InputTranslator(scale: 1, size: CGSize(width: 390, height: 844))
    #expect(translator.translate(Self.textEvent(SDL_TEXTINPUT, "q")) == nil)
    #expect(translator.translate(Self.keyEvent(Int32(SDLK_q.rawValue))) == .quit)
    #expect(translator.translate(Self.keyEvent(Int32(SDLK_f.rawValue))) == .mark)
    #expect(translator.translate(Self.keyEvent(Int32(SDLK_SPACE.rawValue))) == .mark)
    translator.isEditingText = true
    #expect(translator.translate(Self.keyEvent(Int32(SDLK_f.rawValue))) == nil)
    #expect(translator.translate(Self.textEvent(SDL_TEXTINPUT, "カレー")) == .archive(.insert("カレー")))
    #expect(translator.translate(Self.textEvent(SDL_TEXTEDITING, "かれ")) == .archive(.compose("かれ")))
    #expect(translator.translate(Self.textEvent(SDL_TEXTEDITING, "")) == .archive(.compose("")))
    #expect(translator.translate(Self.keyEvent(Int32(SDLK_q.rawValue))) == nil)
    #expect(translator.translate(Self.keyEvent(Int32(SDLK_7.rawValue))) == nil)
    #expect(translator.translate(Self.keyEvent(Int32(SDLK_BACKSPACE.rawValue))) == .archive(.deleteBackward))
    #expect(translator.translate(Self.keyEvent(Int32(SDLK_RETURN.rawValue))) == .archive(.endEditing))
    #expect(translator.translate(Self.keyEvent(Int32(SDLK_ESCAPE.rawValue))) == .archive(.endEditing))
    // A buffer full to the last byte with no NUL, and bytes that are not UTF-8, still make text.
    var event = SDL_Event()
    event.type = SDL_TEXTINPUT.rawValue
    withUnsafeMutableBytes(of: &event.text.text) { _ = $0.initializeMemory(as: UInt8.self, repeating: 0xFF) }
    guard case .archive(.insert(let text))? = translator.translate(event) else {
      Issue.record("no text")
      return
    }
    #expect(text.unicodeScalars.allSatisfy { $0 == "\u{FFFD}" })
  }
}
