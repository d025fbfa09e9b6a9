-- The customer company's registration status at the Receita Federal (situação cadastral: ATIVA, SUSPENSA, INAPTA,
-- BAIXADA, NULA), as the CNPJ register gave it at registration and at each re-check of the opportunity job. NULL
-- while the register never gave one (the lookup service was down, or does not know the CNPJ): never verified.
ALTER TABLE api.opportunities
  ADD COLUMN company_status text CHECK (company_status IN ('ATIVA', 'SUSPENSA', 'INAPTA', 'BAIXADA', 'NULA')),
  ADD COLUMN company_status_checked_at timestamptz;

-- Few customers stop being active: the list's "empresa inativa" filter reads only them, in the list's order. Written
-- as the filter writes it (list/filters.ts), so that the planner matches it.
CREATE INDEX opportunities_company_inactive_idx ON api.opportunities (brand, created_at DESC, id)
  WHERE company_status <> 'ATIVA';

-- The re-check takes the customers of opportunities in analysis and approved, the oldest check first (never checked
-- before all): it reads the first entries of this index, not every live opportunity.
CREATE INDEX opportunities_company_recheck_idx ON api.opportunities (company_status_checked_at NULLS FIRST, id)
  WHERE status IN ('analysis', 'approved') AND NOT is_deleted;

-- The local register (provider `local`) carries the status as BrasilAPI does; its companies are active unless the
-- seed says otherwise.
ALTER TABLE api.companies
  ADD COLUMN situacao_cadastral text NOT NULL DEFAULT 'ATIVA'
    CHECK (situacao_cadastral IN ('ATIVA', 'SUSPENSA', 'INAPTA', 'BAIXADA', 'NULA'));
