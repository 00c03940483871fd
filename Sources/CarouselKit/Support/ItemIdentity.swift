#if canImport(SwiftUI)
  import SwiftUI

  /// How a carousel view knows its items: each element's key — its ID, or its position — and, when
  /// the selection is bound by ID, the selected key and how to set it.
  ///
  /// Building one costs O(1): keys are read element by element only when the data changed (the
  /// view's `CarouselDriver` decides), never on every update of the view.
  @MainActor struct ItemIdentity<Element> {
    /// The key of an element at an offset of the data.
    var key: (Element, Int) -> ItemKey
    /// The key the caller's selection names, if the selection is bound by ID.
    var selectedKey: ItemKey?
    /// Sets the caller's selection to the item of a key (nil: none), if the selection is bound by ID.
    var select: ((ItemKey?) -> Void)?

    /// `Identifiable` elements by their `id`, any other element by its position.
    static var automatic: ItemIdentity {
      guard Element.self is any Identifiable.Type else { return positions }
      return ItemIdentity(key: { element, offset in ItemKey(identifiable: element) ?? ItemKey(offset) })
    }

    /// Elements by their position in the data.
    static var positions: ItemIdentity { ItemIdentity(key: { _, offset in ItemKey(offset) }) }

    /// Elements by `id`, with `selection` (if given) bound to the current item's ID.
    init<ID: Hashable>(id: KeyPath<Element, ID>, selection: Binding<ID?>?) {
      key = { element, _ in ItemKey(element[keyPath: id]) }
      if let selected = selection?.wrappedValue {
        selectedKey = ItemKey(selected)
      } else {
        selectedKey = nil
      }
      select = selection.map { selection in { key in selection.wrappedValue = key?.value.base as? ID } }
    }

    private init(key: @escaping (Element, Int) -> ItemKey) {
      self.key = key
    }
  }
#endif
