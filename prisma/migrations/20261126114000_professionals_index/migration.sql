-- The instructor searches (decision 0033, issue 27): professionals' rows as a small index of their
-- own. Professionals are one account in fifty, spread over the whole users table, so at a million
-- divers every match of a search by country or name read one table page (cold: 230 ms to count
-- Italy's 260 professionals; warm 2.5 ms). Partial (the professional levels, as the search writes
-- them in lib/search/search-instructors.ts) and covering (what the search filters and sorts on),
-- so the search answers the page's ids and its total by an index-only scan.
CREATE INDEX "users_professionals_idx" ON "users" ("id")
  INCLUDE ("status", "last_name", "first_name", "member_id", "default_language", "dive_center_id")
  WHERE qualification_level IN ('professional', 'trainer', 'examiner');
