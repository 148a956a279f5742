-- CreateEnum
CREATE TYPE "DocumentKind" AS ENUM ('general', 'license', 'medical_certificate', 'professional_medical_certificate', 'professional_insurance');

-- CreateEnum
CREATE TYPE "DocumentStatus" AS ENUM ('pending', 'accepted', 'rejected');

-- CreateEnum
CREATE TYPE "FormSigner" AS ENUM ('diver', 'guardian');

-- CreateEnum
CREATE TYPE "MedicalOutcome" AS ENUM ('fit', 'physician_approval_required');

-- CreateTable
CREATE TABLE "documents" (
    "id" SERIAL NOT NULL,
    "user_id" INTEGER,
    "kind" "DocumentKind" NOT NULL DEFAULT 'general',
    "title" TEXT NOT NULL,
    "file_name" TEXT NOT NULL,
    "mime_type" TEXT NOT NULL,
    "size" INTEGER NOT NULL,
    "sha256" CHAR(64) NOT NULL,
    "storage_key" TEXT NOT NULL,
    "status" "DocumentStatus",
    "published" BOOLEAN NOT NULL DEFAULT false,
    "expires_on" DATE,
    "reviewed_by_id" INTEGER,
    "reviewed_at" TIMESTAMPTZ(6),
    "rejection_reason" TEXT,
    "uploaded_at" TIMESTAMPTZ(6) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "deleted_at" TIMESTAMPTZ(6),

    CONSTRAINT "documents_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "form_signatures" (
    "id" SERIAL NOT NULL,
    "user_id" INTEGER NOT NULL,
    "form_code" TEXT NOT NULL,
    "version" INTEGER NOT NULL,
    "language" VARCHAR(5) NOT NULL,
    "signed_by" "FormSigner" NOT NULL DEFAULT 'diver',
    "signed_name" TEXT NOT NULL,
    "client_ip" TEXT NOT NULL,
    "text_sha256" CHAR(64) NOT NULL,
    "signed_at" TIMESTAMPTZ(6) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "form_signatures_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "medical_submissions" (
    "id" SERIAL NOT NULL,
    "user_id" INTEGER NOT NULL,
    "version" INTEGER NOT NULL,
    "answers" JSONB NOT NULL,
    "outcome" "MedicalOutcome" NOT NULL,
    "submitted_at" TIMESTAMPTZ(6) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "valid_until" TIMESTAMPTZ(6) NOT NULL,
    "approval_document_id" INTEGER,
    "approved_at" TIMESTAMPTZ(6),

    CONSTRAINT "medical_submissions_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE UNIQUE INDEX "documents_storage_key_key" ON "documents"("storage_key");

-- CreateIndex
CREATE INDEX "documents_user_id_uploaded_at_idx" ON "documents"("user_id", "uploaded_at");

-- CreateIndex
CREATE INDEX "documents_status_uploaded_at_idx" ON "documents"("status", "uploaded_at");

-- CreateIndex
CREATE UNIQUE INDEX "form_signatures_user_id_form_code_version_key" ON "form_signatures"("user_id", "form_code", "version");

-- CreateIndex
CREATE INDEX "medical_submissions_user_id_submitted_at_idx" ON "medical_submissions"("user_id", "submitted_at");

-- AddForeignKey
ALTER TABLE "documents" ADD CONSTRAINT "documents_user_id_fkey" FOREIGN KEY ("user_id") REFERENCES "users"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "documents" ADD CONSTRAINT "documents_reviewed_by_id_fkey" FOREIGN KEY ("reviewed_by_id") REFERENCES "users"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "form_signatures" ADD CONSTRAINT "form_signatures_user_id_fkey" FOREIGN KEY ("user_id") REFERENCES "users"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "medical_submissions" ADD CONSTRAINT "medical_submissions_user_id_fkey" FOREIGN KEY ("user_id") REFERENCES "users"("id") ON DELETE CASCADE ON UPDATE CASCADE;
