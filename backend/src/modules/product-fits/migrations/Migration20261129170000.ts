import { Migration } from "@medusajs/framework/mikro-orm/migrations";

export class Migration20261129170000 extends Migration {

  override async up(): Promise<void> {
    this.addSql(`create table if not exists "product_fit" ("id" text not null, "supply_id" text not null, "product_id" text not null, "created_at" timestamptz not null default now(), "updated_at" timestamptz not null default now(), "deleted_at" timestamptz null, constraint "product_fit_pkey" primary key ("id"));`);
    this.addSql(`CREATE UNIQUE INDEX IF NOT EXISTS "IDX_product_fit_pair" ON "product_fit" ("supply_id", "product_id") WHERE deleted_at IS NULL;`);
    this.addSql(`CREATE INDEX IF NOT EXISTS "IDX_product_fit_product_id" ON "product_fit" ("product_id") WHERE deleted_at IS NULL;`);
    this.addSql(`CREATE INDEX IF NOT EXISTS "IDX_product_fit_deleted_at" ON "product_fit" ("deleted_at") WHERE deleted_at IS NULL;`);
  }

  override async down(): Promise<void> {
    this.addSql(`drop table if exists "product_fit" cascade;`);
  }

}
