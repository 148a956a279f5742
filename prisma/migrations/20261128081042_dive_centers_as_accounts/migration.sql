-- CreateEnum
CREATE TYPE "CenterRole" AS ENUM ('owner', 'manager', 'instructor');

-- CreateEnum
CREATE TYPE "DistributorRole" AS ENUM ('owner', 'manager');

-- CreateEnum
CREATE TYPE "CenterApplicationStatus" AS ENUM ('pending', 'approved', 'rejected');

-- CreateEnum
CREATE TYPE "SeatAssignmentStatus" AS ENUM ('enrolled', 'invited', 'returned');

-- AlterEnum
ALTER TYPE "OrderKind" ADD VALUE 'seats';

-- AlterTable
ALTER TABLE "orders" ADD COLUMN     "dive_center_id" INTEGER,
ADD COLUMN     "quantity" INTEGER NOT NULL DEFAULT 1;

-- CreateTable
CREATE TABLE "dive_center_members" (
    "dive_center_id" INTEGER NOT NULL,
    "user_id" INTEGER NOT NULL,
    "role" "CenterRole" NOT NULL,
    "created_at" TIMESTAMPTZ(6) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updated_at" TIMESTAMPTZ(6) NOT NULL,

    CONSTRAINT "dive_center_members_pkey" PRIMARY KEY ("dive_center_id","user_id")
);

-- CreateTable
CREATE TABLE "distributor_members" (
    "distributor_id" INTEGER NOT NULL,
    "user_id" INTEGER NOT NULL,
    "role" "DistributorRole" NOT NULL,
    "created_at" TIMESTAMPTZ(6) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updated_at" TIMESTAMPTZ(6) NOT NULL,

    CONSTRAINT "distributor_members_pkey" PRIMARY KEY ("distributor_id","user_id")
);

-- CreateTable
CREATE TABLE "dive_center_applications" (
    "id" SERIAL NOT NULL,
    "user_id" INTEGER NOT NULL,
    "name" TEXT NOT NULL,
    "country" CHAR(2) NOT NULL,
    "state_code" TEXT,
    "city" TEXT,
    "address" TEXT,
    "phone" TEXT,
    "email" TEXT,
    "website" TEXT,
    "distributor_id" INTEGER,
    "status" "CenterApplicationStatus" NOT NULL DEFAULT 'pending',
    "reason" TEXT,
    "decided_by_id" INTEGER,
    "decided_at" TIMESTAMPTZ(6),
    "dive_center_id" INTEGER,
    "created_at" TIMESTAMPTZ(6) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updated_at" TIMESTAMPTZ(6) NOT NULL,

    CONSTRAINT "dive_center_applications_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "center_invitations" (
    "id" SERIAL NOT NULL,
    "dive_center_id" INTEGER NOT NULL,
    "email" TEXT NOT NULL,
    "role" "CenterRole" NOT NULL,
    "invited_by_id" INTEGER,
    "expires_at" TIMESTAMPTZ(6) NOT NULL,
    "accepted_at" TIMESTAMPTZ(6),
    "accepted_by_id" INTEGER,
    "created_at" TIMESTAMPTZ(6) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "center_invitations_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "center_seat_balances" (
    "dive_center_id" INTEGER NOT NULL,
    "course_id" INTEGER NOT NULL,
    "bought" INTEGER NOT NULL DEFAULT 0,
    "assigned" INTEGER NOT NULL DEFAULT 0,
    "updated_at" TIMESTAMPTZ(6) NOT NULL,

    CONSTRAINT "center_seat_balances_pkey" PRIMARY KEY ("dive_center_id","course_id")
);

-- CreateTable
CREATE TABLE "seat_assignments" (
    "id" SERIAL NOT NULL,
    "dive_center_id" INTEGER NOT NULL,
    "course_id" INTEGER NOT NULL,
    "email" TEXT NOT NULL,
    "user_id" INTEGER,
    "instructor_id" INTEGER,
    "course_log_id" INTEGER,
    "status" "SeatAssignmentStatus" NOT NULL,
    "assigned_by_id" INTEGER,
    "created_at" TIMESTAMPTZ(6) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "enrolled_at" TIMESTAMPTZ(6),
    "returned_at" TIMESTAMPTZ(6),

    CONSTRAINT "seat_assignments_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "referrals" (
    "id" SERIAL NOT NULL,
    "jti" TEXT NOT NULL,
    "course_log_id" INTEGER NOT NULL,
    "from_instructor_id" INTEGER,
    "from_center_id" INTEGER,
    "expires_at" TIMESTAMPTZ(6) NOT NULL,
    "accepted_at" TIMESTAMPTZ(6),
    "accepted_by_id" INTEGER,
    "to_center_id" INTEGER,
    "created_at" TIMESTAMPTZ(6) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "referrals_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE INDEX "dive_center_members_user_id_idx" ON "dive_center_members"("user_id");

-- CreateIndex
CREATE INDEX "dive_center_members_dive_center_id_role_idx" ON "dive_center_members"("dive_center_id", "role");

-- CreateIndex
CREATE INDEX "distributor_members_user_id_idx" ON "distributor_members"("user_id");

-- CreateIndex
CREATE UNIQUE INDEX "dive_center_applications_dive_center_id_key" ON "dive_center_applications"("dive_center_id");

-- CreateIndex
CREATE INDEX "dive_center_applications_status_created_at_idx" ON "dive_center_applications"("status", "created_at");

-- CreateIndex
CREATE INDEX "dive_center_applications_user_id_created_at_idx" ON "dive_center_applications"("user_id", "created_at");

-- CreateIndex
CREATE INDEX "center_invitations_dive_center_id_created_at_idx" ON "center_invitations"("dive_center_id", "created_at");

-- CreateIndex
CREATE UNIQUE INDEX "seat_assignments_course_log_id_key" ON "seat_assignments"("course_log_id");

-- CreateIndex
CREATE INDEX "seat_assignments_dive_center_id_course_id_status_idx" ON "seat_assignments"("dive_center_id", "course_id", "status");

-- CreateIndex
CREATE INDEX "seat_assignments_email_status_idx" ON "seat_assignments"("email", "status");

-- CreateIndex
CREATE UNIQUE INDEX "referrals_jti_key" ON "referrals"("jti");

-- CreateIndex
CREATE INDEX "referrals_course_log_id_created_at_idx" ON "referrals"("course_log_id", "created_at");

-- CreateIndex
CREATE INDEX "certifications_dive_center_id_issued_at_idx" ON "certifications"("dive_center_id", "issued_at");

-- CreateIndex
CREATE INDEX "course_logs_dive_center_id_created_at_idx" ON "course_logs"("dive_center_id", "created_at");

-- CreateIndex
CREATE INDEX "orders_dive_center_id_created_at_idx" ON "orders"("dive_center_id", "created_at");

-- AddForeignKey
ALTER TABLE "orders" ADD CONSTRAINT "orders_dive_center_id_fkey" FOREIGN KEY ("dive_center_id") REFERENCES "dive_centers"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "dive_center_members" ADD CONSTRAINT "dive_center_members_dive_center_id_fkey" FOREIGN KEY ("dive_center_id") REFERENCES "dive_centers"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "dive_center_members" ADD CONSTRAINT "dive_center_members_user_id_fkey" FOREIGN KEY ("user_id") REFERENCES "users"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "distributor_members" ADD CONSTRAINT "distributor_members_distributor_id_fkey" FOREIGN KEY ("distributor_id") REFERENCES "distributors"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "distributor_members" ADD CONSTRAINT "distributor_members_user_id_fkey" FOREIGN KEY ("user_id") REFERENCES "users"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "dive_center_applications" ADD CONSTRAINT "dive_center_applications_user_id_fkey" FOREIGN KEY ("user_id") REFERENCES "users"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "dive_center_applications" ADD CONSTRAINT "dive_center_applications_distributor_id_fkey" FOREIGN KEY ("distributor_id") REFERENCES "distributors"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "dive_center_applications" ADD CONSTRAINT "dive_center_applications_dive_center_id_fkey" FOREIGN KEY ("dive_center_id") REFERENCES "dive_centers"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "center_invitations" ADD CONSTRAINT "center_invitations_dive_center_id_fkey" FOREIGN KEY ("dive_center_id") REFERENCES "dive_centers"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "center_seat_balances" ADD CONSTRAINT "center_seat_balances_dive_center_id_fkey" FOREIGN KEY ("dive_center_id") REFERENCES "dive_centers"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "center_seat_balances" ADD CONSTRAINT "center_seat_balances_course_id_fkey" FOREIGN KEY ("course_id") REFERENCES "courses"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "seat_assignments" ADD CONSTRAINT "seat_assignments_dive_center_id_fkey" FOREIGN KEY ("dive_center_id") REFERENCES "dive_centers"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "seat_assignments" ADD CONSTRAINT "seat_assignments_course_id_fkey" FOREIGN KEY ("course_id") REFERENCES "courses"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "seat_assignments" ADD CONSTRAINT "seat_assignments_course_log_id_fkey" FOREIGN KEY ("course_log_id") REFERENCES "course_logs"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "referrals" ADD CONSTRAINT "referrals_course_log_id_fkey" FOREIGN KEY ("course_log_id") REFERENCES "course_logs"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- The seat ledger never overdraws, whatever races: assigned stays between 0 and bought.
ALTER TABLE "center_seat_balances" ADD CONSTRAINT "center_seat_balances_assigned_check" CHECK ("assigned" >= 0 AND "assigned" <= "bought");
-- A seat order names its center and a positive quantity; other orders buy one.
ALTER TABLE "orders" ADD CONSTRAINT "orders_quantity_check" CHECK ("quantity" BETWEEN 1 AND 500);
