-- AlterTable
ALTER TABLE "users" ADD COLUMN     "search_text" TEXT;

-- CreateIndex
CREATE INDEX "professional_memberships_restore_date_idx" ON "professional_memberships"("restore_date");

-- CreateIndex
CREATE INDEX "users_restore_date_idx" ON "users"("restore_date");

-- Staff search (decision 0028): one folded text per account, written by the database on every
-- insert or update, so no write path of the application can forget it. fold_search() is the one
-- definition of "the same letters" for both the column and the query (lib/admin-users/list-users.ts
-- calls it on q): lower case, accents removed (Latin letters), ß/æ/œ/þ spelled out, spaces collapsed.
-- Plain SQL (translate/replace/lower), so it works on PostgreSQL and PGlite alike (no unaccent).
CREATE OR REPLACE FUNCTION fold_search(t text) RETURNS text
LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT btrim(regexp_replace(
    lower(replace(replace(replace(replace(replace(replace(replace(replace(
      translate(coalesce(t, ''), 'ÀÁÂÃÄÅÇÈÉÊËÌÍÎÏÑÒÓÔÕÖÙÚÛÜÝàáâãäåçèéêëìíîïñòóôõöùúûüýÿĀāĂăĄąĆćĈĉĊċČčĎďĒēĔĕĖėĘęĚěĜĝĞğĠġĢģĤĥĨĩĪīĬĭĮįİĴĵĶķĹĺĻļĽľŃńŅņŇňŌōŎŏŐőŔŕŖŗŘřŚśŜŝŞşŠšŢţŤťŨũŪūŬŭŮůŰűŲųŴŵŶŷŸŹźŻżŽžƠơƯưǍǎǏǐǑǒǓǔǕǖǗǘǙǚǛǜǞǟǠǡǦǧǨǩǪǫǬǭǰǴǵǸǹǺǻȀȁȂȃȄȅȆȇȈȉȊȋȌȍȎȏȐȑȒȓȔȕȖȗȘșȚțȞȟȦȧȨȩȪȫȬȭȮȯȰȱȲȳØøĐđÐðŁłıĦħŦŧĿŀ', 'aaaaaaceeeeiiiinooooouuuuyaaaaaaceeeeiiiinooooouuuuyyaaaaaaccccccccddeeeeeeeeeegggggggghhiiiiiiiiijjkkllllllnnnnnnoooooorrrrrrssssssssttttuuuuuuuuuuuuwwyyyzzzzzzoouuaaiioouuuuuuuuuuaaaaggkkoooojggnnaaaaaaeeeeiiiioooorrrruuuusstthhaaeeooooooooyyooddddllihhttll'),
      'ß', 'ss'), 'ẞ', 'ss'), 'æ', 'ae'), 'Æ', 'ae'), 'œ', 'oe'), 'Œ', 'oe'), 'þ', 'th'), 'Þ', 'th')),
    '\s+', ' ', 'g'))
$$;

CREATE OR REPLACE FUNCTION users_search_text() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  NEW.search_text := fold_search(concat_ws(' ', NEW.first_name, NEW.last_name, NEW.email, NEW.member_id));
  RETURN NEW;
END
$$;

CREATE TRIGGER users_search_text
  BEFORE INSERT OR UPDATE OF first_name, last_name, email, member_id ON "users"
  FOR EACH ROW EXECUTE FUNCTION users_search_text();

UPDATE "users" SET search_text = fold_search(concat_ws(' ', first_name, last_name, email, member_id));

-- Substring matching at a million accounts needs a trigram index. pg_trgm ships with PostgreSQL
-- (a trusted extension since 13); PGlite (development, tests) does not load it, and scans instead.
DO $$
BEGIN
  IF EXISTS (SELECT 1 FROM pg_available_extensions WHERE name = 'pg_trgm') THEN
    CREATE EXTENSION IF NOT EXISTS pg_trgm;
    CREATE INDEX IF NOT EXISTS users_search_text_trgm_idx ON "users" USING gin (search_text gin_trgm_ops);
  END IF;
EXCEPTION WHEN insufficient_privilege THEN
  RAISE NOTICE 'pg_trgm not installed (no privilege): staff search scans users until it is';
END
$$;
