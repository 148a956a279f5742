-- CreateEnum
CREATE TYPE "RecognitionStatus" AS ENUM ('pending', 'approved', 'rejected');

-- CreateTable
CREATE TABLE "recognitions" (
    "id" SERIAL NOT NULL,
    "user_id" INTEGER NOT NULL,
    "agency" TEXT NOT NULL,
    "certification_name" TEXT NOT NULL,
    "level" "CourseLevel" NOT NULL,
    "certification_number" TEXT NOT NULL,
    "issued_on" DATE NOT NULL,
    "document_id" INTEGER,
    "status" "RecognitionStatus" NOT NULL DEFAULT 'pending',
    "course_id" INTEGER,
    "certification_id" INTEGER,
    "rejection_reason" TEXT,
    "decided_by_id" INTEGER,
    "decided_at" TIMESTAMPTZ(6),
    "created_at" TIMESTAMPTZ(6) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updated_at" TIMESTAMPTZ(6) NOT NULL,

    CONSTRAINT "recognitions_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE UNIQUE INDEX "recognitions_certification_id_key" ON "recognitions"("certification_id");

-- CreateIndex
CREATE INDEX "recognitions_user_id_created_at_idx" ON "recognitions"("user_id", "created_at");

-- CreateIndex
CREATE INDEX "recognitions_status_created_at_idx" ON "recognitions"("status", "created_at");

-- CreateIndex
CREATE INDEX "users_dob_idx" ON "users"("dob");

-- AddForeignKey
ALTER TABLE "recognitions" ADD CONSTRAINT "recognitions_user_id_fkey" FOREIGN KEY ("user_id") REFERENCES "users"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "recognitions" ADD CONSTRAINT "recognitions_document_id_fkey" FOREIGN KEY ("document_id") REFERENCES "documents"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "recognitions" ADD CONSTRAINT "recognitions_course_id_fkey" FOREIGN KEY ("course_id") REFERENCES "courses"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "recognitions" ADD CONSTRAINT "recognitions_certification_id_fkey" FOREIGN KEY ("certification_id") REFERENCES "certifications"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "recognitions" ADD CONSTRAINT "recognitions_decided_by_id_fkey" FOREIGN KEY ("decided_by_id") REFERENCES "users"("id") ON DELETE SET NULL ON UPDATE CASCADE;
