-- The studio's local author (docs/decisions/041-studio-access.md): author@example.com with the
-- password "bodega-studio-local", confirmed, so a newcomer signs in and enrols an authenticator
-- app on the first visit to /studio (README, "The studio"). Local state only: production's
-- STUDIO_ADMINS refuses this address. DO NOTHING on conflict, so a restart keeps the enrolment.
INSERT INTO user (id, name, email, email_verified, two_factor_enabled, created_at, updated_at)
VALUES ('local-studio-author', 'Adrià Vidal', 'author@example.com', 1, 0, 1767225600000, 1767225600000)
ON CONFLICT DO NOTHING;

-- better-auth's scrypt hash of the password above (better-auth/crypto hashPassword).
INSERT INTO account (id, account_id, provider_id, user_id, password, created_at, updated_at)
VALUES (
  'local-studio-author-credential',
  'local-studio-author',
  'credential',
  'local-studio-author',
  '8e009b24992cd3ff3a3fff27ae53a1f4:8eace2e8cb538660cd0fb8ac0c4bab855600c9657b46f09c313333eb025923a7be1aca062f3fadcab6126078a520901e5f8084596e540c3f24e97db42e60a03a',
  1767225600000,
  1767225600000
)
ON CONFLICT DO NOTHING;
