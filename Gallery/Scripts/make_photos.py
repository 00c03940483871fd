#!/usr/bin/env python3
"""Makes the Gallery's bundled pictures (Sources/AppModel/Resources/Photos) and writes CREDITS.txt
beside them: crops of the wallpapers in Debian's mate-backgrounds, lomiri-wallpapers-16.04/-20.04,
plasma-workspace-wallpapers and ukui-wallpapers packages, cut with ImageMagick, and for the Archive's
recipes, dishes drawn from Noto Color Emoji (fonts-noto-color-emoji) with pango-view onto a tinted tile.

Each screen shows every picture at most once: Home's 50 cards use 38 different photographs and, for the
news thumbnails, 12 different illustrations; Favourites and Articles draw on the same wallpapers without
repeating one on their own screen (Articles: all 38 photographs and 10 illustrations, 48 cards); the
Archive's 36 recipes each show their dish, no two the same picture. The feeds' text (make_feeds.py)
describes what each picture shows. Run it again only to change the pictures on purpose: the reference
renders depend on them. Needs: apt-get install imagemagick pango1.0-tools fonts-noto-color-emoji
mate-backgrounds lomiri-wallpapers-16.04 lomiri-wallpapers-20.04 plasma-workspace-wallpapers
ukui-wallpapers
"""
import glob, os, subprocess, tempfile

OUT = os.path.join(os.path.dirname(__file__), "..", "Sources", "AppModel", "Resources", "Photos")

def plasma(name):
    images = glob.glob(f"/usr/share/wallpapers/{name}/contents/images/*")
    return max(images, key=lambda p: int(os.path.basename(p).split("x")[0]))

MATE = "/usr/share/backgrounds/mate/nature/"
MATE_ABSTRACT = "/usr/share/backgrounds/mate/abstract/"
BG = "/usr/share/backgrounds/"
# name: (file, gravity, package, author, licence)
SOURCES = {
    "Aqua": (MATE + "Aqua.jpg", "center", "mate-backgrounds", "Charles Barbin", "GPL-2+"),
    "Blinds": (MATE + "Blinds.jpg", "center", "mate-backgrounds", "Lennart Poettering, Andrea Cimitan", "GPL-2+"),
    "Dune": (MATE + "Dune.jpg", "center", "mate-backgrounds", "Marco Cogoni, Hylke Bons", "GPL-2+"),
    "FreshFlower": (MATE + "FreshFlower.jpg", "center", "mate-backgrounds", "Jens Ansorg", "GPL-2+"),
    "Garden": (MATE + "Garden.jpg", "center", "mate-backgrounds", "Charles Barbin", "GPL-2+"),
    "GreenMeadow": (MATE + "GreenMeadow.jpg", "center", "mate-backgrounds", "Timothy Schellhase, Lapo Calamandrei", "GPL-2+"),
    "LadyBird": (MATE + "LadyBird.jpg", "center", "mate-backgrounds", "Charles Barbin", "GPL-2+"),
    "RainDrops": (MATE + "RainDrops.jpg", "center", "mate-backgrounds", "blackcombwhistler07", "GPL-2+"),
    "Storm": (MATE + "Storm.jpg", "center", "mate-backgrounds", "Sergey Nazarov", "GPL-2+"),
    "TwoWings": (MATE + "TwoWings.jpg", "center", "mate-backgrounds", "Charles Barbin, Hylke Bons", "GPL-2+"),
    "Wood": (MATE + "Wood.jpg", "center", "mate-backgrounds", "Jean-François Fortin Tam", "GPL-2+"),
    "YellowFlower": (MATE + "YellowFlower.jpg", "center", "mate-backgrounds", "Charles Barbin", "GPL-2+"),
    "Bridge": (BG + "Bridge_by_Sander_Klootwijk.jpg", "center", "lomiri-wallpapers-16.04", "Sander Klootwijk", "CC-BY-SA-4.0"),
    "Dragonfly": (BG + "Dragonfly_by_Bolly.jpg", "center", "lomiri-wallpapers-16.04", "\"Bolly\"", "CC-BY-SA-4.0"),
    "Kleiber": (BG + "Kleiber_by_Lukas_Baubkus.jpg", "center", "lomiri-wallpapers-20.04", "Lukas Baubkus", "CC-BY-SA-3.0"),
    "Fig": (BG + "Picture_0B_by_freespace.jpg", "center", "lomiri-wallpapers-16.04", "Trevor \"Freespace\"", "CC-BY-4.0"),
    "Brushes": (BG + "Picture_1A_by_freespace.jpg", "center", "lomiri-wallpapers-16.04", "Trevor \"Freespace\"", "CC-BY-4.0"),
    "Wine": (BG + "Wine_by_Jakkub_Mede.jpg", "center", "lomiri-wallpapers-16.04", "Jakub Mede", "CC-BY-4.0"),
    "Aitzgorri": (BG + "aitzgorri_by_Aitzol_Berasategi.jpg", "center", "lomiri-wallpapers-16.04", "Aitzol Berasategi", "CC-BY-4.0"),
    "Free": (BG + "free_by_Peter_Nerlich.jpg", "center", "lomiri-wallpapers-16.04", "Peter Nerlich", "CC-BY-SA-4.0"),
    "Friends": (BG + "friends_by_Aitzol_Berasategi.jpg", "north", "lomiri-wallpapers-16.04", "Aitzol Berasategi", "CC-BY-4.0"),
    "Life": (BG + "life_by_Aitzol_Berasategi.jpg", "center", "lomiri-wallpapers-16.04", "Aitzol Berasategi", "CC-BY-4.0"),
    "Picos": (BG + "picosdeeuropa_by_Aitzol_Berasategi.jpg", "center", "lomiri-wallpapers-16.04", "Aitzol Berasategi", "CC-BY-4.0"),
    "Seeding": (BG + "seeding_by_Clements_Engelhardt.jpg", "center", "lomiri-wallpapers-16.04", "Clemens Engelhardt", "CC0-1.0"),
    "Sunset": (BG + "sunset_by_Aitzol_Berasategi.jpg", "center", "lomiri-wallpapers-16.04", "Aitzol Berasategi", "CC-BY-4.0"),
    "InfiniteSea": (BG + "Infinite-Sea_by_Aury88.jpg", "center", "lomiri-wallpapers-20.04", "Aury88", "CC-BY-SA-3.0"),
    "BytheWater": (plasma("BytheWater"), "center", "plasma-workspace-wallpapers", "Maciej Wiklo", "LGPL-3"),
    "ColdRipple": (plasma("ColdRipple"), "center", "plasma-workspace-wallpapers", "Risto Saukonpää", "LGPL-3"),
    "Cups": (plasma("ColorfulCups"), "center", "plasma-workspace-wallpapers", "Dmitri Popov", "LGPL-3"),
    "DarkestHour": (plasma("DarkestHour"), "center", "plasma-workspace-wallpapers", "Risto Saukonpää", "LGPL-3"),
    "EveningGlow": (plasma("EveningGlow"), "center", "plasma-workspace-wallpapers", "Ian Hex", "LGPL-3"),
    "FallenLeaf": (plasma("FallenLeaf"), "center", "plasma-workspace-wallpapers", "Martin Klapetek", "LGPL-3"),
    "Grey": (plasma("Grey"), "center", "plasma-workspace-wallpapers", "Sigi Sagi", "LGPL-3"),
    "OneStandsOut": (plasma("OneStandsOut"), "center", "plasma-workspace-wallpapers", "Risto Saukonpää", "LGPL-3"),
    "Path": (plasma("Path"), "center", "plasma-workspace-wallpapers", "Risto Saukonpää", "LGPL-3"),
    "Summer1am": (plasma("summer_1am"), "center", "plasma-workspace-wallpapers", "Risto Saukonpää", "LGPL-3"),
    "Kite": (plasma("Kite"), "east", "plasma-workspace-wallpapers", "Risto Saukonpää", "LGPL-3"),
    "Volna": (plasma("Volna"), "center", "plasma-workspace-wallpapers", "Nikita Babin", "CC-BY-SA-4.0"),
    # Illustrations, for the news thumbnails.
    "Clock": (BG + "greentock_by_Peter_Nerlich.jpg", "center", "lomiri-wallpapers-16.04", "Peter Nerlich", "CC-BY-SA-4.0"),
    "Rocket": (plasma("SafeLanding"), "center", "plasma-workspace-wallpapers", "Kainaat", "LGPL-3"),
    "AutumnTree": (plasma("Autumn"), "east", "plasma-workspace-wallpapers", "RJ Quiralta", "LGPL-3"),
    "Konqui": (plasma("FlyingKonqui"), "east", "plasma-workspace-wallpapers", "Timothée Giet", "LGPL-3"),
    "Calla": (BG + "calla.png", "center", "ukui-wallpapers", "Ubuntu Kylin community contributors", "CC-BY-SA-3.0"),
    "Goldfish": (BG + "goldfish.png", "center", "ukui-wallpapers", "Ubuntu Kylin community contributors", "CC-BY-SA-3.0"),
    "Mouse": (BG + "the-mouse.jpg", "center", "ukui-wallpapers", "Ubuntu Kylin community contributors", "CC-BY-SA-3.0"),
    "Mascot": (BG + "firstgeneration.jpg", "center", "ukui-wallpapers", "Ubuntu Kylin community contributors", "CC-BY-SA-3.0"),
    "Stripes": (BG + "Painting-Colors_by__herobrine7gamer.jpg", "center", "lomiri-wallpapers-20.04", "HEROBRINE7GAMER", "CC-BY-SA-3.0"),
    "Rhythm": (BG + "rhythm.jpg", "center", "ukui-wallpapers", "Ubuntu Kylin community contributors", "CC-BY-SA-3.0"),
    "City": (BG + "city.png", "center", "ukui-wallpapers", "Ubuntu Kylin community contributors", "CC-BY-SA-3.0"),
    "Desert": (BG + "desert.png", "center", "ukui-wallpapers", "Ubuntu Kylin community contributors", "CC-BY-SA-3.0"),
    # Illustrations for Articles only.
    "Altai": (plasma("Altai"), "center", "plasma-workspace-wallpapers", "Alesya Khoteeva", "CC-BY-SA-4.0"),
    "PastelHills": (plasma("PastelHills"), "center", "plasma-workspace-wallpapers", "Lionel", "LGPL-3"),
    "Elephants": (MATE_ABSTRACT + "Elephants.jpg", "center", "mate-backgrounds", "Wyng Stancikaite", "GPL-2+"),
}

BANNERS = ["EveningGlow", "Picos", "BytheWater", "Aitzgorri", "Life", "Volna"]
FEATURED = ["Path", "Kleiber", "FallenLeaf", "Seeding", "ColdRipple", "Friends", "Summer1am", "Sunset"]
NEWS = ["Clock", "Rocket", "AutumnTree", "Konqui", "Calla", "Goldfish", "Mouse", "Mascot", "Stripes", "Rhythm",
        "City", "Desert"]
TRENDS = ["Fig", "Cups", "Wine", "Brushes"]
PICKUPS = ["Aqua", "Blinds", "Dune", "FreshFlower", "Garden", "GreenMeadow", "LadyBird", "RainDrops", "Storm",
           "TwoWings", "Wood", "YellowFlower", "Bridge", "Dragonfly", "Free", "DarkestHour", "Grey",
           "OneStandsOut", "Kite", "InfiniteSea"]
# The pickups' sizes are the feed's (photo_width × photo_height), halved.
PICKUP_SIZES = [(960, 960), (960, 1280), (1200, 800), (1200, 800), (960, 640), (960, 640), (900, 1200), (960, 640),
                (960, 960), (900, 1200), (960, 960), (960, 720), (1200, 900), (900, 1200), (960, 960), (1280, 720),
                (960, 640), (960, 1280), (960, 960), (960, 720)]
FAVORITES = ["Picos", "EveningGlow", "Life", "Kleiber", "Path", "Friends", "Sunset", "ColdRipple", "Aitzgorri",
             "Summer1am", "BytheWater", "FallenLeaf"]
# Articles: four categories of twelve (make_feeds.py names them), each a wallpaper of its own: all 38
# photographs and 10 illustrations.
ARTICLES = ["Bridge", "Dune", "Volna", "Aqua", "InfiniteSea", "Kite",  # 海と湖をめぐる旅
            "EveningGlow", "BytheWater", "ColdRipple", "DarkestHour", "Summer1am", "Life",
            "Picos", "Aitzgorri", "Sunset", "Storm", "Path", "OneStandsOut",  # 山と森の散歩道
            "Dragonfly", "FallenLeaf", "Seeding", "GreenMeadow", "Blinds", "RainDrops",
            "Garden", "YellowFlower", "FreshFlower", "LadyBird", "Kleiber", "Friends",  # 花と小さな生きもの
            "Free", "TwoWings", "Goldfish", "Konqui", "Mouse", "Calla",
            "Fig", "Cups", "Wine", "Brushes", "Wood", "Grey",  # 暮らしとイラスト
            "Clock", "Rocket", "AutumnTree", "Altai", "Elephants", "PastelHills"]
# The Archive's 36 recipes, in the feed's order: each its dish (and, where dishes share one, what sets
# it apart in a corner badge) on a tile tinted by its category. No two recipes the same picture.
RECIPE_TINTS = {  # category: (top, bottom) of the tile's gradient
    "エスニック料理": ("#E4F4E6", "#C9E7CE"), "韓国料理": ("#FDE9DF", "#F6CDB9"), "カレー": ("#FFF4D2", "#F8DFA0"),
    "中華料理": ("#FCE4E2", "#F3C4C0"), "和食": ("#E4EEF8", "#C8DAEE"), "イタリアン": ("#F0F0DC", "#DCDDB4"),
    "スイーツ": ("#F8E6F0", "#EDC8DD"), "パン": ("#F6EDE2", "#E6D2B8"),
}
RECIPES = [  # (category, dish, badge or None): the emoji and their Unicode names
    ("エスニック料理", "🍛", "🥥"), ("エスニック料理", "🌯", "🦐"), ("エスニック料理", "🍳", "🌿"),
    ("エスニック料理", "🍜", "🍋"), ("エスニック料理", "🍚", "🦐"),
    ("韓国料理", "🍲", "🥚"), ("韓国料理", "🍚", "🥬"), ("韓国料理", "🧀", "🍗"), ("韓国料理", "🥡", "🥕"),
    ("韓国料理", "🥞", "🦑"),
    ("カレー", "🍛", "🥩"), ("カレー", "🍛", "🧅"), ("カレー", "🍛", "🫓"), ("カレー", "🍛", "🥕"), ("カレー", "🍜", "🍛"),
    ("中華料理", "🍲", "🌶"), ("中華料理", "🥟", "🥢"), ("中華料理", "🍗", "🧅"), ("中華料理", "🍜", "🌶"),
    ("中華料理", "🦐", "🍅"),
    ("和食", "🍚", "🐟"), ("和食", "🥔", "🥕"), ("和食", "🍤", "🍆"), ("和食", "🐟", "🫚"),
    ("イタリアン", "🍕", "🌿"), ("イタリアン", "🍝", "🥚"), ("イタリアン", "🍝", "🍅"), ("イタリアン", "🥘", "🐟"),
    ("スイーツ", "🍵", "🥄"), ("スイーツ", "🍰", "🍓"), ("スイーツ", "🍮", None), ("スイーツ", "🥭", "🥄"),
    ("パン", "🥐", None), ("パン", "🍞", "🍛"), ("パン", "🥪", "🥓"), ("パン", "🥖", "🧈"),
]
EMOJI_FONT = "/usr/share/fonts/truetype/noto/NotoColorEmoji.ttf"

CREDITS_HEADER = """The photographs and illustrations in this folder are crops of wallpapers from Debian's
mate-backgrounds, lomiri-wallpapers-16.04, lomiri-wallpapers-20.04, plasma-workspace-wallpapers and
ukui-wallpapers packages, resized and cropped with ImageMagick by Gallery/Scripts/make_photos.py. Each
wallpaper is listed with its author and licence as its package's copyright file (or, for Plasma's,
the wallpaper's metadata.json) gives them, and the files cut from it. The licences' texts are in the
packages' copyright files and in /usr/share/common-licenses. A few are stored as PNG or WebP so that
every decoder the Gallery has is used.

The Archive's recipe pictures (recipe*.webp) are drawn from the emoji of Noto Color Emoji, Debian's
fonts-noto-color-emoji (Copyright 2013-2017 Google Inc., Arjen Nienhuis; the font under the SIL Open
Font License 1.1, its images and tools under Apache-2.0: /usr/share/doc/fonts-noto-color-emoji/copyright),
set with pango-view on a tinted tile by the same script. Each is listed with the emoji it shows.
"""

def crop(source, name, width, height):
    path, gravity = SOURCES[source][:2]
    # Modest files: JPEG and WebP at quality 74 (4:2:0), PNG in 256 colours.
    options = ["-colors", "256"] if name.endswith(".png") else ["-sampling-factor", "4:2:0", "-quality", "74"]
    subprocess.run(["convert", path, "-resize", f"{width}x{height}^", "-gravity", gravity, "-extent",
                    f"{width}x{height}", "-strip", *options, os.path.join(OUT, name)], check=True)

def emoji(character, path):
    """`character` from Noto Color Emoji at its bitmaps' own size (109 pixels), cut to its ink."""
    subprocess.run(["pango-view", "--font=Noto Color Emoji 82", f"--text={character}", "--background=transparent",
                    "--margin=0", "-q", "-o", path], check=True)
    subprocess.run(["convert", path, "-trim", "+repage", path], check=True)

def recipe_tile(category, dish, badge, name):
    """A 256-pixel tile: the category's tint, a white plate with a soft shadow, the dish on it, and the
    badge, if any, in a white disc at the bottom right. WebP at quality 80."""
    top, bottom = RECIPE_TINTS[category]
    with tempfile.TemporaryDirectory() as folder:
        main_path = os.path.join(folder, "dish.png")
        emoji(dish, main_path)
        command = ["convert", "-size", "256x256", f"gradient:{top}-{bottom}",
                   "(", "-size", "256x256", "xc:none", "-fill", "#00000030", "-draw", "circle 128,134 128,32",
                   "-blur", "0x8", ")", "-composite",
                   "(", "-size", "256x256", "xc:none", "-fill", "#FFFFFFE0", "-draw", "circle 128,128 128,28", ")",
                   "-composite",
                   "(", main_path, "-resize", "156x156", ")", "-gravity", "center", "-geometry", "+0+0", "-composite"]
        if badge:
            badge_path = os.path.join(folder, "badge.png")
            emoji(badge, badge_path)
            command += ["(", "-size", "256x256", "xc:none", "-fill", "#00000038", "-draw", "circle 206,210 206,170",
                        "-blur", "0x5", ")", "-gravity", "northwest", "-geometry", "+0+0", "-composite",
                        "(", "-size", "256x256", "xc:none", "-fill", "white", "-draw", "circle 206,206 206,168", ")",
                        "-composite",
                        "(", badge_path, "-resize", "54x54", ")", "-gravity", "center", "-geometry", "+78+78",
                        "-composite"]
        subprocess.run(command + ["-strip", "-quality", "80", os.path.join(OUT, name)], check=True)

def emoji_names(characters):
    """The emoji with their code points and Unicode names, as CREDITS.txt lists them."""
    import unicodedata
    return ", ".join(f"{c} U+{ord(c):04X} {unicodedata.name(c, '?')}" for c in characters)

def main():
    for old in glob.glob(os.path.join(OUT, "*")):
        if not old.endswith("CREDITS.txt"):
            os.remove(old)
    used = {}
    def make(source, name, w, h):
        crop(source, name, w, h)
        used.setdefault(source, []).append(name)
    for i, s in enumerate(BANNERS): make(s, f"campaign_banner{i + 1}.jpg", 960, 480)
    for i, s in enumerate(FEATURED): make(s, f"featured_topic{i + 1}.jpg", 480, 640)
    for i, s in enumerate(NEWS): make(s, f"news_thumbnail{i + 1}.jpg", 192, 192)
    # Two trend photos as PNG and four favourites as WebP, so that every decoder is used.
    for i, s in enumerate(TRENDS): make(s, f"trend_article{i + 1}.{'png' if i < 2 else 'jpg'}", 640, 480)
    for i, (s, (w, h)) in enumerate(zip(PICKUPS, PICKUP_SIZES)): make(s, f"pickup_photo{i + 1}.jpg", w // 2, h // 2)
    for i, s in enumerate(FAVORITES):
        make(s, f"favorite_scene{i + 1}.{'webp' if (i + 1) % 3 == 0 else 'jpg'}", 600, 800)
    for i, s in enumerate(ARTICLES): make(s, f"article{i + 1}.jpg", 400, 300)
    # A recipe's picture is its emoji: the same dish and badge would be the same picture, listed once.
    drawn = {}
    for i, (category, dish, badge) in enumerate(RECIPES):
        name = f"recipe{i + 1}.webp"
        recipe_tile(category, dish, badge, name)
        drawn.setdefault((dish, badge), []).append(name)
    with open(os.path.join(OUT, "CREDITS.txt"), "w", encoding="utf-8") as f:
        f.write(CREDITS_HEADER)
        for source, names in used.items():
            path, _, package, author, licence = SOURCES[source]
            f.write(f"\n{path} ({package})\n  Author: {author}\n  License: {licence}\n  Files: {', '.join(names)}\n")
        for (dish, badge), names in drawn.items():
            shown = emoji_names([dish] + ([badge] if badge else []))
            f.write(f"\nNoto Color Emoji: {shown} ({EMOJI_FONT}, fonts-noto-color-emoji)\n"
                    f"  Author: Google Inc., Arjen Nienhuis\n  License: OFL-1.1 (the font), Apache-2.0 (its images)\n"
                    f"  Files: {', '.join(names)}\n")

main()
