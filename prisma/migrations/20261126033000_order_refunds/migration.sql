-- CreateEnum
CREATE TYPE "RefundStatus" AS ENUM ('pending', 'succeeded', 'failed');

-- CreateEnum
CREATE TYPE "RefundSource" AS ENUM ('console', 'provider');

-- AlterEnum
ALTER TYPE "CourseLogStatus" ADD VALUE 'refunded';

-- AlterEnum
-- This migration adds more than one value to an enum.
-- With PostgreSQL versions 11 and earlier, this is not possible
-- in a single migration. This can be worked around by creating
-- multiple migrations, each migration adding only one value to
-- the enum.


ALTER TYPE "OrderStatus" ADD VALUE 'partially_refunded';
ALTER TYPE "OrderStatus" ADD VALUE 'refunded';

-- AlterTable
ALTER TABLE "orders" ADD COLUMN     "refunded_at" TIMESTAMPTZ(6),
ADD COLUMN     "refunded_cents" INTEGER NOT NULL DEFAULT 0,
ADD COLUMN     "renewed_prev_expire" DATE,
ADD COLUMN     "renewed_prev_renewal" DATE;

-- CreateTable
CREATE TABLE "order_refunds" (
    "id" SERIAL NOT NULL,
    "order_id" INTEGER NOT NULL,
    "amount_cents" INTEGER NOT NULL,
    "currency" CHAR(3) NOT NULL,
    "status" "RefundStatus" NOT NULL DEFAULT 'pending',
    "source" "RefundSource" NOT NULL DEFAULT 'console',
    "provider_refund_id" TEXT,
    "reason" TEXT NOT NULL,
    "requested_by_id" INTEGER,
    "request_ip" TEXT,
    "request_id" TEXT,
    "failure_reason" TEXT,
    "created_at" TIMESTAMPTZ(6) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "completed_at" TIMESTAMPTZ(6),

    CONSTRAINT "order_refunds_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "emulator_refunds" (
    "id" TEXT NOT NULL,
    "payment_intent_id" TEXT NOT NULL,
    "amount" INTEGER NOT NULL,
    "currency" TEXT NOT NULL,
    "status" TEXT NOT NULL,
    "reason" TEXT,
    "metadata" JSONB NOT NULL,
    "created_at" TIMESTAMPTZ(6) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "emulator_refunds_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE UNIQUE INDEX "order_refunds_provider_refund_id_key" ON "order_refunds"("provider_refund_id");

-- CreateIndex
CREATE INDEX "order_refunds_order_id_created_at_idx" ON "order_refunds"("order_id", "created_at");

-- CreateIndex
CREATE INDEX "order_refunds_status_created_at_idx" ON "order_refunds"("status", "created_at");

-- CreateIndex
CREATE INDEX "emulator_refunds_payment_intent_id_created_at_idx" ON "emulator_refunds"("payment_intent_id", "created_at");

-- AddForeignKey
ALTER TABLE "order_refunds" ADD CONSTRAINT "order_refunds_order_id_fkey" FOREIGN KEY ("order_id") REFERENCES "orders"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- Never more refunded than paid, whatever the code above does (decision 0031).
ALTER TABLE "orders" ADD CONSTRAINT "orders_refunded_within_amount" CHECK ("refunded_cents" >= 0 AND "refunded_cents" <= "amount_cents");
ALTER TABLE "order_refunds" ADD CONSTRAINT "order_refunds_amount_positive" CHECK ("amount_cents" > 0);
