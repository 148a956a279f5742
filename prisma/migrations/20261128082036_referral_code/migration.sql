-- AlterTable
ALTER TABLE "referrals" ADD COLUMN     "code" TEXT;
