-- Staff search by a whole name (decision 0035): a q of two or more words matches the start of the
-- folded full name, "first last", through a btree on that expression. The trigram index on
-- users.search_text read posting lists that grow with every account (161 ms p50 at a million
-- divers against 50 ms at 10,000); this range read grows only with the accounts of that name.
-- text_pattern_ops: LIKE 'prefix%' is a range of this index under any database collation.
CREATE INDEX "users_full_name_folded_idx" ON "users" (fold_search(coalesce(first_name, '') || ' ' || coalesce(last_name, '')) text_pattern_ops);
