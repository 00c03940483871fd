import CSDL2
import CarouselCore
import Foundation
import GalleryModel

/// What an SDL event means to the Gallery.
public enum GalleryInput: Equatable, Sendable {
  case drag(DragEvent)
  case wheel(dx: CGFloat, dy: CGFloat, at: CGPoint, time: TimeInterval)
  /// An arrow, Page Up/Down, Home or End.
  case key(NavigationKey, time: TimeInterval)
  case select(Screen)
  /// The window now measures this many points (the user resized it).
  case resize(CGSize)
  /// Escape: close the open detail screen, or quit when there is none.
  case back(time: TimeInterval)
  /// R, or a tap on the status banner: load the feeds again if any failed, and ask again for every
  /// photo that failed (their cards show a retry mark).
  case retry
  /// F or Space: mark the selected item ♥ (the Archive's row chosen with ↑ and ↓).
  case mark
  /// Typing in the Archive screen's keyword field: text committed, an input method's composition,
  /// Backspace, Return or Escape.
  case archive(ArchiveAction)
  case quit
}

/// Turns SDL's mouse, touch, wheel and key events into Gallery input, in window points.
///
/// Mouse events that SDL synthesises from touches are dropped, so a finger is never seen twice; only
/// the first finger drives a drag. While ``isEditingText`` (the Archive's keyword field has the
/// keyboard), text and composition events become typing and the keys that edit text act on it;
/// otherwise text events are ignored and keys are shortcuts.
public struct InputTranslator {
  /// Whether typed text goes to the keyword field; the window loop keeps it in step with the state.
  public var isEditingText = false
  /// Pixels per point.
  public var scale: Double
  /// The window size in points (touch coordinates arrive normalised to 0...1).
  public var size: CGSize
  private var isMouseDown = false
  private var activeFinger: SDL_FingerID?
  private var lastMouse = CGPoint.zero

  public init(scale: Double, size: CGSize) {
    self.scale = scale
    self.size = size
  }

  private func seconds(_ timestamp: UInt32) -> TimeInterval { TimeInterval(timestamp) / 1000 }

  private func point(x: Int32, y: Int32) -> CGPoint {
    CGPoint(x: Double(x) / scale, y: Double(y) / scale)
  }

  /// The input for `event`, or nil when it means nothing to the Gallery.
  public mutating func translate(_ event: SDL_Event) -> GalleryInput? {
    let type = SDL_EventType(rawValue: event.type)
    switch type {
    case SDL_QUIT:
      return .quit
    case SDL_MOUSEBUTTONDOWN
    where event.button.button == UInt8(SDL_BUTTON_LEFT) && event.button.which != CSDL_TOUCH_MOUSEID:
      isMouseDown = true
      lastMouse = point(x: event.button.x, y: event.button.y)
      return .drag(.began(lastMouse, at: seconds(event.button.timestamp)))
    case SDL_MOUSEMOTION where event.motion.which != CSDL_TOUCH_MOUSEID:
      lastMouse = point(x: event.motion.x, y: event.motion.y)
      guard isMouseDown else { return nil }
      return .drag(.changed(lastMouse, at: seconds(event.motion.timestamp)))
    case SDL_MOUSEBUTTONUP
    where event.button.button == UInt8(SDL_BUTTON_LEFT) && event.button.which != CSDL_TOUCH_MOUSEID:
      guard isMouseDown else { return nil }
      isMouseDown = false
      lastMouse = point(x: event.button.x, y: event.button.y)
      return .drag(.ended(lastMouse, at: seconds(event.button.timestamp)))
    case SDL_FINGERDOWN:
      guard activeFinger == nil else { return nil }
      activeFinger = event.tfinger.fingerId
      return .drag(.began(fingerPoint(event.tfinger), at: seconds(event.tfinger.timestamp)))
    case SDL_FINGERMOTION:
      guard activeFinger == event.tfinger.fingerId else { return nil }
      return .drag(.changed(fingerPoint(event.tfinger), at: seconds(event.tfinger.timestamp)))
    case SDL_FINGERUP:
      guard activeFinger == event.tfinger.fingerId else { return nil }
      activeFinger = nil
      return .drag(.ended(fingerPoint(event.tfinger), at: seconds(event.tfinger.timestamp)))
    case SDL_MOUSEWHEEL:
      // Taken as SDL gives them: with "natural" scrolling on, SDL already reports them flipped (and
      // says so in `direction`), which is how the person asked the content to move.
      return .wheel(
        dx: CGFloat(event.wheel.preciseX), dy: CGFloat(event.wheel.preciseY), at: lastMouse,
        time: seconds(event.wheel.timestamp))
    case SDL_KEYDOWN where isEditingText:
      return editingKey(event.key.keysym.sym)
    case SDL_KEYDOWN:
      return key(event.key.keysym.sym, time: seconds(event.key.timestamp))
    case SDL_TEXTINPUT:
      return typed(withUnsafeBytes(of: event.text.text) { Self.string(fromNulTerminated: $0) })
    case SDL_TEXTEDITING where isEditingText:
      return .archive(.compose(withUnsafeBytes(of: event.edit.text) { Self.string(fromNulTerminated: $0) }))
    case SDL_WINDOWEVENT where event.window.event == UInt8(SDL_WINDOWEVENT_SIZE_CHANGED.rawValue):
      return resized(
        to: CGSize(width: Double(event.window.data1) / scale, height: Double(event.window.data2) / scale))
    default:
      return nil
    }
  }

  /// The input for a scripted one at `time` (seconds on SDL's clock): a key goes through the same
  /// mapping as a key pressed, text is typed only while the field has the keyboard, and a resize is
  /// reported as the window's would be.
  public mutating func translate(_ input: GalleryScript.Input, time: TimeInterval) -> GalleryInput? {
    switch input {
    case .key(let key):
      var event = SDL_Event()
      event.type = SDL_KEYDOWN.rawValue
      event.key.keysym.sym = Self.keyCode(key)
      let translated = translate(event)
      // SDL stamps a key with its own clock; a scripted one carries the script's.
      switch translated {
      case .key(let key, _): return .key(key, time: time)
      case .back: return .back(time: time)
      default: return translated
      }
    case .text(let text):
      return typed(text)
    case .wheel(let dx, let dy, let point):
      lastMouse = point
      return .wheel(dx: CGFloat(dx), dy: CGFloat(dy), at: point, time: time)
    case .resize(let newSize):
      return resized(to: newSize)
    }
  }

  /// SDL's code for a scripted key.
  static func keyCode(_ key: GalleryScript.Key) -> SDL_Keycode {
    let code: SDL_KeyCode =
      switch key {
      case .left: SDLK_LEFT
      case .right: SDLK_RIGHT
      case .up: SDLK_UP
      case .down: SDLK_DOWN
      case .pageUp: SDLK_PAGEUP
      case .pageDown: SDLK_PAGEDOWN
      case .home: SDLK_HOME
      case .end: SDLK_END
      case .escape: SDLK_ESCAPE
      case .backspace: SDLK_BACKSPACE
      case .return: SDLK_RETURN
      case .space: SDLK_SPACE
      case .f: SDLK_f
      case .r: SDLK_r
      case .q: SDLK_q
      case .one: SDLK_1
      case .two: SDLK_2
      case .three: SDLK_3
      case .four: SDLK_4
      case .five: SDLK_5
      case .six: SDLK_6
      case .seven: SDLK_7
      }
    return SDL_Keycode(code.rawValue)
  }

  /// Committed text: typing while the keyword field has the keyboard, nothing otherwise.
  private func typed(_ text: String) -> GalleryInput? {
    isEditingText && !text.isEmpty ? .archive(.insert(text)) : nil
  }

  /// A new window size in points, reported once per change.
  private mutating func resized(to newSize: CGSize) -> GalleryInput? {
    guard newSize.width >= 1, newSize.height >= 1, newSize != size else { return nil }
    size = newSize
    return .resize(newSize)
  }

  private func fingerPoint(_ finger: SDL_TouchFingerEvent) -> CGPoint {
    CGPoint(x: Double(finger.x) * size.width, y: Double(finger.y) * size.height)
  }

  /// The text in a fixed C buffer up to its first NUL, as UTF-8 (bytes that are not become U+FFFD).
  static func string(fromNulTerminated buffer: UnsafeRawBufferPointer) -> String {
    let bytes = buffer.prefix { $0 != 0 }
    return String(decoding: bytes, as: UTF8.self)
  }

  /// A key while the keyword field has the keyboard: Backspace deletes, Return and Escape give the
  /// keyboard back; every other key arrives as text (or is the input method's).
  private func editingKey(_ symbol: SDL_Keycode) -> GalleryInput? {
    switch Int(symbol) {
    case Int(SDLK_BACKSPACE.rawValue): .archive(.deleteBackward)
    case Int(SDLK_RETURN.rawValue), Int(SDLK_KP_ENTER.rawValue), Int(SDLK_ESCAPE.rawValue): .archive(.endEditing)
    default: nil
    }
  }

  private func key(_ symbol: SDL_Keycode, time: TimeInterval) -> GalleryInput? {
    let digit = Int(symbol) - Int(SDLK_1.rawValue)
    if (0..<Screen.allCases.count).contains(digit) { return .select(Screen.allCases[digit]) }
    switch Int(symbol) {
    case Int(SDLK_LEFT.rawValue): return .key(.left, time: time)
    case Int(SDLK_RIGHT.rawValue): return .key(.right, time: time)
    case Int(SDLK_UP.rawValue): return .key(.up, time: time)
    case Int(SDLK_DOWN.rawValue): return .key(.down, time: time)
    case Int(SDLK_PAGEUP.rawValue): return .key(.pageUp, time: time)
    case Int(SDLK_PAGEDOWN.rawValue): return .key(.pageDown, time: time)
    case Int(SDLK_HOME.rawValue): return .key(.home, time: time)
    case Int(SDLK_END.rawValue): return .key(.end, time: time)
    case Int(SDLK_ESCAPE.rawValue): return .back(time: time)
    case Int(SDLK_q.rawValue): return .quit
    case Int(SDLK_r.rawValue): return .retry
    case Int(SDLK_f.rawValue), Int(SDLK_SPACE.rawValue): return .mark
    default: return nil
    }
  }
}
