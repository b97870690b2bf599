import { Migration } from "@medusajs/framework/mikro-orm/migrations";

export class Migration20261123000518 extends Migration {

  override async up(): Promise<void> {
    this.addSql(`create table if not exists "product_import" ("id" text not null, "status" text check ("status" in ('running', 'done', 'failed')) not null default 'running', "total" integer not null default 0, "processed" integer not null default 0, "imported" integer not null default 0, "updated" integer not null default 0, "failed" integer not null default 0, "errors" jsonb not null default '{"items":[]}', "message" text null, "user_id" text null, "created_at" timestamptz not null default now(), "updated_at" timestamptz not null default now(), "deleted_at" timestamptz null, constraint "product_import_pkey" primary key ("id"));`);
    this.addSql(`CREATE INDEX IF NOT EXISTS "IDX_product_import_deleted_at" ON "product_import" ("deleted_at") WHERE deleted_at IS NULL;`);
  }

  override async down(): Promise<void> {
    this.addSql(`drop table if exists "product_import" cascade;`);
  }

}
