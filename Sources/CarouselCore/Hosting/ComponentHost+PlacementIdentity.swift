import Foundation

/// The identity a front end keys an item's view by: the element it shows, so that state the view
/// holds (a loaded photo, a player, a text field) stays with that element when others are inserted,
/// removed or reordered — not with a position that now shows another.
@_spi(FrontEnd) public enum PlacementIdentity<ElementID: Hashable & Sendable>: Hashable, Sendable {
  /// The element with this ID; `copy` counts earlier visible placements of an element with the same
  /// ID (0 unless the data repeats an ID), so that no two views share an identity.
  case element(ElementID, copy: Int)
  /// The item at this index, for a component whose host has no elements (the endless pager's pages);
  /// `copy` counts earlier visible placements of the same index (0 unless the component loops).
  case index(Int, copy: Int)
}

/// A placement and the identity of the view it places.
package struct IdentifiedPlacement<ElementID: Hashable & Sendable>: Sendable {
  package var placement: ItemPlacement
  package var id: PlacementIdentity<ElementID>
}

extension ComponentHost {
  /// The placements of ``placements()``, back to front, each with the identity its view should be
  /// keyed by (see ``PlacementIdentity``): the element's ID where the host has elements, the index
  /// where it has none. Where one element shows more than once — a looping strip showing a tab's
  /// copies side by side, or data that repeats an ID — each copy counts the earlier ones.
  ///
  /// - Complexity: O(v) for v visible items; O(v²) for a looping component or repeated IDs (v is a
  ///   screenful).
  package func identifiedPlacements() -> [IdentifiedPlacement<ElementID>] {
    let placements = placements()
    var result: [IdentifiedPlacement<ElementID>] = []
    result.reserveCapacity(placements.count)
    let mayRepeat = hasRepeatedElementIDs || component.loops
    for placement in placements {
      let id: PlacementIdentity<ElementID> =
        if let element = element(at: placement.index) {
          .element(element, copy: 0)
        } else {
          .index(placement.index, copy: 0)
        }
      guard mayRepeat else {
        result.append(IdentifiedPlacement(placement: placement, id: id))
        continue
      }
      let copy = result.count { $0.id.ignoringCopy == id }
      result.append(IdentifiedPlacement(placement: placement, id: id.copy(copy)))
    }
    return result
  }
}

extension PlacementIdentity {
  /// The same identity as the first copy.
  fileprivate var ignoringCopy: Self { copy(0) }

  /// The same element's (or index's) copy number `copy`.
  fileprivate func copy(_ copy: Int) -> Self {
    switch self {
    case .element(let element, _): .element(element, copy: copy)
    case .index(let index, _): .index(index, copy: copy)
    }
  }
}
