#!/usr/bin/env bash
# Replays every frame-time script in a real window under Xvfb and prints, per script and window
# size, the range over the runs of the frames' p50, p99 and max, of the longest work between frames,
# of how many stretches of that work overran the time the loop gave them (what was left of the frame
# period), of the longest overrun, and of the longest a transition (a screen switch, a detail opened) waited for its drawing (the
# figures `gallery --stats` prints). Nothing else should run meanwhile: the figures are wall-clock
# times.
#
#   Gallery/Scripts/measure-frames.sh [RUNS] [GALLERY]     # RUNS defaults to 5
#   SIZES=1280x900 Gallery/Scripts/measure-frames.sh 3     # one window size only
#   ONLY="detail-open-close favorites-swipes" Gallery/Scripts/measure-frames.sh 3   # these scripts only
set -euo pipefail
cd "$(dirname "$0")"
RUNS=${1:-5}
GALLERY=${2:-../.build/release/gallery}
WORK=$(mktemp -d)
trap 'rm -rf "$WORK"' EXIT
echo "load before: $(cut -d' ' -f1-3 /proc/loadavg)"
echo
echo "| size | script | p50 | p99 | max | between frames, max | gaps over their time | longest overrun | transition waited |"
echo "|---|---|---|---|---|---|---|---|---|"
for size in ${SIZES:-390x844 1280x900}; do
  width=${size%x*}
  height=${size#*x}
  # A script of the top folder (recorded at 390 x 844) gives way to the size's own version of it.
  for script in home-drag.json detail-open-close.json articles-swipe.json "$size"/*.json; do
    name=$(basename "$script" .json)
    if [ "$(dirname "$script")" = . ] && [ -f "$size/$script" ]; then continue; fi
    if [ -n "${ONLY:-}" ] && [[ " $ONLY " != *" $name "* ]]; then continue; fi
    : > "$WORK/runs"
    for _ in $(seq 1 "$RUNS"); do
      rm -rf "$WORK/data"
      mkdir -p "$WORK/data"
      xvfb-run -a -s "-screen 0 2600x2000x24" timeout 120 "$GALLERY" --scale 2 --width "$width" --height "$height" \
        --stats --script "$script" --exit-after-script --data-dir "$WORK/data" > "$WORK/out" 2>&1 || true
      frames=$(grep '^frames:' "$WORK/out" || true)
      between=$(grep '^between frames:' "$WORK/out" || true)
      over=$(grep '^over what was left of the period:' "$WORK/out" || true)
      switches=$(grep '^transitions (screens, details):' "$WORK/out" || true)
      [ -n "$frames" ] || { echo "$name at $size: no figures"; cat "$WORK/out"; continue; }
      p50=$(sed -E 's/.*p50 ([0-9.]+) ms.*/\1/' <<< "$frames")
      p99=$(sed -E 's/.*p99 ([0-9.]+) ms.*/\1/' <<< "$frames")
      max=$(sed -E 's/.*max ([0-9.]+) ms.*/\1/' <<< "$frames")
      gap=$(sed -E 's/.*max ([0-9.]+) ms.*/\1/' <<< "${between:-max 0 ms}")
      overruns=$(sed -E 's/^over what was left of the period: ([0-9]+) of.*/\1/' <<< "${over:-over what was left of the period: 0 of 0}")
      longest=$(sed -E 's/.*the longest by ([0-9.]+) ms.*/\1/; t; s/.*/0/' <<< "$over")
      waited=$(sed -E 's/.*the longest ([0-9.]+) ms.*/\1/; t; s/.*/0/' <<< "$switches")
      echo "$p50 $p99 $max $gap $overruns $longest $waited" >> "$WORK/runs"
    done
    awk -v size="$size" -v name="$name" '
      function range(i) { return (lo[i] == hi[i]) ? sprintf("%.1f ms", lo[i]) : sprintf("%.1f–%.1f ms", lo[i], hi[i]) }
      function count(i) { return (lo[i] == hi[i]) ? sprintf("%d", lo[i]) : sprintf("%d–%d", lo[i], hi[i]) }
      { for (i = 1; i <= 7; i++) { if (NR == 1 || $i < lo[i]) lo[i] = $i; if (NR == 1 || $i > hi[i]) hi[i] = $i } }
      END {
        if (NR) printf "| %s | %s | %s | %s | %s | %s | %s | %s | %s |\n", size, name, range(1), range(2), range(3),
          range(4), count(5), range(6), range(7)
      }
    ' "$WORK/runs"
  done
done
echo
echo "load after: $(cut -d' ' -f1-3 /proc/loadavg)"
