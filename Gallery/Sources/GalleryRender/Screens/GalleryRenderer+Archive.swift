import AppModel
import CarouselCore
import Foundation
import GalleryModel

extension GalleryRenderer {
  /// The Archive screen (figure 004's example): the green title bar; the grey keyword field with its
  /// magnifier, its text, an input method's composition underlined and a caret while it has the
  /// keyboard; the category chips in one row that scrolls sideways, outlined (the chosen one filled);
  /// the count and "clear conditions"; and the visible rows of the list, each a cached card redrawn
  /// when its ♥ or the keyword changes.
  func drawArchive(_ state: AppState, _ scene: GalleryScene, _ canvas: Canvas) {
    let layout = scene.archive.layout
    let conditions = state.data.archive
    titleBar(text("archive.title"), color: .archiveGreen, in: layout.titleBar, canvas: canvas)
    let labelStyle = TextStyle(size: 12, bold: true, color: .secondary)
    canvas.drawText(text("archive.keywordLabel"), in: layout.keywordLabel, style: labelStyle)
    drawKeywordField(state.archive, conditions.keyword, in: layout.field, canvas: canvas)
    canvas.drawText(text("archive.categoryLabel"), in: layout.categoryLabel, style: labelStyle)
    // One row of chips, scrolled sideways, cut at the column's edges, mirrored right to left.
    let categories = scene.archive.search.categories
    canvas.withSavedState {
      canvas.clip(layout.chipRow)
      for (index, frame) in scene.archive.chipFrames() where frame.intersects(layout.chipRow) {
        guard let category = categories[safe: index] else { continue }
        let chosen = category == conditions.category
        canvas.fill(frame, radius: frame.height / 2, color: chosen ? .archiveGreen : .white)
        if !chosen { canvas.stroke(frame, radius: frame.height / 2, color: Self.chipOutline, width: 1) }
        canvas.drawText(
          category, in: CGRect(x: frame.minX, y: frame.midY - 9, width: frame.width, height: 18),
          style: TextStyle(font: ArchiveLayout.chipTitleFont, color: chosen ? .white : .text, alignment: .center))
      }
    }
    let total = scene.archive.search.items.count
    let shown = scene.archive.results.count
    canvas.drawText(
      shown == total ? text("archive.countAll", "\(total)") : text("archive.countSome", "\(shown)", "\(total)"),
      in: layout.status, style: TextStyle(size: 12, bold: true, color: .text, maxLines: 1))
    canvas.drawText(
      text("archive.clear"), in: layout.clearButton,
      style: TextStyle(
        size: 12, bold: conditions.hasConditions, color: conditions.hasConditions ? .archiveGreen : Color(white: 0.7),
        maxLines: 1, alignment: .trailing))
    drawArchiveList(state, scene, canvas)
  }

  /// The cached card of the Archive's row for `item`, showing `keyword`'s highlights.
  private func archiveRow(_ item: ArchiveItem, marked: Bool, keyword: String, size: CGSize) -> Canvas {
    cache.card("archive-row", id: item.id, size: size, variant: marked ? 1 : 0) { [cards] canvas, rect in
      cards.archiveRow(item, isFavorite: marked, keyword: keyword, on: canvas, in: rect)
    }
  }

  /// Asks for the row of every Archive item, as `state` would show it, ahead of being shown
  /// (``CardCache/warmingUp(_:)``): a keyword or a category brings rows from anywhere in the list at
  /// once, as a tab switch brings a screen, and a row drawn for another keyword stands in until a gap
  /// draws it again (``CardCache/outdate(kind:)``).
  func askForArchiveRows(state: AppState) {
    let layout = state.scene.archive.layout
    let size = layout.rowFrame(at: 0).size
    guard size.width > 0, size.height > 0 else { return }
    for item in state.scene.archive.search.items {
      _ = archiveRow(
        item, marked: state.data.archiveFavorites.contains(item.id), keyword: state.data.archive.keyword, size: size)
    }
  }

  /// A category chip's outline: figure 004's pale green.
  static let chipOutline = Color(hex: 0xB5D6AB)

  /// The keyword field as figure 004 draws it: a grey filled field (radius 10) with a magnifier at its
  /// leading end, outlined in green only while it has the keyboard.
  private func drawKeywordField(_ archive: ArchiveState, _ keyword: String, in field: CGRect, canvas: Canvas) {
    canvas.fill(field, radius: 10, color: Color(hex: 0xEEEEF0))
    if archive.isEditing { canvas.stroke(field, radius: 10, color: .archiveGreen, width: 2) }
    let glass = CGRect(x: field.minX + 9, y: field.midY - 9, width: 18, height: 18)
    canvas.draw(.magnifier, in: glass, color: Color(white: 0.55), lineWidth: 2.2)
    let textFrame = CGRect(
      x: glass.maxX + 7, y: field.minY + 8, width: field.maxX - glass.maxX - 17, height: field.height - 16)
    let style = TextStyle(size: 14, color: .text, maxLines: 1)
    guard !keyword.isEmpty || !archive.composition.isEmpty || archive.isEditing else {
      canvas.drawText(
        text("archive.placeholder"), in: textFrame, style: TextStyle(size: 14, color: Color(white: 0.6), maxLines: 1))
      return
    }
    let text = keyword + archive.composition
    let composed = text.index(text.startIndex, offsetBy: keyword.count)..<text.endIndex
    canvas.withSavedState {
      canvas.clip(field.insetBy(dx: 4, dy: 2))
      canvas.drawText(
        text, in: CGRect(x: textFrame.minX, y: textFrame.minY, width: 10_000, height: textFrame.height),
        style: style, marks: [TextMark(composed, .underline)])
      if archive.isEditing {
        let width = canvas.measureText(text, width: nil, style: style).width
        canvas.fill(
          CGRect(x: min(textFrame.minX + width + 1, textFrame.maxX), y: textFrame.minY, width: 1.5, height: 20),
          color: .archiveGreen)
      }
    }
  }

  private func drawArchiveList(_ state: AppState, _ scene: GalleryScene, _ canvas: Canvas) {
    let layout = scene.archive.layout
    let archive = state.archive
    let keyword = state.data.archive.keyword
    let items = scene.archive.search.items
    // Rows show the keyword's highlights: a new keyword outdates every row. In the window a row
    // still shown keeps its old highlights for a frame or two, until a gap draws it again (drawing
    // the visible rows cost 4–8 ms of a keystroke's frame at 390 × 844 points, scale 2); a row that
    // is new to the results is drawn by the frame.
    if keyword != drawnArchiveKeyword {
      cache.outdate(kind: "archive-row")
      drawnArchiveKeyword = keyword
    }
    let offset = scene.archive.offset
    canvas.withSavedState {
      canvas.clip(layout.list)
      guard !scene.archive.results.isEmpty else {
        canvas.drawText(
          text("archive.noMatch"),
          in: CGRect(x: layout.list.minX, y: layout.list.minY + 24, width: layout.list.width, height: 20),
          style: TextStyle(size: 15, color: Color(white: 0.45), alignment: .center))
        return
      }
      for row in layout.visibleRows(offset: offset, count: scene.archive.results.count) {
        guard let item = scene.archive.results[safe: row].flatMap({ items[safe: $0] }) else { continue }
        let frame = layout.rowFrame(at: row)
        let image = archiveRow(
          item, marked: state.data.archiveFavorites.contains(item.id), keyword: keyword, size: frame.size)
        let placed = frame.offsetBy(dx: layout.list.minX, dy: layout.list.minY - offset)
        canvas.draw(image, placement: ItemPlacement(index: row, frame: placed))
        if item.id == archive.selectedID {
          canvas.stroke(placed.insetBy(dx: 6, dy: 3), radius: 10, color: .archiveGreen, width: 2)
        }
      }
    }
  }
}
