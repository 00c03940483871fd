#!/usr/bin/env bash
# Runs each make target given, in order, and prints how long each took: `make test` calls it with its
# phases so a slow phase shows on every run. Stops at the first phase that fails (after the table),
# with that phase's exit status.
#
#   timed-phases.sh MAKE TARGET...
set -uo pipefail
make_command=$1
shift
names=()
seconds=()
status=0
started=$(date +%s)
for target in "$@"; do
  begin=$(date +%s)
  $make_command --no-print-directory "$target"
  status=$?
  names+=("$target")
  seconds+=($(($(date +%s) - begin)))
  [ "$status" -eq 0 ] || break
done
echo
echo "make test, phase by phase:"
for i in "${!names[@]}"; do
  printf "  %-14s %4d s\n" "${names[$i]}" "${seconds[$i]}"
done
total=$(($(date +%s) - started))
printf "  %-14s %4d s (%d min %02d s)\n" total "$total" $((total / 60)) $((total % 60))
if [ "$status" -ne 0 ]; then
  echo "  ${names[-1]} failed"
fi
exit "$status"
