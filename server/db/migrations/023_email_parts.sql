-- "E-mail contains" a whole address (what a representative pastes from a mail) read the trigram index's posting
-- lists of trigrams nearly every address has (`.co`, `com`, `@` with the domain's first letters): 114 ms p50 at a
-- million rows. A text holding the `@` of an address splits it: the address's local part ends with what comes before
-- the `@`, and its domain starts with what comes after. Both are prefix searches on B-trees: the local part reversed,
-- the domain as written, lower-cased as ILIKE compares them (opportunities/list/filters.ts, emailParts).
CREATE INDEX opportunities_email_local_idx ON api.opportunities
  (brand, reverse(lower(split_part(email, '@', 1))) text_pattern_ops) WHERE NOT is_deleted;
CREATE INDEX opportunities_email_domain_idx ON api.opportunities
  (brand, lower(split_part(email, '@', 2)) text_pattern_ops) WHERE NOT is_deleted;
