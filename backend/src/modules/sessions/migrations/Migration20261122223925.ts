import { Migration } from "@medusajs/framework/mikro-orm/migrations";

export class Migration20261122223925 extends Migration {

  override async up(): Promise<void> {
    this.addSql(`create table if not exists "session_cutoff" ("id" text not null, "valid_from" timestamptz not null, "created_at" timestamptz not null default now(), "updated_at" timestamptz not null default now(), "deleted_at" timestamptz null, constraint "session_cutoff_pkey" primary key ("id"));`);
    this.addSql(`CREATE INDEX IF NOT EXISTS "IDX_session_cutoff_deleted_at" ON "session_cutoff" ("deleted_at") WHERE deleted_at IS NULL;`);
  }

  override async down(): Promise<void> {
    this.addSql(`drop table if exists "session_cutoff" cascade;`);
  }

}
