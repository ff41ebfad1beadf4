#!/usr/bin/env bash
# Starts a throwaway PostgreSQL cluster for tests and prints its URL on the last line.
# Usage: scripts/postgres-cluster.sh start <dir>   |   scripts/postgres-cluster.sh stop <dir>
# initdb refuses to run as root, so the cluster belongs to the postgres user when we are root.
# Tests trade durability for speed (fsync off); PG_DURABLE=1 keeps PostgreSQL's defaults, as benchmarks
# of writes must.
set -euo pipefail
action=${1:?start or stop}
dir=${2:?directory}

as_owner() {
  if [ "$(id -u)" = "0" ]; then runuser -u postgres -- "$@"; else "$@"; fi
}

case "$action" in
  start)
    mkdir -p "$dir"
    [ "$(id -u)" = "0" ] && chown postgres "$dir"
    port=$(node -e 'const s=require("net").createServer();s.listen(0,"127.0.0.1",()=>{console.log(s.address().port);s.close()})')
    as_owner initdb -D "$dir/data" -U postgres --auth=trust --no-sync >"$dir/initdb.log" 2>&1
    unsafe="-c fsync=off -c synchronous_commit=off -c full_page_writes=off"
    [ "${PG_DURABLE:-}" = "1" ] && unsafe=""
    as_owner pg_ctl -D "$dir/data" -l "$dir/server.log" -w -t 60 \
      -o "-c listen_addresses=127.0.0.1 -p $port -k $dir $unsafe -c max_connections=200" \
      start >/dev/null
    echo "$port" >"$dir/port"
    echo "postgres://postgres@127.0.0.1:$port/postgres"
    ;;
  stop)
    [ -d "$dir/data" ] && as_owner pg_ctl -D "$dir/data" -m immediate stop >/dev/null 2>&1 || true
    rm -rf "$dir"
    ;;
  *)
    echo "unknown action $action" >&2
    exit 2
    ;;
esac
