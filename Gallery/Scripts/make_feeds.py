#!/usr/bin/env python3
"""Writes the Gallery's sample feeds (SPEC §8) into Sources/AppModel/Resources: the seed's six,
the Articles screen's and the photo names of the Archive's.

The shapes (fields, counts, photo sizes) are the seed article's; every text is this project's own and
says what its photo shows (make_photos.py cuts the photos: a travel and nature magazine's, since
Debian's packages hold no food photographs). Run it again only to change the sample data on purpose;
the reference renders depend on it.
"""
import json, os

OUT = os.path.join(os.path.dirname(__file__), "..", "Sources", "AppModel", "Resources")

def date(day, hour=9, minute=0):
    return f"2022-12-{day:02d}T{hour:02d}:{minute:02d}:00.000+0000"

def write(name, items):
    with open(os.path.join(OUT, f"{name}.json"), "w", encoding="utf-8") as f:
        json.dump({"result": items}, f, ensure_ascii=False, indent=2)
        f.write("\n")

featured = [
    ("森の小道を歩く", "木漏れ日の下、まっすぐ続く細い道を朝いちばんに歩きました🌲", 3.7),
    ("幹をのぼるゴジュウカラ", "逆さまにも歩ける小さな鳥。公園の大きな木で会えました🐦", 4.1),
    ("足元の秋を拾う", "一枚だけ赤く光る葉っぱ。散歩道で季節を見つける楽しみ🍁", 4.6),
    ("夕日に透ける綿毛", "原っぱ一面のタンポポが、飛び立つ風を待っている時間", 3.4),
    ("霧の朝の桟橋", "湖と空の境目が消える、音のない朝の景色でした", 3.9),
    ("窓辺の看板犬", "宿の窓から顔を出す二匹。着くといつもこの出迎えです🐕", 3.2),
    ("白夜の湖", "夜中の一時でも空が明るい、北の国の短い夏", 4.3),
    ("丘の上の夕日", "稜線に沈む太陽を、帰りのバスの時間まで眺めていました", 3.8),
]
write("featured_topics", [
    {"id": i + 1, "rating": r, "thumbnail_url": f"https://example.com/featured_topic{i + 1}.jpg",
     "title": t, "caption": c, "published_at": date(1 + i, 7 + i % 5, 30)}
    for i, (t, c, r) in enumerate(featured)])

categories = ["編集部からのお知らせ", "新しい特集", "季節のおすすめ", "読者の投稿から"]
# Each title goes with its thumbnail, an illustration (make_photos.py's NEWS).
news = [
    "年末年始の配送スケジュールについて", "新しい特集ページを公開しました", "秋の木を描いたイラストが届きました",
    "アプリの表示が速くなりました", "春の花めぐり特集を準備しています", "金魚すくいができる夏祭りを集めました",
    "夜の動物園ナイトツアーのお知らせ", "ロボット工作教室の参加者を募集します", "テーマカラーを選べるようになりました",
    "音楽フェス特集の投票が始まります", "街歩きマップを新しくしました", "砂丘と海のフォトコンテスト結果発表",
]
write("recent_news", [
    {"id": i + 1, "thumbnail_url": f"https://example.com/news_thumbnail{i + 1}.jpg", "title": t,
     "news_category": categories[i % len(categories)], "published_at": date(1 + i, 10, 0)}
    for i, t in enumerate(news)])

# The banners' headline and sub-caption (figure 001 sets them over the photo).
banners = [
    ("湖畔の夕焼けとボート特集", "桟橋に並ぶ木のボートと、空が染まる時間を訪ねて"),
    ("ピコス・デ・エウロパを歩く", "岩山のあいだを抜ける一本道。夏の山歩き案内"),
    ("桟橋でひと休み", "湖面の光が板張りに伸びる、のんびり旅のすすめ"),
    ("紅葉の高原ハイキング", "色づく斜面と山並みを見渡す、秋の日帰りコース"),
    ("森の渓流めぐり", "苔むした岩と小さな滝。涼を探す週末の散歩"),
    ("空から見る波打ち際", "白い波と砂浜が描く模様。海辺の町の旅特集"),
]
write("campaign_banners", [
    {"id": i + 1, "banner_contents_id": 1001 + i, "banner_url": f"https://example.com/campaign_banner{i + 1}.jpg",
     "title": t, "caption": c}
    for i, (t, c) in enumerate(banners)])

trends = [
    ("赤い器にいちじくを一つ", "旬の果物は、器を選ぶだけでごちそうになります。割ったいちじくを赤い鉢にのせたら、それだけで食卓の主役に。季節の果物と器の組み合わせを読者の皆さんから集めました🍴"),
    ("カップを並べて待つ朝", "パーティーの準備は、色とりどりのカップを並べるところから。飲み物ごとに色を決めておく、簡単な段取りのコツを紹介します。"),
    ("古いテーブルと太鼓の夜", "旅先で連れて帰った太鼓と、木のテーブルにワインを一本。民芸品と過ごす静かな夜の楽しみ方を、持ち主に聞きました🍷"),
    ("絵筆をそろえて旅のスケッチ", "旅の記録は写真だけでなく、絵筆でも残せます。色とりどりの筆の選び方と、短い時間で描くコツをまとめました。"),
]
write("trend_articles", [
    {"id": i + 1, "thumbnail_url": f"https://example.com/trend_article{i + 1}.jpg", "title": t, "introduction": s,
     "published_at": date(5 + i, 12, 0)}
    for i, (t, s) in enumerate(trends)])

sizes = [(960, 960), (960, 1280), (1200, 800), (1200, 800), (960, 640), (960, 640), (900, 1200), (960, 640),
         (960, 960), (900, 1200), (960, 960), (960, 720), (1200, 900), (900, 1200), (960, 960), (1280, 720),
         (960, 640), (960, 1280), (960, 960), (960, 720)]
pickups = [
    ("水面の王冠", "雨上がりの一滴"), ("光を透かす葉", "初夏の植物園で"), ("砂丘の草", "海風になびく午後"),
    ("橙色の花びら", "朝市の花屋にて"), ("マリーゴールド", "庭先の赤と黄色"), ("若草の原っぱ", "裸足で歩きたい緑"),
    ("テントウムシ", "勿忘草のそばで"), ("葉の上の雨粒", "梅雨の散歩道"), ("嵐の前の道", "雲が低く流れる平原"),
    ("飛び立つ綿毛", "夕方の空き地で"), ("白木の板", "古い倉庫の床"), ("黄色い花", "窓辺の鉢植え"),
    ("海辺の手すり", "防波堤から見た空"), ("青空と枝", "木陰で見上げて"), ("小鳥と電球", "カフェの天井飾り"),
    ("夜明け前の湖", "青く沈む山の影"), ("白い建築", "曲線が重なる外壁"), ("苔の森", "ひとつだけ赤い芽"),
    ("青空の凧", "海辺の公園で"), ("星空の海", "天の川が沈む水平線"),
]
write("pickup_photos", [
    {"id": i + 1, "photo_url": f"https://example.com/pickup_photo{i + 1}.jpg", "photo_width": w, "photo_height": h,
     "title": t, "caption": c, "published_at": date(1 + i % 28, 8, 15)}
    for i, ((w, h), (t, c)) in enumerate(zip(sizes, pickups))])

# Favourites: the scene, where it was, and what the reader remembers of it.
scenes = [
    ("岩山へ続く一本道", "ピコス・デ・エウロパ国立公園", "雪の残る岩山に向かって、細い道がまっすぐ伸びていました。息が切れるたびに振り返ると、歩いてきた草原が少しずつ小さくなっていきます。"),
    ("夕焼けの船着き場", "湖畔の貸しボート屋", "日が沈む前の三十分だけ、空と湖が同じ色になります。岸に並んだ木のボートが、明日の客を待つように静かに揺れていました。"),
    ("苔むした渓流", "山あいの遊歩道", "岩のすき間を抜ける水の音だけが聞こえる谷でした。足元は苔でやわらかく、夏でもひんやりとした空気に包まれています。"),
    ("木をのぼる小さな鳥", "街はずれの森林公園", "幹をくるくると回りながら、頭を下にして降りてくる鳥がいました。双眼鏡を持っていなかったことを少しだけ後悔しています。"),
    ("針葉樹の森の小道", "北の国の自然歩道", "背の高い木が並ぶ森に、一本だけ細い道が通っていました。誰ともすれ違わない一時間、聞こえるのは自分の足音だけでした。"),
    ("窓から見ている二匹", "海辺の小さな民宿", "チェックインの前から、二階の窓に二匹の顔が並んでいました。出発の朝も同じ窓から見送ってくれたのが忘れられません。"),
    ("丘に沈む太陽", "峠の展望台", "最終バスを一本遅らせて、太陽が稜線に消えるまで待ちました。光が草の一本一本を照らして、丘全体が金色に見えました。"),
    ("霧に消える桟橋", "早朝の湖", "朝五時、湖は一面の霧でした。桟橋の先に立つと、水面と空の区別がつかず、雲の上に立っているような気分になります。"),
    ("紅葉の斜面", "高原のハイキングコース", "山の中腹だけが赤や橙に色づいて、上の岩肌との境目がくっきり見えました。お弁当を広げるなら、この斜面の上がおすすめです。"),
    ("真夜中の明るい空", "白夜の湖のほとり", "時計は夜中の一時なのに、空は淡い紫色のままでした。眠るのがもったいなくて、湖の音を聞きながら朝まで起きていました。"),
    ("陽だまりの桟橋", "湖畔のキャンプ場", "板張りの桟橋に寝転ぶと、湖面の光が顔にちらちらと映ります。本を一冊持っていったのに、結局一ページも読みませんでした。"),
    ("落ち葉の絨毯", "城跡の並木道", "並木道は一面の落ち葉で、歩くたびにかさかさと音がします。夕方の光の中で、一枚だけ赤い葉がひときわ目立っていました。"),
]
write("favorite_scenes", [
    {"id": i + 1, "photo_url": f"https://example.com/favorite_scene{i + 1}.{'webp' if (i + 1) % 3 == 0 else 'jpg'}",
     "author": f"編集部 {chr(65 + i)}", "title": t,
     "category": "Special Contents" if i % 3 else "Readers' Picks", "shop_name": place, "comment": comment,
     "published_at": date(1 + i, 18, 0)}
    for i, (t, place, comment) in enumerate(scenes)])

# Articles: four categories of twelve, enough to fill a page at 390 × 844 (three rows of two, the
# fourth showing that the page scrolls) and at 1280 × 900 (three rows of four); long tab titles, as
# figure 002's, so that the looping strip fills a phone's width. Each title and the caption over its
# photo (figure 002) say what the photo (make_photos.py's ARTICLES) shows; no photo twice.
article_categories = ["海と湖をめぐる旅", "山と森の散歩道", "花と小さな生きもの", "暮らしとイラスト"]
articles = [
    ("防波堤から空を見上げる", "海辺の町の午後"), ("砂丘に生える草の話", "風がつくる模様"),
    ("空から眺める波打ち際", "白い波の描く線"), ("一滴のしずくを撮る", "水面の王冠"),
    ("天の川が沈む海", "星空の水平線"), ("海辺で凧を揚げる", "雲の浮かぶ青空"),
    ("夕焼けの貸しボート", "湖畔の船着き場"), ("桟橋で読書を", "陽だまりの板張り"),
    ("霧の朝の桟橋", "音のない湖"), ("夜明け前の青い湖", "山の影"),
    ("白夜の湖で夜更かし", "真夜中の一時"), ("渓流の音を聞く", "苔と岩の谷"),
    ("岩山へ向かう道を歩く", "ピコス・デ・エウロパ"), ("紅葉の斜面でお弁当", "高原の秋"),
    ("丘の上で夕日を待つ", "金色の三十分"), ("嵐の雲を見送る", "平原の一本道"),
    ("針葉樹の森の歩き方", "静かな一時間"), ("苔の森の赤い芽", "上から見た森"),
    ("木の下から見上げる", "枝と青空"), ("落ち葉を一枚拾う", "秋の並木道"),
    ("綿毛の原っぱ", "夕日の逆光"), ("若草の原っぱを歩く", "裸足で歩きたい緑"),
    ("光を透かす葉", "葉脈のしま模様"), ("雨粒の残る葉", "梅雨の散歩"),
    ("マリーゴールドを育てる", "庭先の赤"), ("黄色い花を窓辺に", "鉢植えのすすめ"),
    ("橙色の花びらを接写", "朝市の花"), ("テントウムシを探して", "勿忘草のそば"),
    ("幹を歩く小さな鳥", "森林公園の住人"), ("窓から覗く看板犬", "民宿の二匹"),
    ("天井の小鳥の飾り", "カフェの電球"), ("綿毛が飛び立つとき", "夕方の空き地"),
    ("金魚のイラストを飾る", "夏祭りの思い出"), ("波の上を飛ぶ竜の絵", "緑の竜のイラスト"),
    ("夜空に光るねずみの絵", "読者のイラスト"), ("カラーの花を描く", "やわらかな色の一輪"),
    ("いちじくを器に盛る", "赤い鉢と果物"), ("カップを色で分ける", "パーティーの準備"),
    ("木のテーブルと太鼓", "旅の民芸品"), ("絵筆の手入れ", "色とりどりの筆"),
    ("白木の床を磨く", "古い倉庫の板"), ("曲線が重なる白い建物", "街の建築めぐり"),
    ("壁掛け時計のイラスト", "緑の文字盤と針"), ("丘に降りたロケットの絵", "絵本のような景色"),
    ("秋の木を描いた一枚", "色づく葉の点描"), ("三角で描く山と湖", "雪山のイラスト"),
    ("象の群れを描いた絵", "青い絵の具の重なり"), ("パステルの丘の絵", "やわらかな色の重なり"),
]
per_category = len(articles) // len(article_categories)
write("articles", [
    {"id": i + 1, "thumbnail_url": f"https://example.com/article{i + 1}.jpg", "title": t, "caption": c,
     "category": article_categories[i // per_category], "published_at": date(1 + (i * 3) % 28, 9, 0)}
    for i, (t, c) in enumerate(articles)])

# The Archive keeps its recipes (the search tests and the end-to-end test type into them); only its
# pictures are named here: each recipe's dish, drawn by make_photos.py (RECIPES).
path = os.path.join(OUT, "archive_items.json")
with open(path, encoding="utf-8") as f:
    recipes = json.load(f)["result"]
for i, recipe in enumerate(recipes):
    recipe["photo"] = f"https://api.example.com/photos/recipe{i + 1}.webp"
write("archive_items", recipes)
