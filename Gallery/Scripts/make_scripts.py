#!/usr/bin/env python3
"""Writes the frame-time scripts for every screen, one folder per window size (points).

    Gallery/Scripts/make_scripts.py            # writes Gallery/Scripts/390x844/*.json and 1280x900/*.json

Each script is replayed by `gallery --stats --script FILE --exit-after-script` in a window of that
size (the README's "Measuring frames" says how); coordinates are the screens' own at that size.
"""
import json
import os

HERE = os.path.dirname(os.path.abspath(__file__))
SIZES = {"390x844": (390, 844), "1280x900": (1280, 900)}


class Script:
    def __init__(self):
        self.events = []
        self.time = 0.5

    def wait(self, seconds):
        self.time += seconds

    def key(self, name):
        self.events.append({"key": name, "time": round(self.time, 3)})
        self.wait(0.4)

    def text(self, text, per_character=0.12):
        for character in text:
            self.events.append({"text": character, "time": round(self.time, 3)})
            self.wait(per_character)

    def tap(self, x, y):
        self.events.append({"phase": "began", "x": x, "y": y, "time": round(self.time, 3)})
        self.events.append({"phase": "ended", "x": x, "y": y, "time": round(self.time + 0.05, 3)})
        self.wait(0.6)

    def drag(self, x, y, dx, dy, duration=0.2, rest=0.0, samples_per_second=120):
        steps = max(1, int(duration * samples_per_second))
        self.events.append({"phase": "began", "x": x, "y": y, "time": round(self.time, 4)})
        for step in range(1, steps + 1):
            f = step / steps
            self.events.append(
                {"phase": "changed", "x": round(x + dx * f, 2), "y": round(y + dy * f, 2),
                 "time": round(self.time + duration * f, 4)})
        self.events.append(
            {"phase": "ended", "x": x + dx, "y": y + dy, "time": round(self.time + duration + max(rest, 0.004), 4)})
        self.wait(duration + rest + 0.5)

    def resize(self, width, height):
        self.events.append({"resize": {"width": width, "height": height}, "time": round(self.time, 3)})
        self.wait(0.35)

    def write(self, folder, name):
        os.makedirs(folder, exist_ok=True)
        with open(os.path.join(folder, name + ".json"), "w") as out:
            json.dump({"events": self.events}, out, ensure_ascii=False, indent=1)


def favorites(w, h):
    s = Script()
    s.key("2")
    s.wait(1)
    for _ in range(4):
        s.drag(w * 0.5, h * 0.45, -w * 0.55, 10, duration=0.18)
    s.drag(w * 0.5, h * 0.45, w * 0.55, -10, duration=0.18)
    s.drag(w * 0.5, h * 0.45, 60, 0, duration=0.3, rest=0.2)  # not far enough: springs back
    return s


def pager_flicks(w, h):
    s = Script()
    s.key("3")
    s.wait(1)
    for _ in range(8):  # fast flicks, each before the last one settled
        s.drag(w * 0.8, h * 0.45, -w * 0.5, 0, duration=0.06)
        s.wait(-0.4)
    s.wait(1)
    for _ in range(3):
        s.drag(w * 0.2, h * 0.45, w * 0.5, 0, duration=0.08)
    return s


def rows_auto_advance(w, h):
    s = Script()
    s.key("4")
    s.wait(7)  # two or three automatic page turns
    s.drag(w * 0.8, h * 0.3, -w * 0.5, 0, duration=0.15)
    s.wait(4)
    return s


def guide_board(w, h):
    s = Script()
    s.key("5")
    s.wait(1)
    s.drag(w * 0.5, h * 0.6, 0, -h * 0.4, duration=0.25)
    s.drag(w * 0.7, h * 0.35, -w * 0.4, 0, duration=0.2)
    s.drag(w * 0.5, h * 0.3, 0, h * 0.4, duration=0.25)
    return s


def archive_typing(w, h):
    s = Script()
    s.key("7")
    s.wait(0.5)
    s.tap(w * 0.5, 101)  # the keyword field
    s.text("カレー")
    s.key("backspace")
    s.key("backspace")
    s.key("backspace")
    s.text("パン")
    s.key("return")
    s.tap(min(w - 60, w / 2 + 250), 235)  # clear conditions (the column is 608 pt at most)
    for _ in range(3):
        s.drag(w * 0.5, h * 0.75, 0, -h * 0.45, duration=0.15)
    s.drag(w * 0.5, h * 0.35, 0, h * 0.5, duration=0.15)
    return s


def detail_from_each_card(w, h):
    s = Script()
    wide = w > 800
    cards = [
        (w * 0.5, 180 if wide else 135),  # a banner
        (100, 500 if wide else 400),  # a featured topic
    ]
    for x, y in cards:
        s.tap(x, y)
        s.wait(1.2)
        s.key("escape")
        s.wait(1)
    # Down to the news, the trend grid and the pickup masonry.
    s.drag(w * 0.5, h * 0.8, 0, -h * 0.5, duration=0.3, rest=0.1)
    for y in (0.3, 0.55, 0.8):
        s.tap(w * 0.25, h * y)
        s.wait(1.2)
        s.key("escape")
        s.wait(1)
    s.key("2")
    s.tap(w * 0.5, h * 0.45)
    s.wait(1.2)
    s.key("escape")
    s.wait(1)
    s.key("6")
    s.tap(w * 0.5, h * 0.5)
    s.wait(1.2)
    s.key("escape")
    return s


def live_resize(w, h):
    s = Script()
    for key in ("1", "4", "7"):
        s.key(key)
        for width, height in ((600, 900), (1280, 900), (320, 568), (900, 700), (w, h)):
            s.resize(width, height)
    return s


def articles_swipe(w, h):
    """The recorded articles-swipe.json (390 × 844) at a window of its own: the Articles tab, three
    quick swipes across a page, then a slow drag of the tab strip. At 1280 × 900 the recorded tap
    lands on Home's cards, not on the tab bar."""
    s = Script()
    s.tap(w * 5.5 / 7, h - 32)  # the Articles tab, the sixth of seven
    s.wait(-0.1)
    for _ in range(3):
        s.drag(w * 340 / 390, 400, -w * 160 / 390, 0, duration=0.09)
        s.wait(-0.445)  # the next swipe 0.15 s after this one began, before the page settles
    s.wait(0.85)
    s.drag(100, 78, 140, 0, duration=0.28, rest=0.32)  # the tab strip, slowly
    return s


# The scripts of the top folder (home-drag, detail-open-close, articles-swipe) were recorded at
# 390 × 844; a window of another size gets its own version of those that would miss their target.
RESIZED = {"1280x900": {"articles-swipe": articles_swipe}}

SCRIPTS = {
    "favorites-swipes": favorites,
    "pager-flicks": pager_flicks,
    "rows-auto-advance": rows_auto_advance,
    "guide-board": guide_board,
    "archive-typing": archive_typing,
    "detail-from-each-card": detail_from_each_card,
    "live-resize": live_resize,
}

if __name__ == "__main__":
    for size, (w, h) in SIZES.items():
        for name, make in SCRIPTS.items():
            make(w, h).write(os.path.join(HERE, size), name)
            print(f"wrote {size}/{name}.json")
        for name, make in RESIZED.get(size, {}).items():
            make(w, h).write(os.path.join(HERE, size), name)
            print(f"wrote {size}/{name}.json")
