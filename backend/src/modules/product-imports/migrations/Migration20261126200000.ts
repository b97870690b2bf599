import { Migration } from "@medusajs/framework/mikro-orm/migrations"

/** An import keeps its file and a heartbeat, so a stopped one is resumed by the worker. */
export class Migration20261126200000 extends Migration {
  override async up(): Promise<void> {
    this.addSql(`alter table if exists "product_import" add column if not exists "csv" text null;`)
    this.addSql(`alter table if exists "product_import" add column if not exists "heartbeat_at" timestamptz null;`)
    this.addSql(`alter table if exists "product_import" add column if not exists "attempts" integer not null default 0;`)
  }

  override async down(): Promise<void> {
    this.addSql(`alter table if exists "product_import" drop column if exists "csv", drop column if exists "heartbeat_at", drop column if exists "attempts";`)
  }
}
