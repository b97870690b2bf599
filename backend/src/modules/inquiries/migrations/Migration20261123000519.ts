import { Migration } from "@medusajs/framework/mikro-orm/migrations";

export class Migration20261123000519 extends Migration {

  override async up(): Promise<void> {
    this.addSql(`alter table if exists "inquiry" drop constraint if exists "inquiry_status_check";`);

    this.addSql(`alter table if exists "inquiry" add column if not exists "handled_at" timestamptz null;`);
    // Messages that were being worked on or closed count as handled.
    this.addSql(`update "inquiry" set "status" = 'handled', "handled_at" = "updated_at" where "status" in ('in_progress', 'closed');`);
    this.addSql(`alter table if exists "inquiry" add constraint "inquiry_status_check" check("status" in ('new', 'handled'));`);
    this.addSql(`CREATE INDEX IF NOT EXISTS "IDX_inquiry_status" ON "inquiry" ("status") WHERE deleted_at IS NULL;`);
  }

  override async down(): Promise<void> {
    this.addSql(`alter table if exists "inquiry" drop constraint if exists "inquiry_status_check";`);

    this.addSql(`drop index if exists "IDX_inquiry_status";`);
    this.addSql(`alter table if exists "inquiry" drop column if exists "handled_at";`);
    this.addSql(`update "inquiry" set "status" = 'closed' where "status" = 'handled';`);

    this.addSql(`alter table if exists "inquiry" add constraint "inquiry_status_check" check("status" in ('new', 'in_progress', 'closed'));`);
  }

}
