// Lists the organisation's assistants. VAPI_API_KEY: the org's private key; VAPI_BASE_URL
// (optional): another API host, e.g. a local stand-in.
import { createVapiClient, isVapiError } from '@hlasovy-asistent/platform-api';

const token = process.env.VAPI_API_KEY;
if (!token) {
  console.error('Set VAPI_API_KEY.');
  process.exit(2);
}
const api = createVapiClient({ token, baseUrl: process.env.VAPI_BASE_URL });

try {
  const assistants = await api.assistants.list({ limit: 10 });
  console.log(`${assistants.length} assistant(s) on Node ${process.versions.node}`);
  for (const assistant of assistants) console.log(`${assistant.id}\t${assistant.name ?? ''}`);
} catch (error) {
  if (!isVapiError(error)) throw error;
  console.error(
    `Vapi error ${error.code}${error.status ? ` (HTTP ${error.status})` : ''}: ${error.message}`,
  );
  process.exit(1);
}
