import { Migration } from "@medusajs/framework/mikro-orm/migrations"

export class Migration20261126100000 extends Migration {
  override async up(): Promise<void> {
    this.addSql(
      `create table if not exists "search_term" ("id" text not null, "term" text not null, "count" integer not null default 0, "last_searched_at" timestamptz not null, "created_at" timestamptz not null default now(), "updated_at" timestamptz not null default now(), "deleted_at" timestamptz null, constraint "search_term_pkey" primary key ("id"));`
    )
    this.addSql(`CREATE UNIQUE INDEX IF NOT EXISTS "IDX_search_term_term_unique" ON "search_term" ("term");`)
    this.addSql(`CREATE INDEX IF NOT EXISTS "IDX_search_term_last_searched_at" ON "search_term" ("last_searched_at");`)
    this.addSql(`CREATE INDEX IF NOT EXISTS "IDX_search_term_deleted_at" ON "search_term" ("deleted_at") WHERE deleted_at IS NULL;`)
  }

  override async down(): Promise<void> {
    this.addSql(`drop table if exists "search_term" cascade;`)
  }
}
