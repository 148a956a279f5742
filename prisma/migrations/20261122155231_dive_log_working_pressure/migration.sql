-- AlterTable
ALTER TABLE "dive_logs" ADD COLUMN     "cylinder_working_pressure" DOUBLE PRECISION;
