import { Migration } from "@medusajs/framework/mikro-orm/migrations";

export class Migration20261129150000 extends Migration {

  override async up(): Promise<void> {
    this.addSql(`create table if not exists "tax_exemption" ("id" text not null, "company_id" text not null, "kind" text check ("kind" in ('exemption', 'resale')) not null, "certificate_number" text not null, "states" text[] not null, "expires_on" text not null, "status" text check ("status" in ('pending', 'approved', 'rejected')) not null default 'pending', "file_key" text not null, "file_name" text not null, "file_type" text not null, "uploaded_by_id" text not null, "uploaded_by_name" text not null, "review_note" text null, "reviewed_at" timestamptz null, "reviewed_by" text null, "created_at" timestamptz not null default now(), "updated_at" timestamptz not null default now(), "deleted_at" timestamptz null, constraint "tax_exemption_pkey" primary key ("id"));`);
    this.addSql(`CREATE INDEX IF NOT EXISTS "IDX_tax_exemption_company_id" ON "tax_exemption" ("company_id") WHERE deleted_at IS NULL;`);
    this.addSql(`CREATE INDEX IF NOT EXISTS "IDX_tax_exemption_status" ON "tax_exemption" ("status") WHERE deleted_at IS NULL;`);
    this.addSql(`CREATE INDEX IF NOT EXISTS "IDX_tax_exemption_deleted_at" ON "tax_exemption" ("deleted_at") WHERE deleted_at IS NULL;`);
  }

  override async down(): Promise<void> {
    this.addSql(`drop table if exists "tax_exemption" cascade;`);
  }

}
