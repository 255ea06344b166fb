#!/usr/bin/env bash
# Runs a command against a throwaway PostgreSQL 15 server: temp folder, free port, unprivileged
# user (the server refuses to run as root). The command sees TEST_DATABASE_URL.
set -euo pipefail

PG_BIN=${PG_BIN:-/usr/lib/postgresql/15/bin}
PG_USER=${PG_USER:-postgres-test}

if [ ! -x "$PG_BIN/initdb" ]; then
  echo "PostgreSQL 15 server binaries not found in $PG_BIN" >&2
  exit 1
fi
if [ "$(id -u)" = 0 ] && ! id "$PG_USER" >/dev/null 2>&1; then
  useradd --system --no-create-home --shell /usr/sbin/nologin "$PG_USER"
fi

as_pg() { if [ "$(id -u)" = 0 ]; then runuser -u "$PG_USER" -- "$@"; else "$@"; fi; }

work=$(mktemp -d)
chmod 755 "$work"
[ "$(id -u)" = 0 ] && chown "$PG_USER" "$work"
port=$(node -e "const s=require('net').createServer().listen(0,'127.0.0.1',()=>{console.log(s.address().port);s.close()})")

cleanup() {
  as_pg "$PG_BIN/pg_ctl" -D "$work/data" -m immediate stop >/dev/null 2>&1 || true
  rm -rf "$work"
}
trap cleanup EXIT

as_pg "$PG_BIN/initdb" -D "$work/data" -U app --auth=trust >/dev/null
as_pg "$PG_BIN/pg_ctl" -D "$work/data" -l "$work/server.log" -w \
  -o "-p $port -k $work -c listen_addresses=127.0.0.1 -c fsync=off" start >/dev/null
as_pg "$PG_BIN/createdb" -h 127.0.0.1 -p "$port" -U app app_test

echo "PostgreSQL $("$PG_BIN/postgres" --version | awk '{print $3}') on 127.0.0.1:$port"
TEST_DATABASE_URL="postgres://app@127.0.0.1:$port/app_test" "$@"
