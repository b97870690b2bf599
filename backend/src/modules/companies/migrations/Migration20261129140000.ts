import { Migration } from "@medusajs/framework/mikro-orm/migrations";

export class Migration20261129140000 extends Migration {

  override async up(): Promise<void> {
    this.addSql(`create table if not exists "company" ("id" text not null, "name" text not null, "tax_id" text null, "phone" text not null, "address_1" text not null, "address_2" text null, "city" text not null, "province" text not null, "postal_code" text not null, "country_code" text not null default 'us', "customer_group_id" text null, "created_at" timestamptz not null default now(), "updated_at" timestamptz not null default now(), "deleted_at" timestamptz null, constraint "company_pkey" primary key ("id"));`);
    this.addSql(`CREATE INDEX IF NOT EXISTS "IDX_company_deleted_at" ON "company" ("deleted_at") WHERE deleted_at IS NULL;`);

    this.addSql(`create table if not exists "company_member" ("id" text not null, "company_id" text not null, "customer_id" text not null, "role" text check ("role" in ('admin', 'member')) not null default 'member', "created_at" timestamptz not null default now(), "updated_at" timestamptz not null default now(), "deleted_at" timestamptz null, constraint "company_member_pkey" primary key ("id"));`);
    this.addSql(`CREATE INDEX IF NOT EXISTS "IDX_company_member_company_id" ON "company_member" ("company_id") WHERE deleted_at IS NULL;`);
    this.addSql(`CREATE UNIQUE INDEX IF NOT EXISTS "IDX_company_member_customer_id" ON "company_member" ("customer_id") WHERE deleted_at IS NULL;`);
    this.addSql(`CREATE INDEX IF NOT EXISTS "IDX_company_member_deleted_at" ON "company_member" ("deleted_at") WHERE deleted_at IS NULL;`);

    this.addSql(`create table if not exists "company_invite" ("id" text not null, "company_id" text not null, "email" text not null, "invited_by_id" text not null, "invited_by_name" text not null, "expires_at" timestamptz not null, "created_at" timestamptz not null default now(), "updated_at" timestamptz not null default now(), "deleted_at" timestamptz null, constraint "company_invite_pkey" primary key ("id"));`);
    this.addSql(`CREATE INDEX IF NOT EXISTS "IDX_company_invite_company_id" ON "company_invite" ("company_id") WHERE deleted_at IS NULL;`);
    this.addSql(`CREATE UNIQUE INDEX IF NOT EXISTS "IDX_company_invite_company_email" ON "company_invite" ("company_id", "email") WHERE deleted_at IS NULL;`);
    this.addSql(`CREATE INDEX IF NOT EXISTS "IDX_company_invite_deleted_at" ON "company_invite" ("deleted_at") WHERE deleted_at IS NULL;`);

    this.addSql(`alter table if exists "company_member" add constraint "company_member_company_id_foreign" foreign key ("company_id") references "company" ("id") on update cascade on delete cascade;`);
    this.addSql(`alter table if exists "company_invite" add constraint "company_invite_company_id_foreign" foreign key ("company_id") references "company" ("id") on update cascade on delete cascade;`);
  }

  override async down(): Promise<void> {
    this.addSql(`drop table if exists "company_invite" cascade;`);
    this.addSql(`drop table if exists "company_member" cascade;`);
    this.addSql(`drop table if exists "company" cascade;`);
  }

}
