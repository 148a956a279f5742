-- DropIndex
DROP INDEX "users_dive_center_id_idx";

-- CreateIndex
CREATE INDEX "users_dive_center_id_id_idx" ON "users"("dive_center_id", "id");

-- CreateIndex
CREATE INDEX "users_created_at_id_idx" ON "users"("created_at" DESC, "id" DESC);
