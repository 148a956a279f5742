-- AlterTable
ALTER TABLE "dive_logs" ADD COLUMN     "change_seq" INTEGER NOT NULL DEFAULT 0;

-- AlterTable
ALTER TABLE "users" ADD COLUMN     "dive_log_seq" INTEGER NOT NULL DEFAULT 0;

-- CreateTable
CREATE TABLE "sync_clients" (
    "id" SERIAL NOT NULL,
    "user_id" INTEGER NOT NULL,
    "client_id" VARCHAR(100) NOT NULL,
    "uploads" INTEGER NOT NULL DEFAULT 0,
    "first_seen_at" TIMESTAMPTZ(6) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "last_sync_at" TIMESTAMPTZ(6) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "sync_clients_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "sync_operations" (
    "id" SERIAL NOT NULL,
    "user_id" INTEGER NOT NULL,
    "client_id" VARCHAR(100) NOT NULL,
    "op_id" VARCHAR(100) NOT NULL,
    "type" VARCHAR(64) NOT NULL,
    "status" VARCHAR(16) NOT NULL,
    "data" JSONB,
    "errors" JSONB,
    "client_time" TIMESTAMPTZ(6),
    "created_at" TIMESTAMPTZ(6) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "sync_operations_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "sync_conflicts" (
    "id" SERIAL NOT NULL,
    "user_id" INTEGER NOT NULL,
    "dive_log_id" INTEGER NOT NULL,
    "client_id" VARCHAR(100) NOT NULL,
    "op_id" VARCHAR(100) NOT NULL,
    "server" JSONB NOT NULL,
    "client" JSONB NOT NULL,
    "base_updated_at" TIMESTAMPTZ(6),
    "keep" VARCHAR(8),
    "created_at" TIMESTAMPTZ(6) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "resolved_at" TIMESTAMPTZ(6),

    CONSTRAINT "sync_conflicts_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE UNIQUE INDEX "sync_clients_user_id_client_id_key" ON "sync_clients"("user_id", "client_id");

-- CreateIndex
CREATE UNIQUE INDEX "sync_operations_user_id_client_id_op_id_key" ON "sync_operations"("user_id", "client_id", "op_id");

-- CreateIndex
CREATE INDEX "sync_conflicts_user_id_resolved_at_id_idx" ON "sync_conflicts"("user_id", "resolved_at", "id");

-- CreateIndex
CREATE INDEX "dive_logs_user_id_change_seq_idx" ON "dive_logs"("user_id", "change_seq");

-- AddForeignKey
ALTER TABLE "sync_clients" ADD CONSTRAINT "sync_clients_user_id_fkey" FOREIGN KEY ("user_id") REFERENCES "users"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "sync_operations" ADD CONSTRAINT "sync_operations_user_id_fkey" FOREIGN KEY ("user_id") REFERENCES "users"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "sync_conflicts" ADD CONSTRAINT "sync_conflicts_user_id_fkey" FOREIGN KEY ("user_id") REFERENCES "users"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "sync_conflicts" ADD CONSTRAINT "sync_conflicts_dive_log_id_fkey" FOREIGN KEY ("dive_log_id") REFERENCES "dive_logs"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- Sync delta cursor (docs/decisions/0009-sync-change-sequence.md): every insert or update of a
-- dive log takes the next number of its diver's counter. The UPDATE holds the diver's row lock
-- until the writing transaction ends, so a diver's numbers are handed out in commit order and a
-- reader that has seen number N can never later find a committed change numbered below N.
CREATE FUNCTION dive_logs_change_seq() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE "users" SET "dive_log_seq" = "dive_log_seq" + 1 WHERE "id" = NEW."user_id"
    RETURNING "dive_log_seq" INTO NEW."change_seq";
  RETURN NEW;
END
$$;

CREATE TRIGGER dive_logs_change_seq BEFORE INSERT OR UPDATE ON "dive_logs"
  FOR EACH ROW EXECUTE FUNCTION dive_logs_change_seq();

-- Dives logged before this migration: numbered once, oldest change first.
UPDATE "dive_logs" SET "updated_at" = "updated_at";
