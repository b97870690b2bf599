import { Migration } from "@medusajs/framework/mikro-orm/migrations";

export class Migration20261129110000 extends Migration {

  override async up(): Promise<void> {
    this.addSql(`create table if not exists "quote" ("id" text not null, "number" serial, "customer_id" text not null, "email" text not null, "customer_name" text not null, "company" text null, "phone" text null, "status" text check ("status" in ('requested', 'quoted', 'accepted', 'declined')) not null default 'requested', "message" text null, "note" text null, "valid_until" text null, "quoted_at" timestamptz null, "accepted_at" timestamptz null, "order_id" text null, "created_at" timestamptz not null default now(), "updated_at" timestamptz not null default now(), "deleted_at" timestamptz null, constraint "quote_pkey" primary key ("id"));`);
    this.addSql(`CREATE INDEX IF NOT EXISTS "IDX_quote_customer_id" ON "quote" ("customer_id") WHERE deleted_at IS NULL;`);
    this.addSql(`CREATE INDEX IF NOT EXISTS "IDX_quote_status" ON "quote" ("status") WHERE deleted_at IS NULL;`);
    this.addSql(`CREATE INDEX IF NOT EXISTS "IDX_quote_deleted_at" ON "quote" ("deleted_at") WHERE deleted_at IS NULL;`);

    this.addSql(`create table if not exists "quote_item" ("id" text not null, "quote_id" text not null, "product_id" text not null, "product_name" text not null, "quantity" integer not null, "unit_price" numeric null, "raw_unit_price" jsonb null, "rank" integer not null default 0, "created_at" timestamptz not null default now(), "updated_at" timestamptz not null default now(), "deleted_at" timestamptz null, constraint "quote_item_pkey" primary key ("id"));`);
    this.addSql(`CREATE INDEX IF NOT EXISTS "IDX_quote_item_quote_id" ON "quote_item" ("quote_id") WHERE deleted_at IS NULL;`);
    this.addSql(`CREATE INDEX IF NOT EXISTS "IDX_quote_item_product_id" ON "quote_item" ("product_id") WHERE deleted_at IS NULL;`);
    this.addSql(`CREATE INDEX IF NOT EXISTS "IDX_quote_item_deleted_at" ON "quote_item" ("deleted_at") WHERE deleted_at IS NULL;`);

    this.addSql(`create table if not exists "quote_message" ("id" text not null, "quote_id" text not null, "author" text check ("author" in ('customer', 'staff')) not null, "author_id" text null, "author_name" text not null, "body" text not null, "created_at" timestamptz not null default now(), "updated_at" timestamptz not null default now(), "deleted_at" timestamptz null, constraint "quote_message_pkey" primary key ("id"));`);
    this.addSql(`CREATE INDEX IF NOT EXISTS "IDX_quote_message_quote_id" ON "quote_message" ("quote_id") WHERE deleted_at IS NULL;`);
    this.addSql(`CREATE INDEX IF NOT EXISTS "IDX_quote_message_deleted_at" ON "quote_message" ("deleted_at") WHERE deleted_at IS NULL;`);

    this.addSql(`alter table if exists "quote_item" add constraint "quote_item_quote_id_foreign" foreign key ("quote_id") references "quote" ("id") on update cascade on delete cascade;`);
    this.addSql(`alter table if exists "quote_message" add constraint "quote_message_quote_id_foreign" foreign key ("quote_id") references "quote" ("id") on update cascade on delete cascade;`);
  }

  override async down(): Promise<void> {
    this.addSql(`drop table if exists "quote_message" cascade;`);
    this.addSql(`drop table if exists "quote_item" cascade;`);
    this.addSql(`drop table if exists "quote" cascade;`);
  }

}
