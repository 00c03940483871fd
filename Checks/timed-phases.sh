#!/usr/bin/env bash
# Runs each make target given, in order, and prints how long each took: `make test` calls it with its
# phases so a slow phase shows on every run. Stops at the first phase that fails (after the table),
# with that phase's exit status.
#
# A phase already run is not run again as another's prerequisite: each target is made with `-o` for
# every phase before it (`make test-e2e` would otherwise ask SwiftPM to build the Gallery again, which
# has nothing to do but still takes 5 s to plan).
#
# Each phase's CPU time (user + system, every process it started) is printed beside its wall clock: a
# phase near twice its wall clock keeps both cores busy, one well under it mostly waits.
#
#   timed-phases.sh MAKE PHASE...
set -uo pipefail
make_command=$1
shift
names=()
seconds=()
cpu=()
done_targets=()
status=0
times=$(mktemp)
trap 'rm -f "$times"' EXIT
started=$(date +%s)

for phase in "$@"; do
  skip=()
  for target in "${done_targets[@]}"; do skip+=(-o "$target"); done
  begin=$(date +%s)
  TIMEFORMAT='%U %S'
  # `time` reports on the stream it writes to; the phase's own error output goes on through fd 3.
  { time $make_command --no-print-directory "${skip[@]}" "$phase" 2>&3; } 3>&2 2>"$times"
  status=$?
  names+=("$phase")
  seconds+=($(($(date +%s) - begin)))
  cpu+=("$(awk '{ printf "%d\n", $1 + $2 + 0.5 }' "$times")")
  done_targets+=("$phase")
  [ "$status" -eq 0 ] || break
done
echo
echo "make test, phase by phase (wall clock; CPU: user + system of all its processes, up to twice the wall"
echo "clock on two cores):"
for i in "${!names[@]}"; do
  printf "  %-14s %4d s   CPU %4d s\n" "${names[$i]}" "${seconds[$i]}" "${cpu[$i]}"
done
total=$(($(date +%s) - started))
printf "  %-14s %4d s (%d min %02d s)\n" total "$total" $((total / 60)) $((total % 60))
if [ "$status" -ne 0 ]; then
  echo "  ${names[-1]} failed"
fi
exit "$status"
