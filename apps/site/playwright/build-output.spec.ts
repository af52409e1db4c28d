import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { expect, test } from './support/fixtures.ts';

function files(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    return statSync(path).isDirectory() ? files(path) : [path];
  });
}

function jwtRoles(text: string): string[] {
  const roles: string[] = [];
  for (const [token] of text.matchAll(/eyJ[\w-]+\.eyJ[\w-]+\.[\w-]+/g)) {
    const payload = token.split('.')[1] ?? '';
    try {
      const claims = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')) as {
        role?: string;
      };
      if (claims.role) roles.push(claims.role);
    } catch {
      // not a JWT
    }
  }
  return roles;
}

test('the built site holds no private key, service-role key or service-role JWT', async ({
  e2e,
}, testInfo) => {
  test.skip(testInfo.project.name !== 'desktop', 'build output is the same for every project');
  const all = files(e2e.outDir).map((file) => ({ file, text: readFileSync(file, 'utf8') }));
  expect(all.length).toBeGreaterThan(5);
  for (const { file, text } of all) {
    expect(text, file).not.toContain(e2e.serviceRoleKey);
    expect(text, file).not.toMatch(/-----BEGIN [A-Z ]*PRIVATE KEY-----/);
    expect(jwtRoles(text), file).not.toContain('service_role');
  }
  expect(all.some(({ text }) => text.includes(e2e.anonKey))).toBe(true);
});
