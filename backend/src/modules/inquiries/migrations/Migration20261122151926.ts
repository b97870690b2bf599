import { Migration } from "@medusajs/framework/mikro-orm/migrations";

export class Migration20261122151926 extends Migration {

  override async up(): Promise<void> {
    this.addSql(`create table if not exists "inquiry" ("id" text not null, "kind" text check ("kind" in ('support_ticket', 'contact', 'warranty_claim', 'service_request', 'business_quote')) not null, "name" text null, "email" text null, "subject" text null, "fields" jsonb not null, "customer_id" text null, "status" text check ("status" in ('new', 'in_progress', 'closed')) not null default 'new', "created_at" timestamptz not null default now(), "updated_at" timestamptz not null default now(), "deleted_at" timestamptz null, constraint "inquiry_pkey" primary key ("id"));`);
    this.addSql(`CREATE INDEX IF NOT EXISTS "IDX_inquiry_kind" ON "inquiry" ("kind") WHERE deleted_at IS NULL;`);
    this.addSql(`CREATE INDEX IF NOT EXISTS "IDX_inquiry_email" ON "inquiry" ("email") WHERE deleted_at IS NULL;`);
    this.addSql(`CREATE INDEX IF NOT EXISTS "IDX_inquiry_deleted_at" ON "inquiry" ("deleted_at") WHERE deleted_at IS NULL;`);
  }

  override async down(): Promise<void> {
    this.addSql(`drop table if exists "inquiry" cascade;`);
  }

}
