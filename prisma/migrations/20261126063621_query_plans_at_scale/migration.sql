-- DropIndex: replaced by audit_log_action_trgm_idx below (decision 0033).
DROP INDEX "audit_log_action_id_idx";

-- CreateIndex
CREATE INDEX "professional_memberships_job_country_idx" ON "professional_memberships"("job_country");

-- Substring and prefix searches at scale (decision 0033): trigram indexes serve ILIKE '%w%' and
-- LIKE 'p%' whatever the collation, and with a parameter as the pattern (generic plans).
--   users first_name, last_name: public instructor search, each word in the first or last name
--                                (partial: professionals only).
--   dive_centers name, city:     public and console dive center search.
--   audit_log action:            the console's "an action or its start" filter (a btree cannot
--                                serve LIKE 'p%' under a non-C collation, e.g. C.UTF-8).
-- Conditional, as in 20261126032134_admin_accounts: skipped where pg_trgm is not available (so the
-- drift check's engine, which loads no extension, never sees them and schema.prisma need not
-- describe them). The embedded PGlite loads pg_trgm since this change (lib/db/pglite.ts), so the
-- extension and the staff search's index are created here too for data folders migrated before.
DO $$
BEGIN
  IF EXISTS (SELECT 1 FROM pg_available_extensions WHERE name = 'pg_trgm') THEN
    CREATE EXTENSION IF NOT EXISTS pg_trgm;
    CREATE INDEX IF NOT EXISTS users_search_text_trgm_idx ON "users" USING gin (search_text gin_trgm_ops);
    -- Professionals only (2% of accounts): the instructor search filters on these levels, so a
    -- common name costs the professionals who bear it, not every diver who does.
    CREATE INDEX IF NOT EXISTS users_first_name_trgm_idx ON "users" USING gin (first_name gin_trgm_ops)
      WHERE qualification_level IN ('professional', 'trainer', 'examiner');
    CREATE INDEX IF NOT EXISTS users_last_name_trgm_idx ON "users" USING gin (last_name gin_trgm_ops)
      WHERE qualification_level IN ('professional', 'trainer', 'examiner');
    CREATE INDEX IF NOT EXISTS dive_centers_name_trgm_idx ON "dive_centers" USING gin (name gin_trgm_ops);
    CREATE INDEX IF NOT EXISTS dive_centers_city_trgm_idx ON "dive_centers" USING gin (city gin_trgm_ops);
    CREATE INDEX IF NOT EXISTS audit_log_action_trgm_idx ON "audit_log" USING gin (action gin_trgm_ops);
  END IF;
EXCEPTION WHEN insufficient_privilege THEN
  RAISE NOTICE 'pg_trgm not installed (no privilege): substring searches scan until it is';
END
$$;
