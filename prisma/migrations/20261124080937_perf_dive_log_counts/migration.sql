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
-- its own transaction. Statement-level, with transition tables: one counter update per diver and
-- statement, so a bulk insert of 20,000 dives writes one row version, not 20,000 (a per-row trigger
-- left that many dead versions for every later read to step over until vacuum). Concurrent writers
-- for one diver serialise on the counter row, taken in user_id order; the upsert covers a diver's
-- first dive.
CREATE FUNCTION dive_log_counts_apply() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    INSERT INTO dive_log_counts (user_id, live)
    SELECT user_id, count(*) FROM new_rows WHERE deleted_at IS NULL GROUP BY user_id ORDER BY user_id
    ON CONFLICT (user_id) DO UPDATE SET live = dive_log_counts.live + EXCLUDED.live;
  ELSIF TG_OP = 'DELETE' THEN
    UPDATE dive_log_counts c SET live = c.live - d.n
      FROM (SELECT user_id, count(*) AS n FROM old_rows WHERE deleted_at IS NULL GROUP BY user_id) d
     WHERE c.user_id = d.user_id;
  ELSE
    INSERT INTO dive_log_counts (user_id, live)
    SELECT user_id, sum(delta) FROM (
        SELECT user_id, 1 AS delta FROM new_rows WHERE deleted_at IS NULL
        UNION ALL
        SELECT user_id, -1 FROM old_rows WHERE deleted_at IS NULL) moves
     GROUP BY user_id HAVING sum(delta) <> 0 ORDER BY user_id
    ON CONFLICT (user_id) DO UPDATE SET live = dive_log_counts.live + EXCLUDED.live;
  END IF;
  RETURN NULL;
END
$$;

CREATE TRIGGER dive_log_counts_insert AFTER INSERT ON dive_logs
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION dive_log_counts_apply();
CREATE TRIGGER dive_log_counts_delete AFTER DELETE ON dive_logs
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION dive_log_counts_apply();
-- Updates that neither soft-delete, restore nor move a dive find no difference and write nothing.
CREATE TRIGGER dive_log_counts_update AFTER UPDATE ON dive_logs
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION dive_log_counts_apply();

-- The dives logged before this migration.
INSERT INTO dive_log_counts (user_id, live)
SELECT user_id, COUNT(*) FROM dive_logs WHERE deleted_at IS NULL GROUP BY user_id;
