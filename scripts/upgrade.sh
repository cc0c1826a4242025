#!/usr/bin/env bash
# Switches a shop to a release built in a folder of its own (docs/operations.md, "Upgrade"):
# stops the service, backs the database up, migrates it with the new release, points `current` at
# the new release and starts it. If the backup or the migration fails, the old release is started
# again on its data, unchanged; if the new release does not answer, `current` goes back to the old
# one. Usage: upgrade.sh RELEASE_DIR
#
# Settings (environment): STAGEFRONT_HOME (/srv/stagefront, holding the `current` link),
# STAGEFRONT_BACKUPS ($STAGEFRONT_HOME/backups), STAGEFRONT_USER (stagefront: the commands run as
# the service's user, so the files they write stay its own; empty runs them as the caller),
# STAGEFRONT_HEALTH_URL (http://127.0.0.1:3000/api/health), and the service manager's commands,
# STAGEFRONT_STOP and STAGEFRONT_START (systemctl stop|start stagefront).
set -euo pipefail

new=$(realpath "${1:?Usage: upgrade.sh RELEASE_DIR}")
home=${STAGEFRONT_HOME:-/srv/stagefront}
backups=${STAGEFRONT_BACKUPS:-$home/backups}
user=${STAGEFRONT_USER-stagefront}
health=${STAGEFRONT_HEALTH_URL:-http://127.0.0.1:3000/api/health}
stop=${STAGEFRONT_STOP:-systemctl stop stagefront}
start=${STAGEFRONT_START:-systemctl start stagefront}

say() { printf 'upgrade: %s\n' "$*"; }
fail() { printf 'upgrade: %s\n' "$*" >&2; exit 1; }

for file in dist/server/server.js dist/server/cli.js dist/web/index.html node_modules/.bin/node; do
  [ -e "$new/$file" ] || fail "$new is not a built release ($file is missing): run npm ci && npm run build there first."
done
node_bin="$new/node_modules/.bin/node"
version=$("$node_bin" -p "require('$new/package.json').version")
old=$(readlink -f "$home/current" 2>/dev/null || true)
[ "$old" != "$new" ] || fail "$new is already the running release."

# The new release's commands, as the service's user, on the shop's own settings file.
cli() {
  local run=("$node_bin" --wasm-lazy-compilation dist/server/cli.js "$@")
  if [ -n "$user" ] && [ "$(id -u)" = 0 ]; then
    (cd "$new" && runuser -u "$user" -- "${run[@]}")
  else
    (cd "$new" && "${run[@]}")
  fi
}
back_to_old() {
  if [ -n "$old" ]; then $start; fi
  fail "$1 Nothing was switched: the shop is back on ${old:-nothing} with its data as it was."
}

say "switching to $version ($new)${old:+ from $old}"
$stop
mkdir -p "$backups"
[ -z "$user" ] || [ "$(id -u)" != 0 ] || ! id "$user" >/dev/null 2>&1 || chown "$user" "$backups"
backup="$backups/before-$version-$(date -u +%Y%m%dT%H%M%SZ).backup"
cli backup --out "$backup" || back_to_old "The backup before the migration failed (above)."
# All pending migrations run in one transaction: a failure leaves the database as it was.
cli migrate || back_to_old "The new release's migration failed (above); the database was not changed."

ln -sfn "$new" "$home/current.next"
mv -T "$home/current.next" "$home/current"
$start
for _ in $(seq 1 60); do
  if "$node_bin" -e 'fetch(process.argv[1], { signal: AbortSignal.timeout(2000) }).then((r) => r.json()).then((b) => process.exit(b.version === process.argv[2] ? 0 : 1), () => process.exit(1))' "$health" "$version"; then
    say "$version is live; the backup taken before it is $backup"
    exit 0
  fi
  sleep 1
done

# The new release did not come up: the old one goes back, on the migrated database (migrations
# only add, decision 0039), and the backup is there to go back further.
$stop || true
if [ -n "$old" ]; then
  ln -sfn "$old" "$home/current.next"
  mv -T "$home/current.next" "$home/current"
  $start
fi
fail "$version did not answer at $health within 60 s; back on ${old:-nothing}. The database was migrated; the backup from before is $backup."
