-- CreateTable
CREATE TABLE "dive_logs" (
    "id" SERIAL NOT NULL,
    "uuid" UUID NOT NULL,
    "user_id" INTEGER NOT NULL,
    "number" INTEGER NOT NULL,
    "date" DATE NOT NULL,
    "time" VARCHAR(5),
    "dive_config" TEXT,
    "dive_type" TEXT,
    "purpose_type" TEXT,
    "location" TEXT,
    "country" CHAR(2),
    "lat" DOUBLE PRECISION,
    "lon" DOUBLE PRECISION,
    "max_depth" DOUBLE PRECISION,
    "average_depth" DOUBLE PRECISION,
    "depth_unit" TEXT NOT NULL DEFAULT 'm',
    "dive_time" INTEGER NOT NULL,
    "rnt" INTEGER,
    "gas" TEXT,
    "gas_mix" DOUBLE PRECISION,
    "pressure_start" DOUBLE PRECISION,
    "pressure_end" DOUBLE PRECISION,
    "pressure_unit" TEXT NOT NULL DEFAULT 'bar',
    "water_temperature" DOUBLE PRECISION,
    "weather_temperature" DOUBLE PRECISION,
    "temperature_unit" TEXT NOT NULL DEFAULT 'c',
    "safety_stop" BOOLEAN NOT NULL DEFAULT false,
    "has_decompression" BOOLEAN NOT NULL DEFAULT false,
    "decompression_note" TEXT,
    "buddy" TEXT,
    "comments" TEXT,
    "log_code" TEXT,
    "weather" TEXT,
    "water" TEXT,
    "current" TEXT,
    "visibility" TEXT,
    "weights" DOUBLE PRECISION,
    "weights_unit" TEXT,
    "wetsuit" TEXT,
    "group_in" TEXT,
    "group_out" TEXT,
    "cylinder_count" INTEGER,
    "bottom_cylinder_volume" DOUBLE PRECISION,
    "dive_condition_notes" TEXT,
    "course_log_id" INTEGER,
    "skill_log_id" INTEGER,
    "skill_id" INTEGER,
    "instructor_id" INTEGER,
    "signed_at" TIMESTAMPTZ(6),
    "verified_by" TEXT,
    "signed_hash" TEXT,
    "deleted_at" TIMESTAMPTZ(6),
    "created_at" TIMESTAMPTZ(6) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updated_at" TIMESTAMPTZ(6) NOT NULL,

    CONSTRAINT "dive_logs_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE UNIQUE INDEX "dive_logs_uuid_key" ON "dive_logs"("uuid");

-- CreateIndex
CREATE INDEX "dive_logs_user_id_date_id_idx" ON "dive_logs"("user_id", "date" DESC, "id" DESC);

-- CreateIndex
CREATE INDEX "dive_logs_user_id_number_idx" ON "dive_logs"("user_id", "number");

-- CreateIndex
CREATE INDEX "dive_logs_instructor_id_signed_at_date_idx" ON "dive_logs"("instructor_id", "signed_at", "date");

-- AddForeignKey
ALTER TABLE "skill_progress" ADD CONSTRAINT "skill_progress_dive_log_id_fkey" FOREIGN KEY ("dive_log_id") REFERENCES "dive_logs"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "dive_logs" ADD CONSTRAINT "dive_logs_user_id_fkey" FOREIGN KEY ("user_id") REFERENCES "users"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "dive_logs" ADD CONSTRAINT "dive_logs_course_log_id_fkey" FOREIGN KEY ("course_log_id") REFERENCES "course_logs"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "dive_logs" ADD CONSTRAINT "dive_logs_instructor_id_fkey" FOREIGN KEY ("instructor_id") REFERENCES "users"("id") ON DELETE SET NULL ON UPDATE CASCADE;
