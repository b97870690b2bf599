import { Migration } from "@medusajs/framework/mikro-orm/migrations";

export class Migration20261122121550 extends Migration {

  override async up(): Promise<void> {
    this.addSql(`create table if not exists "product_details" ("id" text not null, "brand" text not null, "specifications" jsonb not null default '{"entries":[]}', "features" jsonb not null default '{"items":[]}', "is_featured" boolean not null default false, "is_business" boolean not null default false, "marked_out_of_stock" boolean not null default false, "original_price" numeric null, "raw_original_price" jsonb null, "created_at" timestamptz not null default now(), "updated_at" timestamptz not null default now(), "deleted_at" timestamptz null, constraint "product_details_pkey" primary key ("id"));`);
    this.addSql(`CREATE INDEX IF NOT EXISTS "IDX_product_details_brand" ON "product_details" ("brand") WHERE deleted_at IS NULL;`);
    this.addSql(`CREATE INDEX IF NOT EXISTS "IDX_product_details_deleted_at" ON "product_details" ("deleted_at") WHERE deleted_at IS NULL;`);
  }

  override async down(): Promise<void> {
    this.addSql(`drop table if exists "product_details" cascade;`);
  }

}
