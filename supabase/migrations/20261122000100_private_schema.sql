-- private: what only the backend touches (call records, rate-limit state, trigger helpers).
-- Not in PostgREST's exposed schemas, and no API role gets USAGE: anon, authenticated and
-- service_role reach it only through the SECURITY DEFINER functions in public that
-- later migrations grant explicitly.
create schema if not exists private;

revoke all on schema private from public, anon, authenticated, service_role;
