-- The daily personalized digest's default is the reader's plan (accounts-and-membership §5): a reader
-- who never switched it is stored without it. Rows written before stored the old default, false,
-- which no one who was never premium can have chosen (the switch is locked on the free plan).
UPDATE "user_preferences" AS p
SET "preferences" = jsonb_set(p."preferences", '{emailSettings}', (p."preferences" -> 'emailSettings') - 'dailyDigest')
WHERE p."preferences" -> 'emailSettings' -> 'dailyDigest' = 'false'::jsonb
  AND NOT EXISTS (
    SELECT 1 FROM "subscriptions" AS s WHERE s."user_id" = p."user_id" AND (s."trial_used" OR s."tier" = 'premium')
  )
  AND NOT EXISTS (SELECT 1 FROM "invoices" AS i WHERE i."user_id" = p."user_id" AND i."status" = 'paid');
