import Foundation

extension MasonryLayout {
  /// Places `newItems` after the existing ones without touching those.
  /// - Complexity: O(m · columns) for m new items.
  public mutating func append(_ newItems: [Item]) {
    // Reserving only for a first build: reserveCapacity grows to exactly what is asked, so calling
    // it on every append would copy the whole layout each time instead of growing geometrically.
    // A quarter more than the build needs, so the appends that follow a build (a feed's next pages)
    // do not start by copying everything into fresh memory.
    if items.isEmpty, !newItems.isEmpty {
      let capacity = newItems.count + Swift.max(newItems.count / 4, 1_024)
      items.reserveCapacity(capacity)
      frames.reserveCapacity(capacity)
      columnOfItem.reserveCapacity(capacity)
      let perColumn = capacity / Swift.max(1, columnCount) + 1
      for column in itemsInColumn.indices { itemsInColumn[column].reserveCapacity(perColumn) }
    }
    for item in newItems { place(item) }
  }

  /// Places one item after the existing ones.
  public mutating func append(_ item: Item) {
    place(item)
  }

  private mutating func place(_ item: Item) {
    let index = items.count
    let (height, issue) = height(of: item, at: index)
    if let issue { issues.append(issue) }
    items.append(item)
    if item.isFullSpan {
      var top = nextTop[0]
      for column in 1..<columnCount where nextTop[column] > top { top = nextTop[column] }
      frames.append(CGRect(x: insets.leading, y: top, width: columnSpan, height: height))
      columnOfItem.append(-1)
      fullSpanItems.append(index)
      let next = top + height + rowSpacing
      for column in 0..<columnCount { nextTop[column] = next }
      return
    }
    // The column whose bottom is highest; ties go to the first.
    var shortest = 0
    for column in 1..<columnCount where nextTop[column] < nextTop[shortest] { shortest = column }
    let top = nextTop[shortest]
    frames.append(CGRect(x: columnX(shortest), y: top, width: columnWidth, height: height))
    columnOfItem.append(Int32(shortest))
    itemsInColumn[shortest].append(index)
    nextTop[shortest] = top + height + rowSpacing
  }

  /// The width a full-span item covers: every column and the spacing between them.
  var columnSpan: CGFloat {
    CGFloat(columnCount) * columnWidth + CGFloat(columnCount - 1) * columnSpacing
  }

  /// Gives item `index` a new height in points (a photo that loaded at another size, say). The item
  /// stays in its column; the later items of that column move, and so does everything from the next
  /// full-span item on. An index out of range is ignored.
  /// - Complexity: O(items after it).
  public mutating func updateHeight(of index: Int, to newHeight: CGFloat) {
    guard items.indices.contains(index) else { return }
    let wasFullSpan = items[index].isFullSpan
    items[index] = wasFullSpan ? .fullSpan(height: newHeight) : .height(newHeight)
    let height = self.height(of: items[index], at: index).height
    let delta = height - frames[index].height
    guard delta != 0 else { return }
    frames[index].size.height = height
    if wasFullSpan {
      shiftEverything(from: index + 1, by: delta)
      return
    }
    let column = Int(columnOfItem[index])
    let nextPosition = Self.firstPosition(in: fullSpanItems, atLeast: index + 1)
    let nextFullSpan = nextPosition < fullSpanItems.count ? fullSpanItems[nextPosition] : nil
    let limit = nextFullSpan ?? items.count
    // Later items of the same column, up to the next full-span item.
    let list = itemsInColumn[column]
    var position = Self.firstPosition(in: list, atLeast: index + 1)
    while position < list.count, list[position] < limit {
      frames[list[position]].origin.y += delta
      position += 1
    }
    guard let fullSpan = nextFullSpan else {
      nextTop[column] += delta
      return
    }
    // The next full-span item starts below the tallest column of its segment: the items between the
    // previous full-span item (or the top) and it.
    let previousFullSpan = nextPosition > 0 ? fullSpanItems[nextPosition - 1] : -1
    var top = previousFullSpan >= 0 ? frames[previousFullSpan].maxY + rowSpacing : insets.top
    for columnList in itemsInColumn {
      let last = Self.firstPosition(in: columnList, atLeast: fullSpan) - 1
      if last >= 0, columnList[last] > previousFullSpan {
        top = Swift.max(top, frames[columnList[last]].maxY + rowSpacing)
      }
    }
    shiftEverything(from: fullSpan, by: top - frames[fullSpan].minY)
  }

  /// Moves every item from `start` on, and where each column continues, by `delta` points.
  private mutating func shiftEverything(from start: Int, by delta: CGFloat) {
    guard delta != 0 else { return }
    for index in start..<frames.count { frames[index].origin.y += delta }
    for column in 0..<columnCount { nextTop[column] += delta }
  }

  /// The position of the first element of the ascending `list` that is at least `value`.
  static func firstPosition(in list: [Int], atLeast value: Int) -> Int {
    list.partitioningIndex { $0 >= value }
  }
}
