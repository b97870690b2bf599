import { Migration } from "@medusajs/framework/mikro-orm/migrations";

export class Migration20261129160000 extends Migration {

  override async up(): Promise<void> {
    this.addSql(`alter table if exists "company" add column if not exists "payment_terms" text check ("payment_terms" in ('net15', 'net30', 'net60')) null;`);
  }

  override async down(): Promise<void> {
    this.addSql(`alter table if exists "company" drop column if exists "payment_terms";`);
  }

}
