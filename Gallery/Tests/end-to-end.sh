#!/usr/bin/env bash
# End-to-end: starts the real Gallery window under Xvfb, drags the ring on Home and the pager with
# xdotool (one xdotool process per drag, so the timing is faithful), quits, and checks --dump-state.
set -uo pipefail
GALLERY=${1:?usage: end-to-end.sh PATH/TO/gallery}
GALLERY=$(cd "$(dirname "$GALLERY")" && pwd)/$(basename "$GALLERY")
WORK=$(mktemp -d)
trap 'rm -rf "$WORK"' EXIT

cat > "$WORK/session.sh" <<SESSION
set -u
"$GALLERY" --scale 2 --stats --dump-state "$WORK/state.json" --time-zone UTC > "$WORK/gallery.log" 2>&1 &
PID=\$!
WID=\$(timeout 30 xdotool search --sync --name "CarouselKit Gallery" | head -n 1)
[ -n "\$WID" ] || { echo "no window"; kill \$PID; exit 1; }
sleep 0.5
# The ring's front card is centred at y ≈ 135 pt (270 px at scale 2): a fast drag to the left.
xdotool mousemove --window \$WID 600 270 sleep 0.1 mousedown 1 sleep 0.02 \
  mousemove --window \$WID 560 272 sleep 0.02 mousemove --window \$WID 480 273 sleep 0.02 \
  mousemove --window \$WID 360 274 sleep 0.02 mousemove --window \$WID 240 274 sleep 0.02 mouseup 1
sleep 1
# A vertical drag on the page must scroll the page, not the ring.
xdotool mousemove --window \$WID 400 900 sleep 0.1 mousedown 1 sleep 0.02 \
  mousemove --window \$WID 402 860 sleep 0.02 mousemove --window \$WID 404 760 sleep 0.02 \
  mousemove --window \$WID 404 700 sleep 0.3 mouseup 1
sleep 0.5
xdotool key --window \$WID 3
sleep 0.5
# The pager: a flick to the left turns one page forward.
xdotool mousemove --window \$WID 600 800 sleep 0.1 mousedown 1 sleep 0.02 \
  mousemove --window \$WID 560 800 sleep 0.02 mousemove --window \$WID 460 800 sleep 0.02 \
  mousemove --window \$WID 320 800 sleep 0.02 mouseup 1
sleep 1
import -window root "$WORK/screenshot.png" || true
xdotool key --window \$WID Escape
wait \$PID
SESSION

timeout 120 xvfb-run -a -s "-screen 0 1024x2000x24" bash "$WORK/session.sh"
status=$?
cat "$WORK/gallery.log" 2>/dev/null

passed=0
failed=0
check() {
  if python3 -c "import json,sys; s=json.load(open('$WORK/state.json')); sys.exit(0 if ($2) else 1)" 2>/dev/null; then
    echo "  ok   $1"; passed=$((passed + 1))
  else
    echo "  FAIL $1"; failed=$((failed + 1))
  fi
}
echo "end-to-end checks (session exit $status):"
check "the window ran and wrote its state" "s['loadState'] == 'loaded'"
check "all six feeds loaded" "sorted(s['feedCounts'].values()) == [4, 6, 8, 12, 12, 20]"
check "dragging the ring left brought a later banner to the front" "s['carouselIndices'].get('banners', 0) in (4, 5)"
check "the vertical drag did not move the featured row under the finger" "s['carouselIndices'].get('featured', 0) == 0 and s['carouselIndices'].get('news', 0) == 0"
check "key 3 selected the pager" "s['selectedScreen'] == 'pager'"
check "the pager flick turned exactly one page forward" "s['pagerPage'] == 1"
echo "end-to-end: $passed passed, $failed failed"
[ "$failed" -eq 0 ] && [ "$status" -eq 0 ]
