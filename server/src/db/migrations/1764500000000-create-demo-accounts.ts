import type { MigrationInterface, QueryRunner } from 'typeorm';

export class CreateDemoAccounts1764500000000 implements MigrationInterface {
  name = 'CreateDemoAccounts1764500000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    // The accounts `npm run demo` made: any other account is a real one, and the demo refuses to
    // touch a database that holds one. Deleting an account deletes its mark.
    await queryRunner.query(`
      CREATE TABLE "demo_accounts" (
        "user_id" uuid NOT NULL,
        CONSTRAINT "PK_demo_accounts" PRIMARY KEY ("user_id"),
        CONSTRAINT "FK_demo_accounts_user" FOREIGN KEY ("user_id")
          REFERENCES "users" ("id") ON DELETE CASCADE
      )`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP TABLE "demo_accounts"`);
  }
}
