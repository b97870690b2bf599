import { Migration } from "@medusajs/framework/mikro-orm/migrations"

/** An import counts the new products it kept as drafts (rows without a price). */
export class Migration20261129040000 extends Migration {
  override async up(): Promise<void> {
    this.addSql(`alter table if exists "product_import" add column if not exists "drafts" integer not null default 0;`)
  }

  override async down(): Promise<void> {
    this.addSql(`alter table if exists "product_import" drop column if exists "drafts";`)
  }
}
