#!/usr/bin/env bash
# Runs each make target given, in order, and prints how long each took: `make test` calls it with its
# phases so a slow phase shows on every run. Stops at the first phase that fails (after the table),
# with that phase's exit status.
#
# A target written `NAME&` runs in the background while the next ones run, and `wait` waits for it: its
# output is printed then, whole, so that it does not interleave with the others'. `make test` builds
# the Gallery that way beside the engine's build and compile-only checks — its long chain of
# single-threaded release modules leaves a core idle for about a minute. Nothing that times itself on
# the clock belongs beside it: a test starved of a core fails by its deadline, not by a bug.
#
#   timed-phases.sh MAKE TARGET... [NAME& TARGET... wait TARGET...]
set -uo pipefail
make_command=$1
shift
names=()
seconds=()
status=0
started=$(date +%s)
background=""
background_log=$(mktemp)
trap 'rm -f "$background_log" "$background_log.status"' EXIT

finish_background() {
  [ -n "$background" ] || return 0
  wait "$background_pid"
  cat "$background_log"
  names+=("$background (alongside)")
  seconds+=($(($(cat "$background_log.time") - background_begin)))
  status=$(cat "$background_log.status")
  background=""
}

for target in "$@"; do
  if [ "$target" = wait ]; then
    finish_background
  elif [ "${target%&}" != "$target" ]; then
    background=${target%&}
    background_begin=$(date +%s)
    (
      $make_command --no-print-directory "$background" > "$background_log" 2>&1
      echo $? > "$background_log.status"
      date +%s > "$background_log.time"
    ) &
    background_pid=$!
    continue
  else
    begin=$(date +%s)
    $make_command --no-print-directory "$target"
    status=$?
    names+=("$target")
    seconds+=($(($(date +%s) - begin)))
  fi
  if [ "$status" -ne 0 ]; then
    # Whatever runs in the background is waited for, so that its output is not lost either.
    [ -z "$background" ] || { failed=$status; finish_background; status=$failed; }
    break
  fi
done
finish_background

echo
echo "make test, phase by phase:"
for i in "${!names[@]}"; do
  printf "  %-28s %4d s\n" "${names[$i]}" "${seconds[$i]}"
done
total=$(($(date +%s) - started))
printf "  %-28s %4d s (%d min %02d s)\n" total "$total" $((total / 60)) $((total % 60))
if [ "$status" -ne 0 ]; then
  echo "  a phase failed (exit $status)"
fi
exit "$status"
