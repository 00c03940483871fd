#if canImport(SwiftUI)
  import CarouselCore
  import SwiftUI

  /// Page dots bound to a carousel's page, drawn from ``PageIndicator``: tap a dot to go to its page;
  /// VoiceOver reads "Page 3 of 9" and swipes up or down to move a page. Give it the carousel's
  /// continuous position as `progress` and the dots follow a drag as it happens, each dot blending
  /// from the unselected to the selected colour by its share of the position; without it they show
  /// `page`. Past `maximumVisibleDots` pages the row is compact: a window of dots slides with the
  /// page, the dots at an edge with more pages beyond drawn smaller.
  ///
  /// ```swift
  /// VStack {
  ///   PagedCarouselView(news, page: $page, rowsPerPage: 3) { NewsRow($0) }
  ///   CarouselPageIndicator(pageCount: (news.count + 2) / 3, page: $page)
  /// }
  /// ```
  public struct CarouselPageIndicator: View {
    @Binding private var page: Int
    private let pageCount: Int
    private let loops: Bool
    private let maximumVisibleDots: Int
    private let progress: Double?
    /// Right to left, the first page's dot is the rightmost.
    @Environment(\.layoutDirection) private var layoutDirection

    /// The distance between two dots' centres, in points.
    static let spacing: CGFloat = 16
    /// A full dot's diameter, in points.
    static let diameter: CGFloat = 8
    /// The row's height, in points: a tap target as tall as the platform asks for.
    static let height: CGFloat = 44

    /// Dots for `pageCount` pages (a negative count shows none), the current one `page`.
    ///
    /// - Parameters:
    ///   - pageCount: how many pages there are; one dot each, up to `maximumVisibleDots` at once.
    ///   - page: the current page, from 0. A tap on a dot sets it (inside `withAnimation`, so a
    ///     carousel bound to it animates there), and so do VoiceOver's increment and decrement.
    ///   - progress: the carousel's position in pages, fractional while it moves (the offset divided
    ///     by the page length); nil to show `page`.
    ///   - loops: whether the pages loop, so that the dots cross from the last page to the first.
    ///   - maximumVisibleDots: the most dots shown at once (3 to 99), 7 by default.
    public init(
      pageCount: Int, page: Binding<Int>, progress: Double? = nil, loops: Bool = false, maximumVisibleDots: Int = 7
    ) {
      _page = page
      self.progress = progress
      self.pageCount = pageCount
      self.loops = loops
      self.maximumVisibleDots = maximumVisibleDots
    }

    private var indicator: PageIndicator {
      PageIndicator(
        pageCount: pageCount, maximumVisibleDots: maximumVisibleDots, loops: loops,
        direction: ReadingDirection(layoutDirection))
    }

    public var body: some View {
      let indicator = indicator
      let position = progress ?? Double(page)
      ZStack(alignment: .topLeading) {
        ForEach(indicator.dots(progress: position), id: \.page) { dot in
          let size = Self.diameter * CGFloat(dot.scale)
          ZStack {
            Circle().fill(Color.secondary)
            Circle().fill(Color.primary).opacity(dot.selection)
          }
          .frame(width: size, height: size)
          .position(x: indicator.centerX(of: dot, spacing: Self.spacing), y: Self.height / 2)
        }
      }
      .frame(width: indicator.rowWidth(spacing: Self.spacing), height: Self.height, alignment: .topLeading)
      .contentShape(Rectangle())
      .onTapGesture(coordinateSpace: .local) { location in
        // Animated: a carousel bound to the page moves there as it would after a swipe.
        if let tapped = indicator.page(atX: location.x, spacing: Self.spacing, progress: position) {
          withAnimation { page = tapped }
        }
      }
      .carouselAccessibility(
        label: CarouselKitText.page, value: accessibilityValue(at: position), increment: { step(by: 1) },
        decrement: { step(by: -1) }
      )
      // The indicator mirrors the dots and the taps itself, in left-to-right points.
      .engineCoordinates()
    }

    /// "3 of 9"; "No pages" without any.
    private func accessibilityValue(at position: Double) -> Text {
      guard let current = indicator.currentPage(progress: position) else { return CarouselKitText.noPages }
      return CarouselKitText.position(current + 1, of: indicator.pageCount)
    }

    private func step(by delta: Int) {
      if let next = indicator.page(steppingFrom: page, by: delta) { withAnimation { page = next } }
    }
  }
#endif
