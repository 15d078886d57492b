import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The timed messages of a confirmed booking: the company's setting for each (its switch, when it
 * goes, its own wording per language), each booking's messages once sent, and a guide's phone,
 * which the day-before message gives. The jobs themselves wait in graphile-worker's own schema.
 */
export class ScheduleTimedMessages1766000000000 implements MigrationInterface {
  name = 'ScheduleTimedMessages1766000000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      CREATE TABLE "timed_message_settings" (
        "kind" varchar(20) NOT NULL,
        "enabled" boolean NOT NULL DEFAULT true,
        "days" smallint NOT NULL,
        "send_at" char(5) NOT NULL,
        "pickup_time" char(5),
        "wording" jsonb NOT NULL DEFAULT '{}',
        "updated_at" timestamptz NOT NULL DEFAULT now(),
        "updated_by" uuid,
        CONSTRAINT "PK_timed_message_settings" PRIMARY KEY ("kind"),
        CONSTRAINT "CHK_timed_message_settings_kind"
          CHECK ("kind" IN ('balance-due', 'day-before', 'after-tour')),
        CONSTRAINT "CHK_timed_message_settings_days" CHECK ("days" BETWEEN 0 AND 30),
        CONSTRAINT "FK_timed_message_settings_updated_by" FOREIGN KEY ("updated_by")
          REFERENCES "users" ("id") ON DELETE SET NULL
      )`);
    await queryRunner.query(`
      INSERT INTO "timed_message_settings" ("kind", "days", "send_at", "pickup_time") VALUES
        ('balance-due', 3, '09:00', NULL),
        ('day-before', 1, '17:00', '08:00'),
        ('after-tour', 1, '10:00', NULL)`);
    await queryRunner.query(`
      CREATE TABLE "timed_messages_sent" (
        "booking_id" uuid NOT NULL,
        "kind" varchar(20) NOT NULL,
        "outbox_id" uuid,
        "sent_at" timestamptz NOT NULL DEFAULT now(),
        CONSTRAINT "PK_timed_messages_sent" PRIMARY KEY ("booking_id", "kind"),
        CONSTRAINT "FK_timed_messages_sent_booking" FOREIGN KEY ("booking_id")
          REFERENCES "tour_bookings" ("id") ON DELETE CASCADE,
        CONSTRAINT "FK_timed_messages_sent_outbox" FOREIGN KEY ("outbox_id")
          REFERENCES "outbox" ("id") ON DELETE SET NULL
      )`);
    await queryRunner.query(`ALTER TABLE "guides" ADD "phone" varchar(40)`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE "guides" DROP COLUMN "phone"`);
    await queryRunner.query(`DROP TABLE "timed_messages_sent"`);
    await queryRunner.query(`DROP TABLE "timed_message_settings"`);
  }
}
