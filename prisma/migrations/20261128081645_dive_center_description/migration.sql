-- AlterTable
ALTER TABLE "dive_centers" ADD COLUMN     "description" TEXT;
