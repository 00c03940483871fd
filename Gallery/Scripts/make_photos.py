#!/usr/bin/env python3
"""Crops the Gallery's bundled photos (Sources/AppModel/Resources/Photos) out of the wallpapers in
Debian's mate-backgrounds, lomiri-wallpapers-16.04/-20.04, plasma-workspace-wallpapers and
ukui-wallpapers packages, with ImageMagick, and writes CREDITS.txt beside them.

Each screen shows every photo at most once: Home's 50 cards use 38 different photographs and, for the
news thumbnails, 12 different illustrations; Favourites, Articles and the Archive each draw on the same
photographs without repeating one on their own screen. The feeds' text (make_feeds.py) describes what
each photo shows. Run it again only to change the photos on purpose: the reference renders depend on
them. Needs: apt-get install imagemagick mate-backgrounds lomiri-wallpapers-16.04 lomiri-wallpapers-20.04
plasma-workspace-wallpapers ukui-wallpapers
"""
import glob, os, subprocess

OUT = os.path.join(os.path.dirname(__file__), "..", "Sources", "GalleryModel", "Resources", "Photos")

def plasma(name):
    images = glob.glob(f"/usr/share/wallpapers/{name}/contents/images/*")
    return max(images, key=lambda p: int(os.path.basename(p).split("x")[0]))

MATE = "/usr/share/backgrounds/mate/nature/"
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
# Articles: eight categories of four (make_feeds.py names them), each a photo of its own.
ARTICLES = ["Bridge", "Dune", "Volna", "Aqua",  # 水辺
            "Picos", "Aitzgorri", "Sunset", "Storm",  # 山と空
            "Path", "Life", "OneStandsOut", "Dragonfly",  # 森
            "Garden", "YellowFlower", "FreshFlower", "LadyBird",  # 花
            "Kleiber", "Friends", "Free", "TwoWings",  # 生きもの
            "Fig", "Cups", "Wine", "Brushes",  # 暮らし
            "EveningGlow", "BytheWater", "ColdRipple", "DarkestHour",  # 湖
            "FallenLeaf", "Seeding", "RainDrops", "Kite"]  # 季節
# The Archive's 36 recipes: no photo twice on the screen.
ARCHIVE = list(dict.fromkeys(PICKUPS + FEATURED + BANNERS + TRENDS))[:36]

CREDITS_HEADER = """The photographs and illustrations in this folder are crops of wallpapers from Debian's
mate-backgrounds, lomiri-wallpapers-16.04, lomiri-wallpapers-20.04, plasma-workspace-wallpapers and
ukui-wallpapers packages, resized and cropped with ImageMagick by Gallery/Scripts/make_photos.py. Each
wallpaper is listed with its author and licence as its package's copyright file (or, for Plasma's,
the wallpaper's metadata.json) gives them, and the files cut from it. The licences' texts are in the
packages' copyright files and in /usr/share/common-licenses. A few are stored as PNG or WebP so that
every decoder the Gallery has is used.
"""

def crop(source, name, width, height):
    path, gravity = SOURCES[source][:2]
    # Modest files: JPEG and WebP at quality 74 (4:2:0), PNG in 256 colours.
    options = ["-colors", "256"] if name.endswith(".png") else ["-sampling-factor", "4:2:0", "-quality", "74"]
    subprocess.run(["convert", path, "-resize", f"{width}x{height}^", "-gravity", gravity, "-extent",
                    f"{width}x{height}", "-strip", *options, os.path.join(OUT, name)], check=True)

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
    for i, s in enumerate(ARCHIVE): make(s, f"archive{i + 1}.jpg", 192, 192)
    with open(os.path.join(OUT, "CREDITS.txt"), "w", encoding="utf-8") as f:
        f.write(CREDITS_HEADER)
        for source, names in used.items():
            path, _, package, author, licence = SOURCES[source]
            f.write(f"\n{path} ({package})\n  Author: {author}\n  License: {licence}\n  Files: {', '.join(names)}\n")

main()
