-- AlterTable
ALTER TABLE "outbox_emails" ADD COLUMN     "attempts" INTEGER NOT NULL DEFAULT 0,
ADD COLUMN     "last_attempt_at" TIMESTAMPTZ(6),
ADD COLUMN     "status" TEXT NOT NULL DEFAULT 'queued';

-- CreateTable
CREATE TABLE "reminders_sent" (
    "id" SERIAL NOT NULL,
    "kind" TEXT NOT NULL,
    "subject_id" INTEGER NOT NULL,
    "occasion" TIMESTAMPTZ(6) NOT NULL,
    "user_id" INTEGER NOT NULL,
    "outbox_id" INTEGER,
    "created_at" TIMESTAMPTZ(6) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "reminders_sent_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE INDEX "reminders_sent_user_id_idx" ON "reminders_sent"("user_id");

-- CreateIndex
CREATE UNIQUE INDEX "reminders_sent_kind_subject_id_occasion_key" ON "reminders_sent"("kind", "subject_id", "occasion");

-- AddForeignKey
ALTER TABLE "reminders_sent" ADD CONSTRAINT "reminders_sent_user_id_fkey" FOREIGN KEY ("user_id") REFERENCES "users"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- Rows written before the job queue: their state from what the old inline send recorded.
UPDATE "outbox_emails" SET "status" = CASE
    WHEN "transport" = 'outbox' THEN 'kept'
    WHEN "sent_at" IS NOT NULL THEN 'sent'
    ELSE 'failed' END,
  "attempts" = CASE WHEN "transport" = 'outbox' THEN 0 ELSE 1 END;
