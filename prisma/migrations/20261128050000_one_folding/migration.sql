-- One folding (issue 36, decision 0042): fold_search() is the only definition of "the same
-- letters" for every search of the app (accounts, dive centers, distributors, certifications,
-- catalogue and store courses, orders, the public diver, instructor and dive-center searches).
-- Every search folds its column and its term with this function (lib/db/fold.ts), so a column and
-- a term can never be folded two ways.
--
-- This version folds what the JavaScript folding of the public searches (foldName, now deleted)
-- folded and the first version did not: a letter written as a base letter plus combining marks
-- (an app sends "Jose" + U+0301), and precomposed letters outside the translate() list
-- (Vietnamese "ễ", Greek "ά"). After the Latin list, the text is decomposed (NFD), the marks of
-- the combining diacritics blocks are removed, and it is composed again (NFC), so scripts whose
-- letters decompose otherwise (Hangul, kana) keep their letters. Everything the first version
-- folded folds to the same letters. normalize() is built into PostgreSQL 13+ and PGlite (UTF-8).
-- A no-break space counts as a space.
CREATE OR REPLACE FUNCTION fold_search(t text) RETURNS text
LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT btrim(regexp_replace(
    lower(replace(replace(replace(replace(replace(replace(replace(replace(
      normalize(regexp_replace(normalize(
        translate(coalesce(t, ''), 'ÀÁÂÃÄÅÇÈÉÊËÌÍÎÏÑÒÓÔÕÖÙÚÛÜÝàáâãäåçèéêëìíîïñòóôõöùúûüýÿĀāĂăĄąĆćĈĉĊċČčĎďĒēĔĕĖėĘęĚěĜĝĞğĠġĢģĤĥĨĩĪīĬĭĮįİĴĵĶķĹĺĻļĽľŃńŅņŇňŌōŎŏŐőŔŕŖŗŘřŚśŜŝŞşŠšŢţŤťŨũŪūŬŭŮůŰűŲųŴŵŶŷŸŹźŻżŽžƠơƯưǍǎǏǐǑǒǓǔǕǖǗǘǙǚǛǜǞǟǠǡǦǧǨǩǪǫǬǭǰǴǵǸǹǺǻȀȁȂȃȄȅȆȇȈȉȊȋȌȍȎȏȐȑȒȓȔȕȖȗȘșȚțȞȟȦȧȨȩȪȫȬȭȮȯȰȱȲȳØøĐđÐðŁłıĦħŦŧĿŀ', 'aaaaaaceeeeiiiinooooouuuuyaaaaaaceeeeiiiinooooouuuuyyaaaaaaccccccccddeeeeeeeeeegggggggghhiiiiiiiiijjkkllllllnnnnnnoooooorrrrrrssssssssttttuuuuuuuuuuuuwwyyyzzzzzzoouuaaiioouuuuuuuuuuaaaaggkkoooojggnnaaaaaaeeeeiiiioooorrrruuuusstthhaaeeooooooooyyooddddllihhttll'),
        NFD), '[\u0300-\u036f\u1ab0-\u1aff\u1dc0-\u1dff\u20d0-\u20ff\ufe20-\ufe2f]', '', 'g'), NFC),
      'ß', 'ss'), 'ẞ', 'ss'), 'æ', 'ae'), 'Æ', 'ae'), 'œ', 'oe'), 'Œ', 'oe'), 'þ', 'th'), 'Þ', 'th')),
    '[\s\u00a0]+', ' ', 'g'))
$$;

-- What the database already holds under the first version: the staff search's column (only the
-- rows whose folding changed are written) and the index on the folded full name, made again
-- (REINDEX is not enough: a session that read the index before keeps the first version's
-- expression in its cache and would rebuild the index with it).
UPDATE "users" SET search_text = fold_search(concat_ws(' ', first_name, last_name, email, member_id))
WHERE search_text IS DISTINCT FROM fold_search(concat_ws(' ', first_name, last_name, email, member_id));
DROP INDEX "users_full_name_folded_idx";
CREATE INDEX "users_full_name_folded_idx" ON "users" (fold_search(coalesce(first_name, '') || ' ' || coalesce(last_name, '')) text_pattern_ops);

-- CreateIndex: the console's certification search reads a course's certifications by course.
CREATE INDEX "certifications_course_id_idx" ON "certifications"("course_id");

-- The searches now match folded text, so their trigram indexes are on the folded expressions
-- (decision 0033 made them on the raw columns, for ILIKE):
--   users first_name, last_name:    public instructor search (partial: professionals only, as before)
--   dive_centers name, city, email: public search (name, city) and the console's (name, city, e-mail)
--   orders payment_intent_id:       the console's order search (buyers and students are found
--                                   through users.search_text's index)
-- Conditional like every trigram index (20261126032134_admin_accounts): skipped where pg_trgm is
-- not available, so the drift check's engine never sees them.
DROP INDEX IF EXISTS "users_first_name_trgm_idx";
DROP INDEX IF EXISTS "users_last_name_trgm_idx";
DROP INDEX IF EXISTS "dive_centers_name_trgm_idx";
DROP INDEX IF EXISTS "dive_centers_city_trgm_idx";
DO $$
BEGIN
  IF EXISTS (SELECT 1 FROM pg_available_extensions WHERE name = 'pg_trgm') THEN
    CREATE EXTENSION IF NOT EXISTS pg_trgm;
    CREATE INDEX IF NOT EXISTS users_first_name_folded_trgm_idx ON "users" USING gin (fold_search(first_name) gin_trgm_ops)
      WHERE qualification_level IN ('professional', 'trainer', 'examiner');
    CREATE INDEX IF NOT EXISTS users_last_name_folded_trgm_idx ON "users" USING gin (fold_search(last_name) gin_trgm_ops)
      WHERE qualification_level IN ('professional', 'trainer', 'examiner');
    CREATE INDEX IF NOT EXISTS dive_centers_name_folded_trgm_idx ON "dive_centers" USING gin (fold_search(name) gin_trgm_ops);
    CREATE INDEX IF NOT EXISTS dive_centers_city_folded_trgm_idx ON "dive_centers" USING gin (fold_search(city) gin_trgm_ops);
    CREATE INDEX IF NOT EXISTS dive_centers_email_folded_trgm_idx ON "dive_centers" USING gin (fold_search(email) gin_trgm_ops);
    CREATE INDEX IF NOT EXISTS orders_payment_intent_folded_trgm_idx ON "orders" USING gin (fold_search(payment_intent_id) gin_trgm_ops);
  END IF;
EXCEPTION WHEN insufficient_privilege THEN
  RAISE NOTICE 'pg_trgm not installed (no privilege): substring searches scan until it is';
END
$$;
