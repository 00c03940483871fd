import AppModel
import CarouselKit
import SwiftUI

/// Archive (the example screen of seed 004's Redux figure): 36 recipes with a keyword field, one row of
/// category chips that scrolls sideways (a content-sized `FreeScrollCarouselView`), the count and
/// "▶条件をクリア", and a ♥ per row. Every word of the keyword must appear in a recipe's title, shop or
/// summary, case and character width ignored. The keyword and the chip are the data's (AppModel's
/// `DataState.archive`, changed by its actions); the ♥ marks are kept by AppModel's persistence.
struct ArchiveScreen: View {
  let store: SeedStore
  @State private var leadingChip = 0

  var body: some View {
    let items = store.state.feeds.archiveItems
    let conditions = store.state.archive
    let search = ArchiveSearch(items: items)
    let shown = search.matches(keyword: conditions.keyword, category: conditions.category).map { items[$0] }
    VStack(alignment: .leading, spacing: 0) {
      TitleBar(title: "Archive", color: Palette.archiveGreen)
      label("フリーワード検索:")
      HStack(spacing: 8) {
        Image(systemName: "magnifyingglass")
          .foregroundStyle(Palette.caption)
        TextField("キーワードを入力して下さい", text: keyword)
          .font(.system(size: 15))
      }
      .padding(.horizontal, 12)
      .frame(height: 36)
      .background { RoundedRectangle(cornerRadius: 8).fill(Palette.field) }
      .padding(.horizontal, 16)
      label("カテゴリー検索:")
      FreeScrollCarouselView(
        search.categories, index: $leadingChip, itemSizing: .fittingContent(height: 28),
        insets: .horizontal(16), accessibilityLabel: "カテゴリー"
      ) { category in
        Button {
          store.dispatch(.setArchiveCategory(conditions.category == category ? nil : category))
        } label: {
          CategoryChip(title: category, isChosen: conditions.category == category)
        }
        .buttonStyle(.plain)
      }
      .carouselSpacing(8)
      .frame(height: 28)
      HStack {
        Text(verbatim: count(shown: shown.count, of: items.count))
          .font(.system(size: 13, weight: .bold))
          .foregroundStyle(Palette.text)
        Spacer()
        Button {
          store.dispatch(.clearArchiveConditions)
        } label: {
          Text("▶条件をクリア")
            .font(.system(size: 13))
            .foregroundStyle(conditions.hasConditions ? Palette.archiveGreen : Palette.secondary)
        }
        .buttonStyle(.plain)
      }
      .padding(.horizontal, 16)
      .padding(.top, 14)
      ScrollView {
        VStack(alignment: .leading, spacing: 0) {
          if shown.isEmpty {
            Text("条件に合うレシピはありません")
              .font(.system(size: 15))
              .foregroundStyle(Palette.caption)
              .frame(maxWidth: .infinity)
              .padding(.top, 40)
          }
          ForEach(shown) { item in
            ArchiveRow(item: item, isFavorite: store.state.archiveFavorites.contains(item.id)) {
              store.dispatch(.toggleArchiveFavorite(id: item.id))
            }
          }
        }
      }
    }
    .background { Palette.background }
  }

  /// The keyword field's text: the data's keyword, every edit sent as `setArchiveKeyword` (which keeps
  /// one line of printable text, at most `ArchiveConditions.maximumKeywordLength` characters).
  private var keyword: Binding<String> {
    Binding {
      store.state.archive.keyword
    } set: { typed in
      store.dispatch(.setArchiveKeyword(typed))
    }
  }

  /// A grey label over the field and the chips.
  private func label(_ title: LocalizedStringKey) -> some View {
    Text(title)
      .font(.system(size: 12, weight: .bold))
      .foregroundStyle(Palette.caption)
      .padding(.horizontal, 16)
      .padding(.top, 12)
      .padding(.bottom, 6)
  }

  /// "現在表示しているデータ: 全36件", or "12件 / 全36件" when the conditions narrow the list.
  private func count(shown: Int, of total: Int) -> String {
    shown == total ? "現在表示しているデータ: 全\(total)件" : "現在表示しているデータ: \(shown)件 / 全\(total)件"
  }
}

struct ArchiveScreen_Previews: PreviewProvider {
  static var previews: some View {
    ArchiveScreen(store: PreviewFeeds.store())
  }
}
