-- Realised exchange differences get accounts of their own: gains (income) and losses (expense), against
-- "Foreign currency revaluation", an asset in the base currency that carries the rate movements of
-- foreign-currency receivables, so each currency's receivables stay equal to its open invoices.
INSERT INTO "ledger_accounts" ("code", "name", "type", "system_key") VALUES
  ('1150', 'Foreign currency revaluation', 'ASSET', 'fx_revaluation'),
  ('4960', 'Realised exchange gains', 'INCOME', 'fx_gain'),
  ('5960', 'Realised exchange losses', 'EXPENSE', 'fx_loss')
ON CONFLICT DO NOTHING;
