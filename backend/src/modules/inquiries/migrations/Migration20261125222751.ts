import { Migration } from "@medusajs/framework/mikro-orm/migrations";

export class Migration20261125222751 extends Migration {

  override async up(): Promise<void> {
    this.addSql(`create table if not exists "inquiry_reply" ("id" text not null, "inquiry_id" text not null, "message" text not null, "author_id" text null, "author_name" text not null, "created_at" timestamptz not null default now(), "updated_at" timestamptz not null default now(), "deleted_at" timestamptz null, constraint "inquiry_reply_pkey" primary key ("id"));`);
    this.addSql(`CREATE INDEX IF NOT EXISTS "IDX_inquiry_reply_inquiry_id" ON "inquiry_reply" ("inquiry_id") WHERE deleted_at IS NULL;`);
    this.addSql(`CREATE INDEX IF NOT EXISTS "IDX_inquiry_reply_deleted_at" ON "inquiry_reply" ("deleted_at") WHERE deleted_at IS NULL;`);

    this.addSql(`alter table if exists "inquiry_reply" add constraint "inquiry_reply_inquiry_id_foreign" foreign key ("inquiry_id") references "inquiry" ("id") on update cascade;`);
  }

  override async down(): Promise<void> {
    this.addSql(`drop table if exists "inquiry_reply" cascade;`);
  }

}
