#!/usr/bin/env python3
"""Writes the Gallery's six sample feeds (SPEC §8) into Sources/GalleryModel/Resources.

The shapes (fields, counts, photo sizes) are the seed article's; every text is this project's own.
Run it again only to change the sample data on purpose; the reference renders depend on it.
"""
import json, os

OUT = os.path.join(os.path.dirname(__file__), "..", "Sources", "GalleryModel", "Resources")

def date(day, hour=9, minute=0):
    return f"2022-12-{day:02d}T{hour:02d}:{minute:02d}:00.000+0000"

def write(name, items):
    with open(os.path.join(OUT, f"{name}.json"), "w", encoding="utf-8") as f:
        json.dump({"result": items}, f, ensure_ascii=False, indent=2)
        f.write("\n")

featured = [
    ("港町の朝ごはん定食", "焼きたての干物と炊きたてのご飯、朝の海風が最高のスパイス🐟", 3.7),
    ("山あいの蕎麦処", "石臼で挽いた香りの強い十割蕎麦。つゆは少し甘めです", 4.1),
    ("雪見の露天風呂", "湯けむりの向こうに雪山。冬だけの贅沢な景色でした⛄", 4.6),
    ("古い町並みの散歩道", "格子戸の続く通りを抜けると、小さな和菓子屋さんがありました", 3.4),
    ("夜市の屋台めぐり", "湯気の立つ点心と甘い豆花、歩くたびに新しい匂い🏮", 3.9),
    ("湖畔のベーカリー", "朝七時に焼き上がるクロワッサンを目当てに行列ができます", 3.2),
    ("高原の牧場カフェ", "しぼりたての牛乳で作ったソフトクリームは濃厚そのもの🐄", 4.3),
    ("島の灯台と夕焼け", "灯台の白と空の橙。帰りのフェリーまでずっと眺めていました", 3.8),
]
write("featured_topics", [
    {"id": i + 1, "rating": r, "thumbnail_url": f"https://example.com/featured_topic{i + 1}.jpg",
     "title": t, "caption": c, "published_at": date(1 + i, 7 + i % 5, 30)}
    for i, (t, c, r) in enumerate(featured)])

categories = ["編集部からのお知らせ", "新しい特集", "季節のおすすめ", "読者の投稿から"]
news = [
    "年末年始の配送スケジュールについて", "冬の温泉特集を公開しました", "駅弁ランキングの投票が始まります",
    "アプリの表示が速くなりました", "朝市めぐりの新しいコースを追加", "読者投稿フォトコンテストの結果発表",
    "鍋料理のおいしい季節になりました", "地図の表示を改善しました", "週末に行きたい日帰り旅5選",
    "冬季限定メニューのお店を集めました", "お気に入り機能をリニューアル", "春の桜特集の準備を進めています",
]
write("recent_news", [
    {"id": i + 1, "thumbnail_url": f"https://example.com/news_thumbnail{i + 1}.jpg", "title": t,
     "news_category": categories[i % len(categories)], "published_at": date(1 + i, 10, 0)}
    for i, t in enumerate(news)])

write("campaign_banners", [
    {"id": i + 1, "banner_contents_id": 1001 + i, "banner_url": f"https://example.com/campaign_banner{i + 1}.jpg"}
    for i in range(6)])

trends = [
    ("冬の台所で生まれる小さな物語", "寒い日の台所には、湯気と一緒に家族の会話が集まります。祖母から教わった煮物の味、初めて一人で作ったスープの失敗談。今回はそんな台所の記憶を読者の皆さんから集めました🍲"),
    ("駅のホームで食べる一杯", "乗り換えの数分間にすする立ち食い蕎麦は、旅の途中のささやかなご褒美です。各地のホームで出会った一杯を、写真と一緒に紹介します。"),
    ("市場の朝は早い", "夜明け前の市場では、競りの声と氷の音が響きます。仲卸さんに案内してもらい、魚が食卓に届くまでの道のりを追いかけました🐟"),
    ("旅先で買ったうつわの話", "旅の思い出を日常に連れて帰るなら、うつわがおすすめです。窯元を訪ねて、作り手の話を聞きながら選んだ一枚を紹介します。"),
]
write("trend_articles", [
    {"id": i + 1, "thumbnail_url": f"https://example.com/trend_article{i + 1}.jpg", "title": t, "introduction": s,
     "published_at": date(5 + i, 12, 0)}
    for i, (t, s) in enumerate(trends)])

sizes = [(960, 960), (960, 1280), (1200, 800), (1200, 800), (960, 640), (960, 640), (900, 1200), (960, 640),
         (960, 960), (900, 1200), (960, 960), (960, 720), (1200, 900), (900, 1200), (960, 960), (1280, 720),
         (960, 640), (960, 1280), (960, 960), (960, 720)]
places = ["Harbor", "Alley", "Market", "Ridge", "Lantern", "Orchard", "Ferry", "Temple", "Garden", "Station"]
write("pickup_photos", [
    {"id": i + 1, "photo_url": f"https://example.com/pickup_photo{i + 1}.jpg", "photo_width": w, "photo_height": h,
     "title": f"{places[i % 10]} No.{i + 1}", "caption": f"Traveler's snapshot {i + 1}", "published_at": date(1 + i % 28, 8, 15)}
    for i, (w, h) in enumerate(sizes)])

scenes = ["忘れられない一皿", "窓辺の特等席", "旅先の朝食", "路地裏の名店", "季節の甘味", "港の食堂",
          "山小屋の夕食", "屋台の一杯", "駅前の喫茶店", "雪の日の鍋", "海辺の焼きたて", "夜更けのラーメン"]
write("favorite_scenes", [
    {"id": i + 1, "photo_url": f"https://example.com/favorite_scene{i + 1}.jpg", "author": f"編集部 {chr(65 + i)}",
     "title": f"{t} No.{i + 1}", "category": "Special Contents" if i % 3 else "Readers' Picks",
     "shop_name": f"サンプル食堂 {i + 1}号店",
     "comment": (f"{t}をテーマに、読者の皆さんから寄せられた思い出を紹介するシリーズです。"
                 "お店の雰囲気、一緒にいた人、そのとき交わした会話まで、料理と一緒に覚えている情景を教えてもらいました。"
                 "写真はすべてサンプルで、文章もこのアプリのために書いたものです。次の旅の参考になれば嬉しいです。"),
     "published_at": date(1 + i, 18, 0)}
    for i, t in enumerate(scenes)])
