import AppModel
import CarouselCore
import Foundation
import GalleryModel

/// How each kind of card looks. Every function draws one card filling `rect` on `canvas`; the sizes,
/// colours, radii, masks and paddings are the seed screens' (SPEC §4, §5, §7).
public struct Cards {
  public let images: ImageSource
  public let timeZone: TimeZone
  /// The Gallery's own words on cards (the feeds' text is drawn as it is).
  public let text: GalleryText

  public init(images: ImageSource, timeZone: TimeZone, text: GalleryText = GalleryText()) {
    self.images = images
    self.timeZone = timeZone
    self.text = text
  }

  private func date(_ raw: String) -> String { DateLabel.label(for: raw, timeZone: timeZone) }

  /// A campaign banner on the ring, as figure 001 shows it: the photo with corner radius 12 and, over
  /// its foot on a darkening gradient, the headline (bold 16, white, one line) above the sub-caption
  /// (11, white at 0.85, one line), 12 points in. A banner without them is the photo alone.
  public func banner(_ banner: CampaignBanner, on canvas: Canvas, in rect: CGRect) {
    canvas.withSavedState {
      canvas.clip(rect, radius: CardGeometry.bannerCornerRadius)
      images.drawPhoto(banner.bannerURL, in: rect, on: canvas)
      let headline = banner.title ?? ""
      let caption = banner.caption ?? ""
      guard !headline.isEmpty || !caption.isEmpty else { return }
      let width = rect.width - 24
      let headlineStyle = TextStyle(size: 16, bold: true, color: .white, maxLines: 1)
      let captionStyle = TextStyle(size: 11, color: Color.white.opacity(0.85), maxLines: 1)
      let headlineHeight =
        headline.isEmpty ? 0 : canvas.measureText(headline, width: width, style: headlineStyle).height
      let captionHeight = caption.isEmpty ? 0 : canvas.measureText(caption, width: width, style: captionStyle).height
      let textHeight = headlineHeight + (headline.isEmpty || caption.isEmpty ? 0 : 2) + captionHeight
      let shade = CGRect(x: rect.minX, y: rect.maxY - textHeight - 36, width: rect.width, height: textHeight + 36)
      canvas.fillGradient(shade, top: Color.black.opacity(0), bottom: Color.black.opacity(0.55))
      var y = rect.maxY - 12 - textHeight
      if !headline.isEmpty {
        canvas.drawText(
          headline, in: CGRect(x: rect.minX + 12, y: y, width: width, height: headlineHeight), style: headlineStyle)
        y += headlineHeight + 2
      }
      if !caption.isEmpty {
        canvas.drawText(
          caption, in: CGRect(x: rect.minX + 12, y: y, width: width, height: captionHeight), style: captionStyle)
      }
    }
  }

  /// A featured topic as seed 000's cell draws it: the 720 : 960 photo with all corners rounded (8)
  /// under a 0.36 black mask; over its foot, centred, five 26-point precise stars (system yellow fill
  /// and 1-point borders, empty stars outlined) and "ユーザー評価:" (bold 14, white) with the rating
  /// (`%.1f`, bold 18, #ff5145); under it the title (bold 12, one line), the caption (12, two lines)
  /// and the date (bold 11, right-aligned). No card behind: the cell is the photo and its text, with a
  /// 1-point outline of radius 8 (secondary at 0.5) round the whole cell.
  public func featured(_ topic: FeaturedTopic, on canvas: Canvas, in rect: CGRect) {
    let photo = CGRect(
      x: rect.minX, y: rect.minY, width: rect.width, height: CardGeometry.featuredPhotoHeight(width: rect.width))
    canvas.withSavedState {
      canvas.clip(photo, radius: CardGeometry.cardCornerRadius)
      images.drawPhoto(topic.thumbnailURL, in: photo, on: canvas)
      canvas.fill(photo, color: Color.black.opacity(0.36))
    }
    // The overlay stacks from the photo's foot: 8 points of padding, the label line, 8, the stars.
    let labelStyle = TextStyle(size: 14, bold: true, color: .white)
    let ratingStyle = TextStyle(size: 18, bold: true, color: .rating)
    let label = text("featured.rating")
    let rating = StarRating.label(for: topic.rating)
    let labelSize = canvas.measureText(label, width: nil, style: labelStyle)
    let ratingSize = canvas.measureText(rating, width: nil, style: ratingStyle)
    let lineHeight = max(labelSize.height, ratingSize.height)
    let lineTop = photo.maxY - 8 - lineHeight
    let lineWidth = labelSize.width + 8 + ratingSize.width
    let lineX = photo.midX - lineWidth / 2
    canvas.drawText(
      label,
      in: CGRect(
        x: lineX, y: lineTop + (lineHeight - labelSize.height) / 2 + 1, width: labelSize.width + 1,
        height: labelSize.height), style: labelStyle)
    canvas.drawText(
      rating, in: CGRect(x: lineX + labelSize.width + 8, y: lineTop, width: ratingSize.width + 1, height: lineHeight),
      style: ratingStyle)
    let starSize: CGFloat = 26
    let starMargin: CGFloat = 5
    let starsWidth = 5 * starSize + 4 * starMargin
    canvas.drawStars(
      fills: StarRating.fills(rating: topic.rating, count: 5, mode: .precise),
      origin: CGPoint(x: photo.midX - starsWidth / 2, y: lineTop - 8 - starSize), size: starSize, spacing: starMargin,
      filled: .systemYellow, empty: nil, border: .systemYellow)
    var y = photo.maxY + 10
    y += canvas.drawText(
      topic.title, in: CGRect(x: rect.minX + 8, y: y, width: rect.width - 16, height: 18),
      style: TextStyle(size: 12, bold: true, color: .text, maxLines: 1))
    y += 8
    y += canvas.drawText(
      topic.caption, in: CGRect(x: rect.minX + 8, y: y, width: rect.width - 16, height: 36),
      style: TextStyle(size: 12, color: .secondary, maxLines: 2))
    canvas.drawText(
      date(topic.publishedAt), in: CGRect(x: rect.minX + 8, y: y + 2, width: rect.width - 16, height: 16),
      style: TextStyle(size: 11, bold: true, color: .secondary, alignment: .trailing))
    canvas.stroke(rect, radius: CardGeometry.cardCornerRadius, color: Color.secondary.opacity(0.5), width: 1)
  }

  /// A recent-news section as seed 000 draws it: up to three cells, each the title (bold 13, one
  /// line) above a 48-point thumbnail cut to the radius-4 border drawn over it, the category badge (bold 11, white on
  /// #ff9900) above the date (bold 13), and a divider under every cell. No card behind.
  public func newsSection(_ rows: [RecentNews], on canvas: Canvas, in rect: CGRect) {
    for (news, row) in zip(rows, CardGeometry.newsRowFrames(in: rect, count: rows.count)) {
      canvas.drawText(
        news.title, in: CGRect(x: row.minX + 8, y: row.minY + 2, width: row.width - 16, height: 20),
        style: TextStyle(size: 13, bold: true, color: .text, maxLines: 1))
      let thumbnail = CGRect(x: row.minX + 8, y: row.minY + 24, width: 48, height: 48)
      // The photo is cut to the outline's rounded corners, so the outline lies over them.
      canvas.withSavedState {
        canvas.clip(thumbnail, radius: 4)
        images.drawPhoto(news.thumbnailURL, in: thumbnail, on: canvas)
      }
      canvas.stroke(thumbnail, radius: 4, color: Color.secondary.opacity(0.5), width: 1)
      let dateStyle = TextStyle(size: 13, bold: true, color: .secondary)
      let dateFrame = CGRect(x: thumbnail.maxX + 8, y: thumbnail.maxY - 18, width: row.width - 80, height: 18)
      canvas.drawText(date(news.publishedAt), in: dateFrame, style: dateStyle)
      let badgeStyle = TextStyle(size: 11, bold: true, color: .white)
      let badgeText = canvas.measureText(news.newsCategory, width: nil, style: badgeStyle)
      let badge = CGRect(
        x: dateFrame.minX, y: dateFrame.minY - 2 - (badgeText.height + 6), width: badgeText.width + 6,
        height: badgeText.height + 6)
      canvas.fill(badge, color: .newsBadge)
      canvas.drawText(news.newsCategory, in: badge.insetBy(dx: 3, dy: 3), style: badgeStyle)
      canvas.fill(CGRect(x: row.minX + 8, y: row.maxY - 0.5, width: row.width - 16, height: 0.5), color: .secondary)
    }
  }

  /// A trend article as seed 000 draws it: the photo under a 0.36 mask with the title (bold 14, two
  /// lines, white) at its foot, the introduction (12, four lines) below, radius 8 and a hairline border.
  public func trend(_ article: TrendArticle, on canvas: Canvas, in rect: CGRect) {
    let photo = CGRect(
      x: rect.minX, y: rect.minY, width: rect.width, height: rect.width / HomeLayout.trendPhotoAspectRatio)
    canvas.withSavedState {
      canvas.clip(rect, radius: CardGeometry.cardCornerRadius)
      images.drawPhoto(article.thumbnailURL, in: photo, on: canvas)
      canvas.fill(photo, color: Color.black.opacity(0.36))
      let titleStyle = TextStyle(size: 14, bold: true, color: .white, maxLines: 2)
      let titleHeight = canvas.measureText(article.title, width: rect.width - 16, style: titleStyle).height
      canvas.drawText(
        article.title,
        in: CGRect(x: rect.minX + 8, y: photo.maxY - 8 - titleHeight, width: rect.width - 16, height: titleHeight),
        style: titleStyle)
      canvas.drawText(
        article.introduction, in: CGRect(x: rect.minX + 8, y: photo.maxY + 10, width: rect.width - 16, height: 80),
        style: TextStyle(size: 12, color: .text, maxLines: 4))
    }
    canvas.stroke(rect, radius: CardGeometry.cardCornerRadius, color: Color.secondary.opacity(0.25), width: 1)
  }

  /// A pickup photo as seed 000 draws it: the photo with corner radius 4 and a hairline border, its
  /// title (bold 14) and caption (12), one line each, centred in white on a 0.36 black band.
  public func pickup(_ photo: PickupPhoto, on canvas: Canvas, in rect: CGRect) {
    let titleStyle = TextStyle(size: 14, bold: true, color: .white, maxLines: 1, alignment: .center)
    let captionStyle = TextStyle(size: 12, color: .white, maxLines: 1, alignment: .center)
    let titleHeight = canvas.measureText(photo.title, width: rect.width - 16, style: titleStyle).height
    let captionHeight = canvas.measureText(photo.caption, width: rect.width - 16, style: captionStyle).height
    canvas.withSavedState {
      canvas.clip(rect, radius: CardGeometry.pickupCornerRadius)
      images.drawPhoto(photo.photoURL, in: rect, on: canvas)
      let band = CGRect(
        x: rect.minX, y: rect.maxY - (8 + titleHeight + 2 + captionHeight + 8), width: rect.width,
        height: 8 + titleHeight + 2 + captionHeight + 8)
      canvas.fill(band, color: Color.black.opacity(0.36))
      canvas.drawText(
        photo.title, in: CGRect(x: rect.minX + 8, y: band.minY + 8, width: rect.width - 16, height: titleHeight),
        style: titleStyle)
      canvas.drawText(
        photo.caption,
        in: CGRect(x: rect.minX + 8, y: band.minY + 10 + titleHeight, width: rect.width - 16, height: captionHeight),
        style: captionStyle)
    }
    canvas.stroke(rect, radius: CardGeometry.pickupCornerRadius, color: Color.secondary.opacity(0.25), width: 1)
  }

  /// A favourite scene as seed 000's `FavoritePhotosCardView` draws it, over the photo under a 0.46
  /// black mask: the title (bold 16, one line), a divider, a 36-point row with "投稿日:" and the date
  /// (bold 10) on the left and the category capsule (bold 10, white on #ffaa00, radius 12) on the
  /// right, a divider, the shop (bold 13), a divider, the comment (11, up to 8 lines) and the author
  /// with the seed's "文章&編集:" prefix (11) on the right; radius 8 with a secondary hairline. The heart
  /// (ours: the seed has no marking) sits at the foot on the left.
  public func favorite(_ scene: FavoriteScene, isFavorite: Bool, on canvas: Canvas, in rect: CGRect) {
    let inset: CGFloat = 12
    let width = rect.width - 2 * inset
    let x = rect.minX + inset
    func divider(at y: CGFloat) {
      canvas.fill(CGRect(x: x, y: y, width: width, height: 1), color: .systemGray)
    }
    canvas.withSavedState {
      canvas.clip(rect, radius: CardGeometry.cardCornerRadius)
      images.drawPhoto(scene.photoURL, in: rect, on: canvas)
      canvas.fill(rect, color: Color.black.opacity(0.46))
      var y = rect.minY + 16
      y += canvas.drawText(
        scene.title, in: CGRect(x: x, y: y, width: width, height: 24),
        style: TextStyle(size: 16, bold: true, color: .white))
      y += 12
      divider(at: y)
      y += 1
      // The 36-point row: the date on the left, the capsule 12 points from the right edge, both centred.
      let smallBold = TextStyle(size: 10, bold: true, color: .white)
      let posted = text("favorites.posted") + DateLabel.label(for: scene.publishedAt, timeZone: timeZone)
      let postedHeight = canvas.measureText(posted, width: width / 2, style: smallBold).height
      canvas.drawText(
        posted, in: CGRect(x: x, y: y + (36 - postedHeight) / 2, width: width / 2, height: postedHeight),
        style: smallBold)
      let category = canvas.measureText(scene.category, width: nil, style: smallBold)
      let capsuleWidth = min(category.width + 16, width / 2)
      let capsule = CGRect(
        x: rect.maxX - inset - capsuleWidth, y: y + (36 - category.height - 8) / 2, width: capsuleWidth,
        height: category.height + 8)
      canvas.fill(capsule, radius: min(12, capsule.height / 2), color: .favoriteCapsule)
      canvas.drawText(scene.category, in: capsule.insetBy(dx: 8, dy: 4), style: smallBold)
      y += 36
      divider(at: y)
      y += 1 + 8
      y += canvas.drawText(
        scene.shopName, in: CGRect(x: x, y: y, width: width, height: 20),
        style: TextStyle(size: 13, bold: true, color: .white))
      y += 8
      divider(at: y)
      y += 1 + 8
      y += canvas.drawText(
        scene.comment, in: CGRect(x: x, y: y, width: width, height: max(rect.maxY - y - 40, 0)),
        style: TextStyle(size: 11, color: .white, maxLines: 8))
      y += 8
      canvas.drawText(
        text("favorites.credit") + scene.author, in: CGRect(x: x, y: y, width: width, height: 18),
        style: TextStyle(size: 11, color: .white, alignment: .trailing))
      // The heart marks the card: filled when marked, an outline to tap when not.
      canvas.drawText(
        isFavorite ? "♥" : "♡", in: CGRect(x: rect.minX + 16, y: rect.maxY - 38, width: 30, height: 28),
        style: TextStyle(size: 22, color: isFavorite ? .rating : .white))
    }
    canvas.stroke(rect, radius: CardGeometry.cardCornerRadius, color: Color.secondary.opacity(0.36), width: 1)
  }

  /// How far an article card's shadow reaches beyond it, in points: the card is drawn this far
  /// inside its image.
  public static let articleShadow: CGFloat = 6

  /// An article card on the Articles screen, as figure 002 shows it: a soft shadow (black at 0.12,
  /// ``articleShadow`` points) under a white card with radius 8; the 3 : 2 photo edge to edge across
  /// its top (its corners the card's) with the article's caption, if it has one, in white (bold 11,
  /// one line) over the photo's foot on a darkening gradient; under the photo the title (bold 12,
  /// two lines), the category (10, grey) and the date right-aligned. `rect` includes the shadow's
  /// margin.
  public func article(_ article: Article, on canvas: Canvas, in bounds: CGRect) {
    let rect = bounds.insetBy(dx: Self.articleShadow, dy: Self.articleShadow)
    canvas.drawShadow(
      around: rect, cornerRadius: CardGeometry.cardCornerRadius, blur: Self.articleShadow, opacity: 0.12)
    canvas.fill(rect, radius: CardGeometry.cardCornerRadius, color: .white)
    let photo = CGRect(
      x: rect.minX, y: rect.minY, width: rect.width, height: rect.width / ArticlesLayout.photoAspectRatio)
    canvas.withSavedState {
      canvas.clip(rect, radius: CardGeometry.cardCornerRadius)
      canvas.clip(photo)
      images.drawPhoto(article.thumbnailURL, in: photo, on: canvas)
      if let caption = article.caption, !caption.isEmpty {
        let style = TextStyle(size: 11, bold: true, color: .white, maxLines: 1)
        let height = canvas.measureText(caption, width: photo.width - 16, style: style).height
        let shade = CGRect(x: photo.minX, y: photo.maxY - height - 22, width: photo.width, height: height + 22)
        canvas.fillGradient(shade, top: Color.black.opacity(0), bottom: Color.black.opacity(0.45))
        canvas.drawText(
          caption, in: CGRect(x: photo.minX + 8, y: photo.maxY - 6 - height, width: photo.width - 16, height: height),
          style: style)
      }
    }
    canvas.drawText(
      article.title, in: CGRect(x: rect.minX + 8, y: photo.maxY + 6, width: rect.width - 16, height: 32),
      style: TextStyle(size: 12, bold: true, color: .text, maxLines: 2))
    let footer = CGRect(x: rect.minX + 8, y: rect.maxY - 18, width: rect.width - 16, height: 14)
    let dateWidth: CGFloat = 58
    canvas.drawText(
      article.category,
      in: CGRect(x: footer.minX, y: footer.minY, width: footer.width - dateWidth, height: footer.height),
      style: TextStyle(size: 10, color: Color(white: 0.45), maxLines: 1))
    canvas.drawText(
      date(article.publishedAt), in: footer, style: TextStyle(size: 10, color: Color(white: 0.45), alignment: .trailing)
    )
  }

  /// A detail's text, in content coordinates: the title (bold 22), the category and date (13,
  /// secondary), the body's paragraphs (15) and, under them as figure 003 has them, the tags: white
  /// bold 12 on orange (#FF9900) chips with radius 4 — each where `layout` measured it.
  public func detailText(_ content: DetailContent, layout: DetailLayout, on canvas: Canvas) {
    canvas.drawText(
      content.title, in: layout.title, style: TextStyle(font: DetailLayout.titleFont, color: .text, maxLines: 0))
    let date = content.publishedAt.isEmpty ? "" : "  ·  " + self.date(content.publishedAt)
    canvas.drawText(
      content.category + date, in: layout.meta, style: TextStyle(font: DetailLayout.metaFont, color: Color(white: 0.45))
    )
    let body = TextStyle(font: DetailLayout.bodyFont, color: .text, maxLines: 0)
    for (paragraph, frame) in zip(content.body, layout.paragraphs) {
      canvas.drawText(paragraph, in: frame, style: body)
    }
    let tagStyle = TextStyle(font: DetailLayout.tagFont, color: .white, maxLines: 1, alignment: .center)
    for (tag, frame) in zip(content.tags, layout.tags) {
      canvas.fill(frame, radius: 4, color: .newsBadge)
      let height = canvas.measureText(tag, width: nil, style: tagStyle).height
      canvas.drawText(
        tag, in: CGRect(x: frame.minX, y: frame.midY - height / 2, width: frame.width, height: height), style: tagStyle)
    }
  }

  /// A Pager page as seed 001 draws it is a system-grey (#8E8E93) card with corner radius 32, 16
  /// points inside the page, with the page number centred on it in a bold large title (34 points).
  /// The renderer fills the card itself every frame; the number is a cached image
  /// (``pagerPageNumber(_:on:in:)``).
  ///
  /// The card's frame in `rect`, the page's frame.
  public static func pagerCardFrame(in rect: CGRect) -> CGRect { rect.insetBy(dx: 16, dy: 16) }

  /// The corner radius of a Pager page's card, in points.
  public static let pagerCardCornerRadius: CGFloat = 32

  /// The line a Pager page's number is set in on its card `card`: across it, 42 points tall, centred.
  public static func pagerNumberFrame(in card: CGRect) -> CGRect {
    CGRect(x: card.minX, y: card.midY - 21, width: card.width, height: 42)
  }

  /// A Pager page's number, centred across `rect` (``pagerNumberFrame(in:)``).
  public func pagerPageNumber(_ page: Int, on canvas: Canvas, in rect: CGRect) {
    canvas.drawText("\(page)", in: rect, style: TextStyle(size: 34, bold: true, color: .text, alignment: .center))
  }

  /// A row of the multi-row carousel: a news item with thumbnail, title, badge and date.
  public func row(_ news: RecentNews, on canvas: Canvas, in rect: CGRect) {
    canvas.fill(rect, radius: CardGeometry.rowCardCornerRadius, color: .white)
    canvas.stroke(rect, radius: CardGeometry.rowCardCornerRadius, color: .secondary, width: 0.5)
    let thumbnail = CGRect(x: rect.minX + 10, y: rect.minY + 10, width: rect.height - 20, height: rect.height - 20)
    canvas.withSavedState {
      canvas.clip(thumbnail, radius: 6)
      images.drawPhoto(news.thumbnailURL, in: thumbnail, on: canvas)
    }
    let textX = thumbnail.maxX + 10
    canvas.drawText(
      news.title, in: CGRect(x: textX, y: rect.minY + 10, width: rect.maxX - textX - 10, height: 40),
      style: TextStyle(size: 13, bold: true, maxLines: 2))
    let badgeStyle = TextStyle(size: 10, bold: true, color: .white)
    let size = canvas.measureText(news.newsCategory, width: nil, style: badgeStyle)
    let badge = CGRect(x: textX, y: rect.maxY - size.height - 14, width: size.width + 8, height: size.height + 4)
    canvas.fill(badge, radius: 3, color: .newsBadge)
    canvas.drawText(news.newsCategory, in: badge.insetBy(dx: 4, dy: 2), style: badgeStyle)
    canvas.drawText(
      DateLabel.label(for: news.publishedAt, timeZone: timeZone),
      in: CGRect(x: badge.maxX + 8, y: badge.minY + 1, width: 90, height: 16),
      style: TextStyle(size: 11, color: .secondary))
  }
}
