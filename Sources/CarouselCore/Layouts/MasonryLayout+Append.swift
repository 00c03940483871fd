import Foundation

extension MasonryLayout {
  /// Places `newItems` after the existing ones without touching those. The first build keeps
  /// `newItems` as it is (no copy); items beyond ``maximumItemCount`` are left out and reported in
  /// ``issues``.
  /// - Complexity: O(m · columns) for m new items; the storage grows geometrically, so a run of
  ///   appends costs O(1) amortised per item on top.
  public mutating func append(_ newItems: [Item]) {
    let start = items.count
    let room = Self.maximumItemCount - start
    guard !newItems.isEmpty else { return }
    if newItems.count <= room {
      items.append(contentsOf: newItems)
    } else {
      items.append(contentsOf: Array(newItems.prefix(room)))
      issues.append(Self.overflowIssue(leftOut: newItems.count - room))
    }
    placeItems(from: start)
  }

  /// Places one item after the existing ones.
  /// - Complexity: O(columns), amortised.
  public mutating func append(_ item: Item) {
    guard items.count < Self.maximumItemCount else {
      issues.append(Self.overflowIssue(leftOut: 1))
      return
    }
    items.append(item)
    placeItems(from: items.count - 1)
  }

  static func overflowIssue(leftOut: Int) -> Issue {
    Issue(index: maximumItemCount, reason: "\(leftOut) items beyond the grid's \(maximumItemCount) left out")
  }

  /// Lays out `items[start...]` after the items before `start`, which are placed already.
  mutating func placeItems(from start: Int) {
    let count = items.count - start
    guard count > 0 else { return }
    let isFirstBuild = slots.isEmpty
    if isFirstBuild {
      // Straight into the final storage, with room for the appends that usually follow (a feed's
      // next pages), so the first of them does not copy everything into fresh memory.
      let capacity = count + Self.appendRoom(after: count)
      slots = Array(unsafeUninitializedCapacity: capacity) { buffer, initialized in
        fill(UnsafeMutableBufferPointer(rebasing: buffer[..<count]), from: start)
        initialized = count
      }
    } else {
      // Placed straight into the grid's own storage (its room was reserved by the first build), not
      // into a scratch array copied after: taken out of `self` while `fill` updates the rest.
      var storage = slots
      slots = []
      storage.append(contentsOf: repeatElement(Slot(top: 0, height: 0, column: 0), count: count))
      storage.withUnsafeMutableBufferPointer { all in
        fill(UnsafeMutableBufferPointer(rebasing: all[start...]), from: start)
      }
      slots = storage
    }
    indexColumns(from: start, isFirstBuild: isFirstBuild)
  }

  /// The spare capacity a first build of `count` items reserves for later appends.
  static func appendRoom(after count: Int) -> Int { Swift.max(count / 4, 256) }

  /// The shortest-column rule: places `items[start ..< start + destination.count]` one after another
  /// under the column whose bottom is highest (ties to the first), a full-span item under the tallest
  /// column and every column under it, and writes each item's slot to `destination`.
  private mutating func fill(_ destination: UnsafeMutableBufferPointer<Slot>, from start: Int) {
    let items = self.items
    let columnCount = self.columnCount
    let rowSpacing = self.rowSpacing
    var bottoms = nextTop
    nextTop = []
    bottoms.withUnsafeMutableBufferPointer { bottoms in
      items.forEachRun(in: start..<(start + destination.count)) { run, firstIndex in
        var offset = firstIndex - start
        for item in run {
          let (height, isSubstitute) = height(of: item)
          if isSubstitute { issues.append(issue(for: item, at: start + offset)) }
          if item.isFullSpan {
            var top = bottoms[0]
            for column in 1..<columnCount where bottoms[column] > top { top = bottoms[column] }
            destination[offset] = Slot(top: top, height: height, column: Slot.fullSpan)
            fullSpanItems.append(Int32(truncatingIfNeeded: start + offset))
            bottoms.update(repeating: top + height + rowSpacing)
          } else {
            var shortest = 0
            for column in 1..<columnCount where bottoms[column] < bottoms[shortest] { shortest = column }
            let top = bottoms[shortest]
            destination[offset] = Slot(top: top, height: height, column: Int32(truncatingIfNeeded: shortest))
            bottoms[shortest] = top + height + rowSpacing
          }
          offset += 1
        }
      }
    }
    nextTop = bottoms
  }

  /// Adds the items placed from `start` on to their columns' lists.
  ///
  /// A counting sort: the new indices are grouped by column in a scratch buffer, then each group is
  /// appended to its list at once, rather than one append (and one uniqueness check) per item.
  private mutating func indexColumns(from start: Int, isFirstBuild: Bool) {
    let slots = self.slots
    let count = slots.count - start
    let columnCount = self.columnCount
    withUnsafeTemporaryAllocation(of: Int.self, capacity: columnCount + 1) { offsets in
      // offsets[c + 1] counts column c's new items, then becomes where its group ends.
      offsets.initialize(repeating: 0)
      for index in start..<slots.count where !slots[index].isFullSpan { offsets[Int(slots[index].column) + 1] += 1 }
      if isFirstBuild {
        // Each list sized once, with the same room for later appends as the slots.
        for column in 0..<columnCount {
          let items = offsets[column + 1]
          itemsInColumn[column].reserveCapacity(items + Self.appendRoom(after: items))
        }
      }
      for column in 0..<columnCount { offsets[column + 1] += offsets[column] }
      withUnsafeTemporaryAllocation(of: Int32.self, capacity: count) { grouped in
        // Filled front to back per column, so each group stays ascending; offsets[c] ends where group
        // c ends, which is where group c + 1 starts.
        for index in start..<slots.count where !slots[index].isFullSpan {
          let column = Int(slots[index].column)
          grouped[offsets[column]] = Int32(truncatingIfNeeded: index)
          offsets[column] += 1
        }
        var groupStart = 0
        for column in 0..<columnCount {
          itemsInColumn[column].append(contentsOf: grouped[groupStart..<offsets[column]])
          groupStart = offsets[column]
        }
      }
    }
  }

  /// Gives item `index` a new height in points (a photo that loaded at another size, say). The item
  /// stays in its column; the later items of that column move, and so does everything from the next
  /// full-span item on. An index out of range is ignored.
  /// - Complexity: O(items after it).
  public mutating func updateHeight(of index: Int, to newHeight: CGFloat) {
    guard slots.indices.contains(index) else { return }
    let wasFullSpan = slots[index].isFullSpan
    items[index] = wasFullSpan ? .fullSpan(height: newHeight) : .height(newHeight)
    let height = self.height(of: items[index]).height
    let delta = height - slots[index].height
    guard delta != 0 else { return }
    slots[index].height = height
    if wasFullSpan {
      shiftEverything(from: index + 1, by: delta)
      return
    }
    let column = Int(slots[index].column)
    let nextPosition = Self.firstPosition(in: fullSpanItems, atLeast: index + 1)
    let nextFullSpan = nextPosition < fullSpanItems.count ? Int(fullSpanItems[nextPosition]) : nil
    let limit = nextFullSpan ?? slots.count
    // Later items of the same column, up to the next full-span item.
    let list = itemsInColumn[column]
    var position = Self.firstPosition(in: list, atLeast: index + 1)
    while position < list.count, Int(list[position]) < limit {
      slots[Int(list[position])].top += delta
      position += 1
    }
    guard let fullSpan = nextFullSpan else {
      nextTop[column] += delta
      return
    }
    // The next full-span item starts below the tallest column of its segment: the items between the
    // previous full-span item (or the top) and it.
    let previousFullSpan = nextPosition > 0 ? Int(fullSpanItems[nextPosition - 1]) : -1
    var top = previousFullSpan >= 0 ? slots[previousFullSpan].bottom + rowSpacing : insets.top
    for columnList in itemsInColumn {
      let last = Self.firstPosition(in: columnList, atLeast: fullSpan) - 1
      if last >= 0, columnList[last] > previousFullSpan {
        top = Swift.max(top, slots[Int(columnList[last])].bottom + rowSpacing)
      }
    }
    shiftEverything(from: fullSpan, by: top - slots[fullSpan].top)
  }

  /// Moves every item from `start` on, and where each column continues, by `delta` points.
  private mutating func shiftEverything(from start: Int, by delta: CGFloat) {
    guard delta != 0 else { return }
    for index in start..<slots.count { slots[index].top += delta }
    for column in 0..<columnCount { nextTop[column] += delta }
  }

  /// The position of the first element of the ascending `list` that is at least `value`.
  static func firstPosition(in list: [Int32], atLeast value: Int) -> Int {
    list.partitioningIndex { Int($0) >= value }
  }
}
