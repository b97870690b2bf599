import { Migration } from "@medusajs/framework/mikro-orm/migrations";

export class Migration20261122223926 extends Migration {

  override async up(): Promise<void> {
    this.addSql(`alter table if exists "review" drop constraint if exists "review_product_customer_unique";`);
    this.addSql(`alter table if exists "review" add column if not exists "hidden" boolean not null default false;`);
    this.addSql(`CREATE UNIQUE INDEX IF NOT EXISTS "IDX_review_product_customer_unique" ON "review" ("product_id", "customer_id") WHERE customer_id IS NOT NULL AND deleted_at IS NULL;`);
  }

  override async down(): Promise<void> {
    this.addSql(`drop index if exists "IDX_review_product_customer_unique";`);
    this.addSql(`alter table if exists "review" drop column if exists "hidden";`);
  }

}
