-- AlterTable
ALTER TABLE "certifications" ADD COLUMN     "status_list_index" SERIAL NOT NULL;

-- CreateIndex
CREATE UNIQUE INDEX "certifications_status_list_index_key" ON "certifications"("status_list_index");
