-- CreateEnum
CREATE TYPE "CourseLevel" AS ENUM ('diver', 'specialty', 'professional', 'trainer', 'examiner');

-- CreateEnum
CREATE TYPE "CourseKind" AS ENUM ('course', 'free_learning');

-- CreateEnum
CREATE TYPE "CourseLogStatus" AS ENUM ('active', 'completed');

-- CreateEnum
CREATE TYPE "QuestionType" AS ENUM ('single', 'multiple');

-- CreateEnum
CREATE TYPE "AttemptKind" AS ENUM ('quiz', 'exam');

-- CreateEnum
CREATE TYPE "CertificationStatus" AS ENUM ('valid', 'superseded', 'revoked');

-- CreateTable
CREATE TABLE "courses" (
    "id" SERIAL NOT NULL,
    "code" TEXT NOT NULL,
    "kind" "CourseKind" NOT NULL DEFAULT 'course',
    "name" TEXT NOT NULL,
    "level" "CourseLevel" NOT NULL,
    "iso_equivalent" TEXT,
    "description" TEXT NOT NULL,
    "price_cents" INTEGER NOT NULL DEFAULT 0,
    "currency" CHAR(3) NOT NULL DEFAULT 'USD',
    "validity_months" INTEGER NOT NULL DEFAULT 6,
    "min_age" INTEGER NOT NULL DEFAULT 10,
    "purchasable" BOOLEAN NOT NULL DEFAULT true,
    "active" BOOLEAN NOT NULL DEFAULT true,
    "exam_pass_mark" INTEGER NOT NULL DEFAULT 80,
    "exam_attempts" INTEGER NOT NULL DEFAULT 3,
    "position" INTEGER NOT NULL DEFAULT 0,
    "created_at" TIMESTAMPTZ(6) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updated_at" TIMESTAMPTZ(6) NOT NULL,

    CONSTRAINT "courses_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "course_prerequisites" (
    "course_id" INTEGER NOT NULL,
    "required_course_id" INTEGER NOT NULL,

    CONSTRAINT "course_prerequisites_pkey" PRIMARY KEY ("course_id","required_course_id")
);

-- CreateTable
CREATE TABLE "course_modules" (
    "id" SERIAL NOT NULL,
    "course_id" INTEGER NOT NULL,
    "position" INTEGER NOT NULL,
    "title" TEXT NOT NULL,
    "summary" TEXT,
    "content" TEXT NOT NULL,
    "pass_mark" INTEGER NOT NULL DEFAULT 75,

    CONSTRAINT "course_modules_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "questions" (
    "id" SERIAL NOT NULL,
    "module_id" INTEGER,
    "exam_course_id" INTEGER,
    "position" INTEGER NOT NULL,
    "text" TEXT NOT NULL,
    "type" "QuestionType" NOT NULL DEFAULT 'single',
    "explanation" TEXT,

    CONSTRAINT "questions_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "question_options" (
    "id" SERIAL NOT NULL,
    "question_id" INTEGER NOT NULL,
    "position" INTEGER NOT NULL,
    "text" TEXT NOT NULL,
    "is_correct" BOOLEAN NOT NULL DEFAULT false,

    CONSTRAINT "question_options_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "skills" (
    "id" SERIAL NOT NULL,
    "course_id" INTEGER NOT NULL,
    "position" INTEGER NOT NULL,
    "name" TEXT NOT NULL,
    "description" TEXT,
    "requires_dive" BOOLEAN NOT NULL DEFAULT false,

    CONSTRAINT "skills_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "course_logs" (
    "id" SERIAL NOT NULL,
    "log_code" TEXT NOT NULL,
    "user_id" INTEGER NOT NULL,
    "course_id" INTEGER NOT NULL,
    "instructor_id" INTEGER,
    "dive_center_id" INTEGER,
    "status" "CourseLogStatus" NOT NULL DEFAULT 'active',
    "source" TEXT NOT NULL DEFAULT 'instructor',
    "started_at" TIMESTAMPTZ(6) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "expires_at" TIMESTAMPTZ(6) NOT NULL,
    "completed_at" TIMESTAMPTZ(6),
    "exam_enabled_at" TIMESTAMPTZ(6),
    "version" INTEGER NOT NULL DEFAULT 1,
    "created_at" TIMESTAMPTZ(6) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updated_at" TIMESTAMPTZ(6) NOT NULL,

    CONSTRAINT "course_logs_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "quiz_attempts" (
    "id" SERIAL NOT NULL,
    "course_log_id" INTEGER NOT NULL,
    "kind" "AttemptKind" NOT NULL,
    "module_key" INTEGER NOT NULL DEFAULT 0,
    "attempt" INTEGER NOT NULL,
    "score" INTEGER NOT NULL,
    "correct" INTEGER NOT NULL,
    "total" INTEGER NOT NULL,
    "passed" BOOLEAN NOT NULL,
    "answers" JSONB NOT NULL,
    "submitted_at" TIMESTAMPTZ(6) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "quiz_attempts_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "skill_progress" (
    "id" SERIAL NOT NULL,
    "course_log_id" INTEGER NOT NULL,
    "skill_id" INTEGER NOT NULL,
    "instructor_id" INTEGER,
    "instructor_signed_at" TIMESTAMPTZ(6),
    "diver_signed_at" TIMESTAMPTZ(6),
    "dive_log_id" INTEGER,

    CONSTRAINT "skill_progress_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "certifications" (
    "id" SERIAL NOT NULL,
    "number" TEXT NOT NULL,
    "user_id" INTEGER NOT NULL,
    "course_id" INTEGER NOT NULL,
    "course_log_id" INTEGER,
    "level" "CourseLevel" NOT NULL,
    "iso_equivalent" TEXT,
    "issued_at" DATE NOT NULL,
    "instructor_id" INTEGER,
    "dive_center_id" INTEGER,
    "status" "CertificationStatus" NOT NULL DEFAULT 'valid',
    "created_at" TIMESTAMPTZ(6) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updated_at" TIMESTAMPTZ(6) NOT NULL,

    CONSTRAINT "certifications_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE UNIQUE INDEX "courses_code_key" ON "courses"("code");

-- CreateIndex
CREATE INDEX "courses_kind_active_level_position_idx" ON "courses"("kind", "active", "level", "position");

-- CreateIndex
CREATE UNIQUE INDEX "course_modules_course_id_position_key" ON "course_modules"("course_id", "position");

-- CreateIndex
CREATE INDEX "questions_module_id_position_idx" ON "questions"("module_id", "position");

-- CreateIndex
CREATE INDEX "questions_exam_course_id_position_idx" ON "questions"("exam_course_id", "position");

-- CreateIndex
CREATE INDEX "question_options_question_id_position_idx" ON "question_options"("question_id", "position");

-- CreateIndex
CREATE INDEX "skills_course_id_position_idx" ON "skills"("course_id", "position");

-- CreateIndex
CREATE UNIQUE INDEX "course_logs_log_code_key" ON "course_logs"("log_code");

-- CreateIndex
CREATE INDEX "course_logs_user_id_course_id_idx" ON "course_logs"("user_id", "course_id");

-- CreateIndex
CREATE INDEX "course_logs_user_id_expires_at_idx" ON "course_logs"("user_id", "expires_at");

-- CreateIndex
CREATE INDEX "course_logs_instructor_id_created_at_idx" ON "course_logs"("instructor_id", "created_at");

-- CreateIndex
CREATE UNIQUE INDEX "quiz_attempts_course_log_id_kind_module_key_attempt_key" ON "quiz_attempts"("course_log_id", "kind", "module_key", "attempt");

-- CreateIndex
CREATE UNIQUE INDEX "skill_progress_course_log_id_skill_id_key" ON "skill_progress"("course_log_id", "skill_id");

-- CreateIndex
CREATE UNIQUE INDEX "certifications_number_key" ON "certifications"("number");

-- CreateIndex
CREATE UNIQUE INDEX "certifications_course_log_id_key" ON "certifications"("course_log_id");

-- CreateIndex
CREATE INDEX "certifications_user_id_status_idx" ON "certifications"("user_id", "status");

-- CreateIndex
CREATE INDEX "certifications_instructor_id_level_issued_at_idx" ON "certifications"("instructor_id", "level", "issued_at");

-- AddForeignKey
ALTER TABLE "course_prerequisites" ADD CONSTRAINT "course_prerequisites_course_id_fkey" FOREIGN KEY ("course_id") REFERENCES "courses"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "course_prerequisites" ADD CONSTRAINT "course_prerequisites_required_course_id_fkey" FOREIGN KEY ("required_course_id") REFERENCES "courses"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "course_modules" ADD CONSTRAINT "course_modules_course_id_fkey" FOREIGN KEY ("course_id") REFERENCES "courses"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "questions" ADD CONSTRAINT "questions_module_id_fkey" FOREIGN KEY ("module_id") REFERENCES "course_modules"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "questions" ADD CONSTRAINT "questions_exam_course_id_fkey" FOREIGN KEY ("exam_course_id") REFERENCES "courses"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "question_options" ADD CONSTRAINT "question_options_question_id_fkey" FOREIGN KEY ("question_id") REFERENCES "questions"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "skills" ADD CONSTRAINT "skills_course_id_fkey" FOREIGN KEY ("course_id") REFERENCES "courses"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "course_logs" ADD CONSTRAINT "course_logs_user_id_fkey" FOREIGN KEY ("user_id") REFERENCES "users"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "course_logs" ADD CONSTRAINT "course_logs_course_id_fkey" FOREIGN KEY ("course_id") REFERENCES "courses"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "course_logs" ADD CONSTRAINT "course_logs_instructor_id_fkey" FOREIGN KEY ("instructor_id") REFERENCES "users"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "course_logs" ADD CONSTRAINT "course_logs_dive_center_id_fkey" FOREIGN KEY ("dive_center_id") REFERENCES "dive_centers"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "quiz_attempts" ADD CONSTRAINT "quiz_attempts_course_log_id_fkey" FOREIGN KEY ("course_log_id") REFERENCES "course_logs"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "skill_progress" ADD CONSTRAINT "skill_progress_course_log_id_fkey" FOREIGN KEY ("course_log_id") REFERENCES "course_logs"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "skill_progress" ADD CONSTRAINT "skill_progress_skill_id_fkey" FOREIGN KEY ("skill_id") REFERENCES "skills"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "skill_progress" ADD CONSTRAINT "skill_progress_instructor_id_fkey" FOREIGN KEY ("instructor_id") REFERENCES "users"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "certifications" ADD CONSTRAINT "certifications_user_id_fkey" FOREIGN KEY ("user_id") REFERENCES "users"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "certifications" ADD CONSTRAINT "certifications_course_id_fkey" FOREIGN KEY ("course_id") REFERENCES "courses"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "certifications" ADD CONSTRAINT "certifications_course_log_id_fkey" FOREIGN KEY ("course_log_id") REFERENCES "course_logs"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "certifications" ADD CONSTRAINT "certifications_instructor_id_fkey" FOREIGN KEY ("instructor_id") REFERENCES "users"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "certifications" ADD CONSTRAINT "certifications_dive_center_id_fkey" FOREIGN KEY ("dive_center_id") REFERENCES "dive_centers"("id") ON DELETE SET NULL ON UPDATE CASCADE;
