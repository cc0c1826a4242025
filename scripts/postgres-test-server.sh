#!/usr/bin/env bash
# Starts a throwaway PostgreSQL on 127.0.0.1 for the tests and prints its URL; `stop DIR` ends it.
# PostgreSQL refuses to run as root, so as root it runs as the `postgres` user.
set -euo pipefail
bin=$(ls -d /usr/lib/postgresql/*/bin 2>/dev/null | sort -V | tail -n 1)
[ -n "$bin" ] || { echo "PostgreSQL server binaries not found (install Debian's postgresql)" >&2; exit 1; }
as_pg() { if [ "$(id -u)" = 0 ]; then runuser -u postgres -- "$@"; else "$@"; fi; }

if [ "${1:-}" = stop ]; then
  as_pg "$bin/pg_ctl" -D "$2/data" -m immediate stop >/dev/null 2>&1 || true
  rm -rf "$2"
  exit 0
fi

dir=$(mktemp -d /tmp/stagefront-pg.XXXXXX)
chmod 755 "$dir"
[ "$(id -u)" = 0 ] && chown postgres "$dir"
port=${PGPORT_TEST:-$(( 20000 + RANDOM % 20000 ))}
as_pg "$bin/initdb" -D "$dir/data" -U postgres --auth=trust -E UTF8 >/dev/null
as_pg "$bin/pg_ctl" -D "$dir/data" -l "$dir/log" -w -o \
  "-h 127.0.0.1 -p $port -k $dir -c fsync=off -c synchronous_commit=off -c full_page_writes=off -c max_connections=200" \
  start >/dev/null
echo "DIR=$dir"
echo "URL=postgres://postgres@127.0.0.1:$port/postgres"
