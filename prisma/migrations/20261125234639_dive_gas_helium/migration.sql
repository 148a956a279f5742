-- AlterTable
ALTER TABLE "dive_logs" ADD COLUMN     "gas_helium" DOUBLE PRECISION;
