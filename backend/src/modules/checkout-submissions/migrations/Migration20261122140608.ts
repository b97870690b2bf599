import { Migration } from "@medusajs/framework/mikro-orm/migrations";

export class Migration20261122140608 extends Migration {

  override async up(): Promise<void> {
    this.addSql(`create table if not exists "checkout_submission" ("id" text not null, "customer_id" text not null, "order_id" text not null, "created_at" timestamptz not null default now(), "updated_at" timestamptz not null default now(), "deleted_at" timestamptz null, constraint "checkout_submission_pkey" primary key ("id"));`);
    this.addSql(`CREATE INDEX IF NOT EXISTS "IDX_checkout_submission_customer_id" ON "checkout_submission" ("customer_id") WHERE deleted_at IS NULL;`);
    this.addSql(`CREATE INDEX IF NOT EXISTS "IDX_checkout_submission_deleted_at" ON "checkout_submission" ("deleted_at") WHERE deleted_at IS NULL;`);
  }

  override async down(): Promise<void> {
    this.addSql(`drop table if exists "checkout_submission" cascade;`);
  }

}
