// Shared shell of the operator commands: the service RPC from the environment (SUPABASE_URL is
// required), the result as JSON on stdout (or as `format` writes it), which project answered on
// stderr, an OpsError as one line on stderr with exit code 1 (usage errors 2).
import { OpsError } from './OpsError.ts';
import { type ServiceRpc, serviceRpcFromEnv } from './serviceRpc.ts';

export async function runCli(
  command: (rpc: ServiceRpc) => Promise<unknown>,
  env: NodeJS.ProcessEnv = process.env,
  format: (result: unknown) => string = (result) => JSON.stringify(result, null, 2),
): Promise<void> {
  try {
    const rpc = serviceRpcFromEnv(env);
    const result = await command(rpc);
    process.stderr.write(`project: ${rpc.url} answered\n`);
    process.stdout.write(`${format(result)}\n`);
  } catch (error) {
    if (!(error instanceof OpsError)) throw error;
    process.stderr.write(`${error.message}\n`);
    process.exitCode = error.code === 'usage' ? 2 : 1;
  }
}
