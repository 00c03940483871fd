#!/usr/bin/env bash
# Runs each make target given, in order, and prints how long each took: `make test` calls it with its
# phases so a slow phase shows on every run. Stops at the first phase that fails (after the table),
# with that phase's exit status.
#
# A phase already run is not run again as another's prerequisite: each target is made with `-o` for
# every phase before it (`make test-e2e` would otherwise ask SwiftPM to build the Gallery again, which
# has nothing to do but still takes 5 s to plan).
#
# A phase may be several targets joined by `+`, as in `gallery-build+test-swiftui+docs`: the first runs
# as any phase does, the others one after another beside it at the lowest CPU priority (nice 19), their
# output held and printed once the first is done. For a first target that leaves a core idle part of
# the time (the Gallery's build while it fetches its packages and while it compiles its last modules one
# at a time) beside checks that only compile: they run in those gaps, and the first still gets both
# cores whenever it wants them. Nothing that times itself belongs beside another phase.
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
notes=()
failed=()
done_targets=()
status=0
logs=$(mktemp -d)
trap 'rm -rf "$logs"' EXIT
started=$(date +%s)

make_target() {  # target, file → make's exit status, with every phase before this one taken as made; the
  #                 CPU seconds it used (user + system, all its processes) in the file
  local skip=() target code
  for target in "${done_targets[@]}"; do skip+=(-o "$target"); done
  local TIMEFORMAT='%U %S'
  { time $make_command --no-print-directory "${skip[@]}" "$1" 2>&3; } 3>&2 2> "$2.times"
  code=$?
  awk '{ printf "%d\n", $1 + $2 + 0.5 }' "$2.times" > "$2"
  return "$code"
}

for phase in "$@"; do
  IFS=+ read -r -a group <<< "$phase"
  lead=${group[0]}
  beside=("${group[@]:1}")
  side=
  if [ "${#beside[@]}" -gt 0 ]; then
    (
      for target in "${beside[@]}"; do
        begin=$(date +%s)
        nice -n 19 bash -c "$(declare -f make_target); $(declare -p make_command done_targets)
          make_target $target $logs/$target.cpu" > "$logs/$target.log" 2>&1
        code=$?
        echo "$target $(($(date +%s) - begin)) $code $(cat "$logs/$target.cpu")" >> "$logs/beside"
        [ "$code" -eq 0 ] || exit "$code"
      done
    ) &
    side=$!
  fi
  begin=$(date +%s)
  make_target "$lead" "$logs/lead.cpu"
  status=$?
  [ "$status" -eq 0 ] || failed+=("$lead")
  names+=("$lead")
  seconds+=($(($(date +%s) - begin)))
  cpu+=("$(cat "$logs/lead.cpu")")
  notes+=("")
  if [ -n "$side" ]; then
    wait "$side"
    side_status=$?
    while read -r target took code used; do
      echo
      echo "--- $target (beside $lead, nice 19) ---"
      cat "$logs/$target.log"
      names+=("$target")
      seconds+=("$took")
      cpu+=("$used")
      notes+=(" (beside $lead)")
      [ "$code" -eq 0 ] || failed+=("$target")
      [ "$status" -ne 0 ] || status=$code
    done < <(cat "$logs/beside" 2>/dev/null)
    if [ "$side_status" -ne 0 ] && [ "$status" -eq 0 ]; then status=$side_status; failed+=("beside $lead"); fi
    rm -f "$logs/beside"
  fi
  done_targets+=("${group[@]}")
  [ "$status" -eq 0 ] || break
done
echo
echo "make test, phase by phase (wall clock; CPU: user + system of all its processes, up to twice the wall"
echo "clock on two cores):"
for i in "${!names[@]}"; do
  printf "  %-14s %4d s   CPU %4d s%s\n" "${names[$i]}" "${seconds[$i]}" "${cpu[$i]}" "${notes[$i]}"
done
total=$(($(date +%s) - started))
printf "  %-14s %4d s (%d min %02d s)\n" total "$total" $((total / 60)) $((total % 60))
if [ "$status" -ne 0 ]; then
  echo "  failed: ${failed[*]}"
fi
exit "$status"
