import AppModel
import CarouselCore
import Foundation
import GalleryModel

extension Cards {
  /// A marked row's heart: filled red, as figure 004's.
  static let heartRed = Color(hex: 0xE8344E)
  /// An unmarked row's heart: a pink outline.
  static let heartPink = Color(hex: 0xF3A0B0)

  /// A recipe row on the Archive list, after figure 004: a 64-point photo (radius 8); beside it the
  /// title (bold 15), "Category: …" and "Shop: …" (11, secondary); under them the summary (12, grey,
  /// two lines); a heart at the trailing edge — filled red when marked, a pink outline to tap when
  /// not — and a hairline under the row. Every place `keyword` is found in the title, shop or summary
  /// is highlighted.
  public func archiveRow(
    _ item: ArchiveItem, isFavorite: Bool, keyword: String, on canvas: Canvas, in rect: CGRect
  ) {
    func marks(_ text: String) -> [TextMark] {
      ArchiveSearch.highlights(of: keyword, in: text).map { TextMark($0, .highlight(.searchHighlight)) }
    }
    let photo = CGRect(x: rect.minX + 16, y: rect.minY + 12, width: 64, height: 64)
    canvas.withSavedState {
      canvas.clip(photo, radius: 8)
      images.drawPhoto(item.photoURL, in: photo, on: canvas)
    }
    let heart = ArchiveLayout.heartFrame(in: rect)
    let textLeft = photo.maxX + 12
    let textWidth = max(0, heart.minX - textLeft - 4)
    canvas.drawText(
      item.title, in: CGRect(x: textLeft, y: photo.minY, width: textWidth, height: 20),
      style: TextStyle(size: 15, bold: true, color: .text, maxLines: 1), marks: marks(item.title))
    canvas.drawText(
      text("archive.category") + item.category,
      in: CGRect(x: textLeft, y: photo.minY + 26, width: textWidth, height: 16),
      style: TextStyle(size: 11, color: .secondary, maxLines: 1))
    let shop = text("archive.shop") + item.shop
    canvas.drawText(
      shop, in: CGRect(x: textLeft, y: photo.minY + 44, width: textWidth, height: 16),
      style: TextStyle(size: 11, color: .secondary, maxLines: 1), marks: marks(shop))
    canvas.drawText(
      item.summary, in: CGRect(x: rect.minX + 16, y: photo.maxY + 6, width: rect.width - 32, height: 34),
      style: TextStyle(size: 12, color: Color(white: 0.5), maxLines: 2), marks: marks(item.summary))
    let glyph = CGRect(x: heart.midX - 11, y: heart.minY + 11, width: 22, height: 22)
    if isFavorite {
      canvas.draw(.favorites, in: glyph, color: Self.heartRed, lineWidth: 1.6, fill: Self.heartRed)
    } else {
      canvas.draw(.favorites, in: glyph, color: Self.heartPink, lineWidth: 1.6)
    }
    canvas.fill(
      CGRect(x: rect.minX + 16, y: rect.maxY - 0.5, width: rect.width - 32, height: 0.5),
      color: Color.secondary.opacity(0.5))
  }
}
