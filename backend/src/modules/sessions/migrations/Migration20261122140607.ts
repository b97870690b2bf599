import { Migration } from "@medusajs/framework/mikro-orm/migrations";

export class Migration20261122140607 extends Migration {

  override async up(): Promise<void> {
    this.addSql(`create table if not exists "revoked_token" ("id" text not null, "expires_at" timestamptz not null, "created_at" timestamptz not null default now(), "updated_at" timestamptz not null default now(), "deleted_at" timestamptz null, constraint "revoked_token_pkey" primary key ("id"));`);
    this.addSql(`CREATE INDEX IF NOT EXISTS "IDX_revoked_token_expires_at" ON "revoked_token" ("expires_at") WHERE deleted_at IS NULL;`);
    this.addSql(`CREATE INDEX IF NOT EXISTS "IDX_revoked_token_deleted_at" ON "revoked_token" ("deleted_at") WHERE deleted_at IS NULL;`);
  }

  override async down(): Promise<void> {
    this.addSql(`drop table if exists "revoked_token" cascade;`);
  }

}
