#!/usr/bin/env bash
# A throwaway PostgreSQL cluster for tests and benchmarks: trust auth, loopback only, fsync off.
#   scripts/pg-throwaway.sh start DIR   -> prints postgres://estimate@127.0.0.1:PORT/postgres
#   scripts/pg-throwaway.sh stop DIR    -> stops the cluster and removes DIR
set -euo pipefail
cmd=${1:?usage: pg-throwaway.sh start|stop DIR}
dir=${2:?usage: pg-throwaway.sh start|stop DIR}

bindir() {
  if command -v initdb >/dev/null 2>&1; then dirname "$(command -v initdb)"; return; fi
  local found
  found=$(ls -d /usr/lib/postgresql/*/bin 2>/dev/null | sort -V | tail -n 1 || true)
  if [ -z "$found" ]; then
    # Debian's package puts the binaries under /usr/lib/postgresql/<major>/bin.
    apt-get update -qq >&2 && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq postgresql >&2
    found=$(ls -d /usr/lib/postgresql/*/bin | sort -V | tail -n 1)
  fi
  echo "$found"
}

# initdb and postgres refuse to run as root: run them as the postgres user then.
as_owner() {
  if [ "$(id -u)" = 0 ]; then runuser -u postgres -- "$@"; else "$@"; fi
}

case "$cmd" in
  start)
    bin=$(bindir)
    mkdir -p "$dir"
    [ "$(id -u)" = 0 ] && chown postgres "$dir"
    port=$(node -e 'const s=require("net").createServer().listen(0,"127.0.0.1",()=>{console.log(s.address().port);s.close()})')
    as_owner "$bin/initdb" -D "$dir/data" -U estimate --auth=trust -E UTF8 --no-locale >"$dir/initdb.log" 2>&1
    as_owner "$bin/pg_ctl" -D "$dir/data" -l "$dir/server.log" -w -t 30 start \
      -o "-h 127.0.0.1 -p $port -k $dir -c fsync=off -c synchronous_commit=off -c full_page_writes=off -c max_connections=300" >&2
    echo "$port" >"$dir/port"
    echo "postgres://estimate@127.0.0.1:$port/postgres"
    ;;
  stop)
    if [ -d "$dir/data" ]; then as_owner "$(bindir)/pg_ctl" -D "$dir/data" -m immediate -w stop >&2 || true; fi
    rm -rf "$dir"
    ;;
  *) echo "usage: pg-throwaway.sh start|stop DIR" >&2; exit 2 ;;
esac
