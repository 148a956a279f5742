-- AlterTable
ALTER TABLE "dive_logs" ADD COLUMN     "computer_dive_id" TEXT,
ADD COLUMN     "computer_model" TEXT,
ADD COLUMN     "computer_serial" TEXT,
ADD COLUMN     "has_profile" BOOLEAN NOT NULL DEFAULT false;

-- CreateTable
CREATE TABLE "dive_log_profiles" (
    "dive_log_id" INTEGER NOT NULL,
    "format" SMALLINT NOT NULL DEFAULT 1,
    "sample_count" INTEGER NOT NULL,
    "samples" BYTEA NOT NULL,
    "events" JSONB NOT NULL DEFAULT '[]',
    "created_at" TIMESTAMPTZ(6) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "dive_log_profiles_pkey" PRIMARY KEY ("dive_log_id")
);

-- CreateIndex
CREATE INDEX "dive_logs_user_id_computer_serial_computer_dive_id_idx" ON "dive_logs"("user_id", "computer_serial", "computer_dive_id");

-- AddForeignKey
ALTER TABLE "dive_log_profiles" ADD CONSTRAINT "dive_log_profiles_dive_log_id_fkey" FOREIGN KEY ("dive_log_id") REFERENCES "dive_logs"("id") ON DELETE CASCADE ON UPDATE CASCADE;
