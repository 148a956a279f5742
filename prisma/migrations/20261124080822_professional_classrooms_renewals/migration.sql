-- CreateEnum
CREATE TYPE "OrderKind" AS ENUM ('course', 'renewal');

-- CreateEnum
CREATE TYPE "ClassroomSessionKind" AS ENUM ('theory', 'confined_water', 'open_water');

-- AlterTable
ALTER TABLE "orders" ADD COLUMN     "kind" "OrderKind" NOT NULL DEFAULT 'course',
ADD COLUMN     "renewed_from" DATE,
ADD COLUMN     "renewed_until" DATE,
ALTER COLUMN "course_id" DROP NOT NULL;

-- AlterTable
ALTER TABLE "professional_memberships" ADD COLUMN     "reminder_sent_for" DATE;

-- CreateTable
CREATE TABLE "classrooms" (
    "id" SERIAL NOT NULL,
    "instructor_id" INTEGER NOT NULL,
    "course_id" INTEGER NOT NULL,
    "dive_center_id" INTEGER,
    "name" TEXT NOT NULL,
    "starts_on" DATE NOT NULL,
    "ends_on" DATE NOT NULL,
    "capacity" INTEGER,
    "created_at" TIMESTAMPTZ(6) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updated_at" TIMESTAMPTZ(6) NOT NULL,

    CONSTRAINT "classrooms_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "classroom_sessions" (
    "id" SERIAL NOT NULL,
    "classroom_id" INTEGER NOT NULL,
    "kind" "ClassroomSessionKind" NOT NULL,
    "starts_at" TIMESTAMPTZ(6) NOT NULL,
    "location" TEXT NOT NULL,

    CONSTRAINT "classroom_sessions_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "classroom_students" (
    "classroom_id" INTEGER NOT NULL,
    "course_log_id" INTEGER NOT NULL,
    "added_at" TIMESTAMPTZ(6) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "classroom_students_pkey" PRIMARY KEY ("classroom_id","course_log_id")
);

-- CreateIndex
CREATE INDEX "classrooms_instructor_id_starts_on_idx" ON "classrooms"("instructor_id", "starts_on");

-- CreateIndex
CREATE INDEX "classroom_sessions_classroom_id_starts_at_idx" ON "classroom_sessions"("classroom_id", "starts_at");

-- CreateIndex
CREATE INDEX "classroom_students_course_log_id_idx" ON "classroom_students"("course_log_id");

-- CreateIndex
CREATE INDEX "orders_user_id_kind_status_idx" ON "orders"("user_id", "kind", "status");

-- AddForeignKey
ALTER TABLE "classrooms" ADD CONSTRAINT "classrooms_instructor_id_fkey" FOREIGN KEY ("instructor_id") REFERENCES "users"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "classrooms" ADD CONSTRAINT "classrooms_course_id_fkey" FOREIGN KEY ("course_id") REFERENCES "courses"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "classrooms" ADD CONSTRAINT "classrooms_dive_center_id_fkey" FOREIGN KEY ("dive_center_id") REFERENCES "dive_centers"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "classroom_sessions" ADD CONSTRAINT "classroom_sessions_classroom_id_fkey" FOREIGN KEY ("classroom_id") REFERENCES "classrooms"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "classroom_students" ADD CONSTRAINT "classroom_students_classroom_id_fkey" FOREIGN KEY ("classroom_id") REFERENCES "classrooms"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "classroom_students" ADD CONSTRAINT "classroom_students_course_log_id_fkey" FOREIGN KEY ("course_log_id") REFERENCES "course_logs"("id") ON DELETE CASCADE ON UPDATE CASCADE;
