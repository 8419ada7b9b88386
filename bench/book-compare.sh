#!/usr/bin/env bash
# Compares `npm run bench:book` of two checkouts on one machine, alternating runs so both see the same noise:
# bookings per second of the spread runs, and the CPU seconds spent by the Node processes (client and API server)
# and by PostgreSQL over the whole invocation (CPU is steadier than wall time on a busy machine).
#
# Usage: bench/book-compare.sh BASELINE_CHECKOUT [ROUNDS=5] [BUYERS=100] [LISTINGS=300]
# e.g.   git worktree add /tmp/base be37c70 && (cd /tmp/base && npm ci) && bench/book-compare.sh /tmp/base
# Needs a local PostgreSQL whose postmaster pid file is readable (Debian: /var/run/postgresql/*.pid).
set -euo pipefail
base=$(cd "$1" && pwd)
here=$(cd "$(dirname "$0")/.." && pwd)
rounds=${2:-5}
buyers=${3:-100}
listings=${4:-300}
pidfile=$(ls /var/run/postgresql/*.pid | head -1)

# The postmaster's own CPU plus what its exited backends left it (cutime, cstime) plus its live children's, in ticks.
pg_ticks() {
  local pm t c
  pm=$(head -1 "$pidfile")
  t=$(awk '{print $14 + $15 + $16 + $17}' "/proc/$pm/stat")
  for c in $(pgrep -P "$pm"); do t=$((t + $(awk '{print $14 + $15}' "/proc/$c/stat" 2>/dev/null || echo 0))); done
  echo "$t"
}

echo "round variant load bookings/s(run1 run2) nodeCPU_s pgCPU_s"
for i in $(seq 1 "$rounds"); do
  for variant in base main; do
    dir=$here
    [ "$variant" = base ] && dir=$base
    p0=$(pg_ticks)
    out=$({ cd "$dir" && /usr/bin/time -f "NODECPU %U %S" npm run bench:book -- --runs 2 --buyers "$buyers" \
      --listings "$listings" --db "bench_book_$variant"; } 2>&1)
    p1=$(pg_ticks)
    bps=$(echo "$out" | grep -o "spread run [0-9]: [0-9.]* bookings/s" | awk '{printf "%s ", $4}')
    node=$(echo "$out" | awk '/NODECPU/ {print $2 + $3}')
    pg=$(awk -v t=$((p1 - p0)) -v hz="$(getconf CLK_TCK)" 'BEGIN {printf "%.1f", t / hz}')
    echo "$i $variant $(cut -d' ' -f1 /proc/loadavg) $bps $node $pg"
  done
done
