// supabase/config.toml: every deployable function has its section, with `verify_jwt = false`
// (the function checks the apikey header: publishable keys are not JWTs) and the shared import
// map (the CLI reads no other import map from the functions folder), and its source serves its
// contract (serveFunction, or serveFromEnv around it: the key check unless the contract's callers
// send none).
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { listFunctions, readFunctionSections, supabaseDir } from '@hlasovy-asistent/local-stack';
import { FUNCTION_CONTRACTS } from '@hlasovy-asistent/validation';
import { describe, expect, test } from 'vitest';

const functions = listFunctions();
const sections = readFunctionSections();

describe('deploy configuration (config.toml)', () => {
  test('there are functions to check', () => {
    expect(functions).toEqual(expect.arrayContaining(['handle-demo-request', 'health']));
  });

  test.each(functions)('%s: verify_jwt = false, the shared import map', (name) => {
    const section = sections.get(name);
    expect(section, `[functions.${name}] in config.toml`).toBeDefined();
    expect(section?.verifyJwt).toBe(false);
    expect(section?.importMap).toBe('./functions/deno.json');
    expect(existsSync(join(supabaseDir, section?.importMap ?? ''))).toBe(true);
  });

  // Vapi's server messages carry no Supabase key: vapi-events checks the assistant's secret
  // header (x-vapi-secret) instead; so does vapi-tools (the tools' server URL).
  const serverToServer = new Set(['vapi-events', 'vapi-tools']);
  // No key either: the funnel's beacon cannot send one (limited per network and in total), the
  // digest is asked for with the database's single-use token.
  const keyless = new Set(['funnel', 'funnel-digest']);
  const siteFunctions = functions.filter((name) => !serverToServer.has(name) && !keyless.has(name));

  const contracts = new Map(FUNCTION_CONTRACTS.map((contract) => [contract.name, contract]));
  test.each(functions)('%s: Deno.serve runs the handler of its contract', (name) => {
    const source = readFileSync(join(supabaseDir, 'functions', name, 'index.ts'), 'utf8');
    expect(source).toMatch(/\bconst handler = serve(?:Function|FromEnv)\(\w+Contract, /);
    expect(source).toMatch(/Deno\.serve\(handler\)/);
    expect(contracts.get(name)?.apiKey, name).toBe(
      siteFunctions.includes(name) ? undefined : false,
    );
  });

  test.each([...serverToServer])('%s: checks the server secret before anything else', (name) => {
    const source = readFileSync(join(supabaseDir, 'functions', name, 'index.ts'), 'utf8');
    expect(source).toMatch(/authenticate\(req, /);
    expect(source).toMatch(/Deno\.serve\(handler\)/);
  });

  test.each([...keyless])('%s: served without the key, its own check in the handler', (name) => {
    const source = readFileSync(join(supabaseDir, 'functions', name, 'index.ts'), 'utf8');
    expect(source).toMatch(name === 'funnel' ? /enforceRateLimits\(/ : /store\.claim\(token\)/);
  });

  test('no section names a function that does not exist', () => {
    expect([...sections.keys()].filter((name) => !functions.includes(name))).toEqual([]);
  });
});
