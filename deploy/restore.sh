#!/bin/sh
# The compose installation's restore (docker compose run --rm restore /backups/<file>): puts a backup
# of `npm run backup` or deploy/backup.sh back into DATABASE_URL's database and the file volumes.
# Stop the server and the worker first; what the volumes held is moved to /backups/before-restore-*.
# docs/operations.md, "Backups".
set -eu
: "${DATABASE_URL:?set DATABASE_URL}"
file=${1:?usage: restore /backups/<printshop-backup-....tar.gz>}
UPLOADS=${UPLOADS:-/data/uploads}
PRIVATE=${PRIVATE:-/data/private}
BACKUPS=${BACKUPS:-/backups}
fail() { echo "[restore] $*" >&2; exit 1; }

[ -f "$file" ] || fail "$file does not exist."
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
tar -xzf "$file" -C "$work" manifest.json 2>/dev/null || fail "$file is not a shop backup (it has no manifest.json)."
manifest=$(cat "$work/manifest.json")
# psql fills in :'manifest' only in what it reads from its input, not in -c.
sql() { printf '%s\n' "$1" | PGOPTIONS='-c client_min_messages=warning' psql "$DATABASE_URL" -v ON_ERROR_STOP=1 -v manifest="$manifest" -At; }

[ "$(sql "SELECT (:'manifest')::json->>'format'")" = "printshop-backup" ] || fail "$file is not a shop backup."
[ "$(sql "SELECT (:'manifest')::json->'database'->>'method'")" = "pg_dump" ] ||
  fail "This backup holds the embedded PostgreSQL's files: restore it with npm run restore on an npm start installation."
others=$(sql "SELECT count(*) FROM pg_stat_activity WHERE datname = current_database() AND pid <> pg_backend_pid()")
[ "$others" -eq 0 ] || fail "The shop is running ($others other connections to its database): docker compose stop medusa-server medusa-worker, then restore."
# The database being replaced was migrated by the installed shop: a backup with migrations it lacks
# comes from a newer version.
unknown=$(sql "
  SELECT string_agg(regexp_replace(name, '^[a-z_]+:', ''), ', ') FROM json_array_elements_text((:'manifest')::json->'database'->'migrations') name
  WHERE to_regclass('public.mikro_orm_migrations') IS NOT NULL AND name NOT IN (
    SELECT 'mikro_orm_migrations:' || m.name FROM mikro_orm_migrations m
    UNION SELECT 'script_migrations:' || regexp_replace(s.script_name, '\.(js|ts)$', '') FROM script_migrations s)")
[ -z "$unknown" ] || fail "This backup's database has a newer schema than this installation (migrations it does not know: $unknown). Update the shop, then restore."

tar -xzf "$file" -C "$work"
sql "DROP SCHEMA IF EXISTS public CASCADE; CREATE SCHEMA public;" >/dev/null
pg_restore --no-owner --no-privileges --exit-on-error --single-transaction --dbname="$DATABASE_URL" "$work/database.dump"
echo "[restore] database restored"

if [ -d "$work/files" ]; then
  aside="$BACKUPS/before-restore-$(date -u +%Y-%m-%dT%H-%M-%SZ)"
  for kind in uploads private; do
    if [ "$kind" = uploads ]; then to=$UPLOADS; else to=$PRIVATE; fi
    [ -d "$work/files/$kind" ] || continue
    mkdir -p "$aside/$kind" "$to"
    # The volume's mount point stays; its contents move aside, then the backup's come in.
    find "$to" -mindepth 1 -maxdepth 1 -exec mv {} "$aside/$kind/" \;
    cp -a "$work/files/$kind/." "$to/"
  done
  echo "[restore] files restored; what the volumes held is in $aside"
fi
echo "[restore] done: docker compose up -d (medusa-migrate migrates if this installation is newer)"
