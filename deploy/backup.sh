#!/bin/sh
# The compose installation's backup (docker compose run --rm backup): the same file `npm run backup`
# writes, in /backups: a custom-format pg_dump of DATABASE_URL, the pictures (/data/uploads) and
# private files (/data/private), and a manifest. Runs in the postgres image, whose pg_dump matches
# the server. docs/operations.md, "Backups".
set -eu
: "${DATABASE_URL:?set DATABASE_URL}"
UPLOADS=${UPLOADS:-/data/uploads}
PRIVATE=${PRIVATE:-/data/private}
BACKUPS=${BACKUPS:-/backups}
umask 077

stamp=$(date -u +%Y-%m-%dT%H-%M-%SZ)
created=$(date -u +%Y-%m-%dT%H:%M:%S.000Z)
target="$BACKUPS/printshop-backup-$stamp.tar.gz"
work=$(mktemp -d)
trap 'rm -rf "$work" "$target.partial"' EXIT

# The migrations the database has applied (named as npm run restore compares them) and its version.
migrations=$(psql "$DATABASE_URL" -v ON_ERROR_STOP=1 -Atc "
  SELECT coalesce(json_agg(name ORDER BY name), '[]') FROM (
    SELECT DISTINCT 'mikro_orm_migrations:' || name AS name FROM mikro_orm_migrations
    UNION SELECT DISTINCT 'script_migrations:' || regexp_replace(script_name, '\.(js|ts)$', '') FROM script_migrations
  ) applied")
major=$(psql "$DATABASE_URL" -v ON_ERROR_STOP=1 -Atc "SELECT current_setting('server_version_num')::int / 10000")

pg_dump --format=custom --no-owner --no-privileges --file="$work/database.dump" --dbname="$DATABASE_URL"

mkdir -p "$work/files"
counts=""
for kind in uploads private; do
  if [ "$kind" = uploads ]; then from=$UPLOADS; else from=$PRIVATE; fi
  mkdir -p "$work/files/$kind"
  if [ -d "$from" ]; then cp -a "$from/." "$work/files/$kind/"; fi
  files=$(find "$work/files/$kind" -type f | wc -l)
  bytes=$(find "$work/files/$kind" -type f -exec cat {} + | wc -c)
  counts="$counts${counts:+, }\"$kind\": { \"files\": $files, \"bytes\": $bytes }"
done

if [ -n "${S3_BUCKET:-}" ]; then s3="\"$S3_BUCKET\""; else s3=null; fi
cat > "$work/manifest.json" <<JSON
{
  "format": "printshop-backup",
  "formatVersion": 1,
  "createdAt": "$created",
  "shop": { "name": "printshop", "version": "${SHOP_VERSION:-unknown}", "commit": null },
  "database": { "method": "pg_dump", "postgresMajor": $major, "embedded": false, "migrations": $migrations, "schemaStamp": null },
  "files": { $counts },
  "s3Bucket": $s3,
  "secrets": false
}
JSON

mkdir -p "$BACKUPS"
tar -czf "$target.partial" -C "$work" manifest.json database.dump files
mv "$target.partial" "$target"
echo "[backup] $target: $(du -h "$target" | cut -f1) (pg_dump of PostgreSQL $major, pictures and private files)"
