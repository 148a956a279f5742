-- CreateTable
CREATE TABLE "dive_log_counts" (
    "user_id" INTEGER NOT NULL,
    "live" INTEGER NOT NULL DEFAULT 0,

    CONSTRAINT "dive_log_counts_pkey" PRIMARY KEY ("user_id")
);

-- AddForeignKey
ALTER TABLE "dive_log_counts" ADD CONSTRAINT "dive_log_counts_user_id_fkey" FOREIGN KEY ("user_id") REFERENCES "users"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- Kept by triggers rather than by the services: every path that writes dive_logs (create, soft
-- delete, hard delete, a user's cascade, a future import or admin tool) keeps the count exact in
-- its own transaction. Concurrent inserts for one diver serialise on the counter row, and the
-- upsert covers the first dive of a diver without a row yet.
CREATE FUNCTION dive_log_counts_apply() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP IN ('UPDATE', 'DELETE') AND OLD.deleted_at IS NULL THEN
    UPDATE dive_log_counts SET live = live - 1 WHERE user_id = OLD.user_id;
  END IF;
  IF TG_OP IN ('INSERT', 'UPDATE') AND NEW.deleted_at IS NULL THEN
    INSERT INTO dive_log_counts (user_id, live) VALUES (NEW.user_id, 1)
    ON CONFLICT (user_id) DO UPDATE SET live = dive_log_counts.live + 1;
  END IF;
  RETURN NULL;
END
$$;

CREATE TRIGGER dive_log_counts_insert_delete
  AFTER INSERT OR DELETE ON dive_logs
  FOR EACH ROW EXECUTE FUNCTION dive_log_counts_apply();

-- Only updates that move a dive in or out of a diver's live set touch the counter.
CREATE TRIGGER dive_log_counts_update
  AFTER UPDATE OF deleted_at, user_id ON dive_logs
  FOR EACH ROW
  WHEN ((OLD.deleted_at IS NULL) IS DISTINCT FROM (NEW.deleted_at IS NULL) OR OLD.user_id IS DISTINCT FROM NEW.user_id)
  EXECUTE FUNCTION dive_log_counts_apply();

-- The dives logged before this migration.
INSERT INTO dive_log_counts (user_id, live)
SELECT user_id, COUNT(*) FROM dive_logs WHERE deleted_at IS NULL GROUP BY user_id;
