-- The part of hosted Supabase that migrations rely on, recreated for the local stack.
-- Idempotent: runs on every start (persisted dev clusters included).

do $$
begin
  if not exists (select from pg_roles where rolname = 'anon') then
    create role anon nologin noinherit;
  end if;
  if not exists (select from pg_roles where rolname = 'authenticated') then
    create role authenticated nologin noinherit;
  end if;
  if not exists (select from pg_roles where rolname = 'service_role') then
    create role service_role nologin noinherit bypassrls;
  end if;
  if not exists (select from pg_roles where rolname = 'authenticator') then
    create role authenticator login noinherit password 'postgres';
  end if;
end
$$;

grant anon, authenticated, service_role to authenticator;

create schema if not exists extensions;
grant usage on schema extensions to anon, authenticated, service_role;

-- auth helpers reading the claims PostgREST puts into request.jwt.claims
create schema if not exists auth;
grant usage on schema auth to anon, authenticated, service_role;

create or replace function auth.jwt() returns jsonb
language sql stable
as $$
  select coalesce(
    nullif(current_setting('request.jwt.claim', true), ''),
    nullif(current_setting('request.jwt.claims', true), '')
  )::jsonb
$$;

create or replace function auth.role() returns text
language sql stable
as $$ select coalesce(current_setting('request.jwt.claim.role', true), auth.jwt() ->> 'role') $$;

create or replace function auth.uid() returns uuid
language sql stable
as $$ select nullif(coalesce(current_setting('request.jwt.claim.sub', true), auth.jwt() ->> 'sub'), '')::uuid $$;

-- Hosted Supabase's defaults: the API roles get everything in public, so RLS is the only
-- guard unless a migration revokes and grants explicitly (ours do; the tests prove it).
grant usage on schema public to anon, authenticated, service_role;
alter default privileges in schema public grant all on tables to anon, authenticated, service_role;
alter default privileges in schema public grant all on functions to anon, authenticated, service_role;
alter default privileges in schema public grant all on sequences to anon, authenticated, service_role;

-- Migration history in the Supabase CLI's own table (`supabase migration list --db-url` agrees)
create schema if not exists supabase_migrations;
create table if not exists supabase_migrations.schema_migrations (
  version text primary key,
  statements text[],
  name text
);

-- Supabase Vault's SQL surface (extension supabase_vault on hosted Supabase), for secrets that
-- functions in the database read, such as the rate-limit pepper. Same names and signatures;
-- locally the secret is stored as is (throwaway or developer clusters, no encryption at rest).
do $$
begin
  if not exists (select from pg_namespace where nspname = 'vault') then
    create schema vault;
    revoke all on schema vault from public;
    create table vault.secrets (
      id uuid primary key default gen_random_uuid(),
      name text unique,
      description text not null default '',
      secret text not null,
      key_id uuid,
      nonce bytea,
      created_at timestamptz not null default now(),
      updated_at timestamptz not null default now()
    );
    create view vault.decrypted_secrets as
      select id, name, description, secret, secret as decrypted_secret, key_id, nonce,
        created_at, updated_at
      from vault.secrets;
    create function vault.create_secret(
      new_secret text, new_name text default null, new_description text default '',
      new_key_id uuid default null
    ) returns uuid
    language sql
    set search_path = ''
    as 'insert into vault.secrets (secret, name, description, key_id)
        values (new_secret, new_name, coalesce(new_description, ''''), new_key_id) returning id';
    create function vault.update_secret(
      secret_id uuid, new_secret text default null, new_name text default null,
      new_description text default null, new_key_id uuid default null
    ) returns void
    language sql
    set search_path = ''
    as 'update vault.secrets set secret = coalesce(new_secret, secret),
          name = coalesce(new_name, name), description = coalesce(new_description, description),
          key_id = coalesce(new_key_id, key_id), updated_at = now()
        where id = secret_id';
    revoke all on function vault.create_secret(text, text, text, uuid) from public;
    revoke all on function vault.update_secret(uuid, text, text, text, uuid) from public;
  end if;
end
$$;

-- pg_net's SQL surface (extension pg_net on hosted Supabase: the database's asynchronous HTTP
-- client, used by the morning digest's pg_cron job). Same names and signature: net.http_post
-- queues the request in net.http_request_queue and returns its id; here the local stack's worker
-- (src/net-worker.ts, woken by a notification) sends it and writes net._http_response, as
-- pg_net's background worker does.
do $$
begin
  if not exists (select from pg_namespace where nspname = 'net') then
    create schema net;
    revoke all on schema net from public;
    create table net.http_request_queue (
      id bigserial primary key,
      method text not null,
      url text not null,
      headers jsonb not null default '{}'::jsonb,
      body bytea,
      timeout_milliseconds integer not null
    );
    create table net._http_response (
      id bigint,
      status_code integer,
      content_type text,
      headers jsonb,
      content text,
      timed_out boolean,
      error_msg text,
      created timestamptz not null default now()
    );
    create function net.http_post(
      url text,
      body jsonb default '{}'::jsonb,
      params jsonb default '{}'::jsonb,
      headers jsonb default '{"Content-Type": "application/json"}'::jsonb,
      timeout_milliseconds integer default 5000
    ) returns bigint
    language plpgsql
    set search_path = ''
    as $fn$
    declare
      request_id bigint;
      query text;
    begin
      select string_agg(format('%s=%s', key, value), '&') into query
      from jsonb_each_text(coalesce(params, '{}'::jsonb));
      insert into net.http_request_queue (method, url, headers, body, timeout_milliseconds)
      values (
        'POST',
        url || coalesce('?' || query, ''),
        coalesce(headers, '{}'::jsonb),
        convert_to(coalesce(body, '{}'::jsonb)::text, 'UTF8'),
        timeout_milliseconds
      )
      returning id into request_id;
      perform pg_notify('net_http_request', request_id::text);
      return request_id;
    end;
    $fn$;
    revoke all on function net.http_post(text, jsonb, jsonb, jsonb, integer) from public;
  end if;
end
$$;
