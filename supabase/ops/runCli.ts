// Shared shell of the operator commands: the service RPC from the environment, the result as
// JSON on stdout, an OpsError as one line on stderr with exit code 1 (usage errors 2).
import { OpsError } from './OpsError.ts';
import { type ServiceRpc, serviceRpcFromEnv } from './serviceRpc.ts';

export async function runCli(command: (rpc: ServiceRpc) => Promise<unknown>): Promise<void> {
  try {
    const result = await command(serviceRpcFromEnv(process.env));
    process.stdout.write(`${JSON.stringify(result, null, 2)}\n`);
  } catch (error) {
    if (!(error instanceof OpsError)) throw error;
    process.stderr.write(`${error.message}\n`);
    process.exitCode = error.code === 'usage' ? 2 : 1;
  }
}
