import { Migration } from "@medusajs/framework/mikro-orm/migrations";

export class Migration20261129171000 extends Migration {

  override async up(): Promise<void> {
    this.addSql(`create table if not exists "stock_alert" ("id" text not null, "product_id" text not null, "email" text not null, "customer_id" text null, "notified_at" timestamptz null, "created_at" timestamptz not null default now(), "updated_at" timestamptz not null default now(), "deleted_at" timestamptz null, constraint "stock_alert_pkey" primary key ("id"));`);
    this.addSql(`CREATE UNIQUE INDEX IF NOT EXISTS "IDX_stock_alert_waiting" ON "stock_alert" ("product_id", "email") WHERE deleted_at IS NULL AND notified_at IS NULL;`);
    this.addSql(`CREATE INDEX IF NOT EXISTS "IDX_stock_alert_email" ON "stock_alert" ("email") WHERE deleted_at IS NULL;`);
    this.addSql(`CREATE INDEX IF NOT EXISTS "IDX_stock_alert_notified_at" ON "stock_alert" ("notified_at") WHERE deleted_at IS NULL;`);
    this.addSql(`CREATE INDEX IF NOT EXISTS "IDX_stock_alert_deleted_at" ON "stock_alert" ("deleted_at") WHERE deleted_at IS NULL;`);
  }

  override async down(): Promise<void> {
    this.addSql(`drop table if exists "stock_alert" cascade;`);
  }

}
