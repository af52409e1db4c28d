// Child process of the PGlite engine: PGlite (PostgreSQL in WASM) behind pglite-socket on
// 127.0.0.1, so PostgREST and `pg` clients reach it like a server. Run by pglite-database.ts as
// `node pglite-server.ts <port> [dataDir]` (no dataDir: in memory); prints one line
// `ready <port> <rss bytes>` once it accepts connections; SIGTERM/SIGINT close it cleanly.
// Connections are multiplexed onto PGlite's single session (queries are serialised).
import { PGlite } from '@electric-sql/pglite';
import { PGLiteSocketServer } from '@electric-sql/pglite-socket';

const MAX_CONNECTIONS = 32;

const [portArg = '0', dataDir] = process.argv.slice(2);
const db = await PGlite.create({
  dataDir: dataDir || 'memory://',
  username: 'postgres',
  database: 'postgres',
  relaxedDurability: true,
});
const server = new PGLiteSocketServer({
  db,
  host: '127.0.0.1',
  port: Number(portArg),
  maxConnections: MAX_CONNECTIONS,
});
await server.start();
const port = server.getServerConn().split(':').pop();
process.stdout.write(`ready ${port} ${process.memoryUsage().rss}\n`);

let closing = false;
const close = async () => {
  if (closing) return;
  closing = true;
  await server.stop().catch(() => {});
  await db.close().catch(() => {});
  process.exit(0);
};
process.on('SIGTERM', () => void close());
process.on('SIGINT', () => void close());
