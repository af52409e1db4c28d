// Creates a cluster directory. initdb runs once per PostgreSQL build into a template under
// .local/pg-template (gitignored); every new cluster is a copy of it (`cp -a` is several times
// faster than initdb, which matters when tests start many stacks).
import { execFileSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import {
  chmodSync,
  existsSync,
  mkdirSync,
  readdirSync,
  renameSync,
  rmdirSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import { basename, dirname, join } from 'node:path';
import { StackError } from './errors.ts';
import { localDir } from './paths.ts';

export interface ClusterOwner {
  /** Wraps a command so it runs as the `postgres` user when we are root. */
  asPostgres(command: string, args: string[]): [string, string[]];
  /** chown to postgres when we are root. */
  own(path: string): void;
}

export function initCluster(
  bin: string,
  dataDir: string,
  password: string,
  owner: ClusterOwner,
): void {
  if (existsSync(dataDir)) {
    if (readdirSync(dataDir).length > 0) {
      throw new StackError('postgres_failed', `${dataDir} is not empty and holds no cluster`);
    }
    rmdirSync(dataDir);
  }
  mkdirSync(dirname(dataDir), { recursive: true });
  const template = ensureTemplate(bin, password, owner);
  execFileSync('cp', ['-a', template, dataDir], { stdio: 'pipe' });
}

function ensureTemplate(bin: string, password: string, owner: ClusterOwner): string {
  const key = `${basename(dirname(bin))}-${createHash('sha1').update(`${bin}\0${password}`).digest('hex').slice(0, 8)}`;
  const template = join(localDir, 'pg-template', key);
  if (existsSync(join(template, 'PG_VERSION'))) return template;
  // the parent must be traversable by the postgres user
  mkdirSync(dirname(template), { recursive: true, mode: 0o755 });
  chmodSync(dirname(template), 0o755);
  const scratch = `${template}.tmp-${process.pid}-${Date.now()}`;
  mkdirSync(scratch, { mode: 0o700 });
  owner.own(scratch);
  const pwfile = join(scratch, 'pw');
  writeFileSync(pwfile, password);
  owner.own(pwfile);
  const data = join(scratch, 'data');
  const [cmd, args] = owner.asPostgres(join(bin, 'initdb'), [
    ...['-D', data, '-U', 'postgres', `--pwfile=${pwfile}`, '-E', 'UTF8', '--locale=C'],
    ...['--auth-local=trust', '--auth-host=scram-sha-256', '--no-sync'],
  ]);
  try {
    execFileSync(cmd, args, { stdio: 'pipe' });
    try {
      renameSync(data, template);
    } catch {
      // another process made the template first: use theirs
    }
  } catch (error) {
    const stderr = (error as { stderr?: Buffer }).stderr?.toString() ?? '';
    throw new StackError('postgres_failed', `initdb failed:\n${stderr}`, { cause: error });
  } finally {
    rmSync(scratch, { recursive: true, force: true });
  }
  return template;
}
