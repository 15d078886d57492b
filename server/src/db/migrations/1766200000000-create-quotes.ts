import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Quotes a guide writes on an enquiry: a custom tour with its price lines, valid until a day.
 * Revising a quote supersedes the open one (one open quote per enquiry). An accepted quote is
 * booked once: its booking's ticket is `quote:<id>`, and the quote keeps the booking it made.
 * A quote keeps its guide's name as written; a guide who leaves takes no quote with them, but
 * their quotes can no longer be accepted. An enquiry keeps the language it was sent in, for its
 * quotes, and follows its quote's states.
 */
export class CreateQuotes1766200000000 implements MigrationInterface {
  name = 'CreateQuotes1766200000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      ALTER TABLE "bookings"
        ADD "language" varchar(5) NOT NULL DEFAULT 'en',
        DROP CONSTRAINT "CHK_bookings_status",
        ADD CONSTRAINT "CHK_bookings_status" CHECK ("status" IN ('new', 'contacted', 'quoted',
          'accepted', 'booked', 'confirmed', 'declined', 'cancelled'))`);
    await queryRunner.query(
      `ALTER TABLE "tour_bookings" ALTER COLUMN "form_ticket_id" TYPE varchar(48)`,
    );
    await queryRunner.query(`
      CREATE TABLE "quotes" (
        "id" uuid NOT NULL DEFAULT gen_random_uuid(),
        "enquiry_id" uuid NOT NULL,
        "number" integer NOT NULL,
        "status" varchar(12) NOT NULL DEFAULT 'open',
        "language" varchar(5) NOT NULL,
        "plan_id" varchar(100),
        "title" varchar(120) NOT NULL,
        "route" text NOT NULL DEFAULT '',
        "start_date" date NOT NULL,
        "days" integer NOT NULL,
        "travellers" integer NOT NULL,
        "guide_id" uuid,
        "guide_name" varchar(100) NOT NULL,
        "lines" jsonb NOT NULL,
        "currency" char(3) NOT NULL,
        "total" integer NOT NULL,
        "deposit" integer NOT NULL,
        "valid_until" date NOT NULL,
        "email_message_id" uuid,
        "tour_booking_id" uuid,
        "written_by" uuid,
        "created_at" timestamptz NOT NULL DEFAULT now(),
        "accepted_at" timestamptz,
        CONSTRAINT "PK_quotes" PRIMARY KEY ("id"),
        CONSTRAINT "UQ_quotes_number" UNIQUE ("enquiry_id", "number"),
        CONSTRAINT "FK_quotes_enquiry" FOREIGN KEY ("enquiry_id")
          REFERENCES "bookings" ("id") ON DELETE CASCADE,
        CONSTRAINT "FK_quotes_guide" FOREIGN KEY ("guide_id")
          REFERENCES "guides" ("id") ON DELETE SET NULL,
        CONSTRAINT "FK_quotes_email" FOREIGN KEY ("email_message_id")
          REFERENCES "outbox" ("id") ON DELETE SET NULL,
        CONSTRAINT "FK_quotes_tour_booking" FOREIGN KEY ("tour_booking_id")
          REFERENCES "tour_bookings" ("id") ON DELETE SET NULL,
        CONSTRAINT "FK_quotes_writer" FOREIGN KEY ("written_by")
          REFERENCES "users" ("id") ON DELETE SET NULL,
        CONSTRAINT "CHK_quotes_status" CHECK ("status" IN ('open', 'superseded', 'accepted')),
        CONSTRAINT "CHK_quotes_amounts" CHECK (
          "days" > 0 AND "travellers" > 0 AND "total" > 0
          AND "deposit" >= 0 AND "deposit" <= "total")
      )`);
    await queryRunner.query(
      `CREATE UNIQUE INDEX "UQ_quotes_open" ON "quotes" ("enquiry_id") WHERE "status" = 'open'`,
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP TABLE "quotes"`);
    await queryRunner.query(
      `ALTER TABLE "tour_bookings" ALTER COLUMN "form_ticket_id" TYPE varchar(22)`,
    );
    await queryRunner.query(`
      UPDATE "bookings" SET "status" = 'contacted'
      WHERE "status" IN ('quoted', 'accepted', 'booked')`);
    await queryRunner.query(`
      ALTER TABLE "bookings"
        DROP COLUMN "language",
        DROP CONSTRAINT "CHK_bookings_status",
        ADD CONSTRAINT "CHK_bookings_status"
          CHECK ("status" IN ('new', 'contacted', 'confirmed', 'declined', 'cancelled'))`);
  }
}
