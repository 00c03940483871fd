import Foundation

/// The identity a front end keys an item's view by: the element it shows, so that state the view
/// holds (a loaded photo, a player, a text field) stays with that element when others are inserted,
/// removed or reordered — not with a position that now shows another.
package enum PlacementIdentity<ElementID: Hashable & Sendable>: Hashable, Sendable {
  /// The element with this ID; `copy` counts earlier visible placements of an element with the same
  /// ID (0 unless the data repeats an ID), so that no two views share an identity.
  case element(ElementID, copy: Int)
  /// The item at this index, for a component whose host has no elements (the endless pager's pages).
  case index(Int)
}

/// A placement and the identity of the view it places.
package struct IdentifiedPlacement<ElementID: Hashable & Sendable>: Sendable {
  package var placement: ItemPlacement
  package var id: PlacementIdentity<ElementID>
}

extension ComponentHost {
  /// The placements of ``placements()``, back to front, each with the identity its view should be
  /// keyed by (see ``PlacementIdentity``): the element's ID where the host has elements, the index
  /// where it has none.
  ///
  /// - Complexity: O(v) for v visible items; O(v²) when the data repeats IDs (v is a screenful).
  package func identifiedPlacements() -> [IdentifiedPlacement<ElementID>] {
    let placements = placements()
    var result: [IdentifiedPlacement<ElementID>] = []
    result.reserveCapacity(placements.count)
    for placement in placements {
      guard let element = element(at: placement.index) else {
        result.append(IdentifiedPlacement(placement: placement, id: .index(placement.index)))
        continue
      }
      var copy = 0
      if hasRepeatedElementIDs {
        copy = result.count { if case .element(element, _) = $0.id { true } else { false } }
      }
      result.append(IdentifiedPlacement(placement: placement, id: .element(element, copy: copy)))
    }
    return result
  }
}
