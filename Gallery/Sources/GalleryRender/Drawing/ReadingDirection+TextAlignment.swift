import CarouselCore
import GalleryModel

extension ReadingDirection {
  /// Where text that starts a line (a heading, a caption) sits: at the left, or at the right right
  /// to left. Canvas alignments are physical.
  var startAlignment: TextStyle.Alignment { self == .rightToLeft ? .trailing : .leading }
}
