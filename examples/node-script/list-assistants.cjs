// The same from CommonJS: require() of an ES module works without flags on Node >= 20.19 and
// >= 22.12. On older Node use `const { createVapiClient } = await import('@hlasovy-asistent/platform-api')`.
const { createVapiClient } = require('@hlasovy-asistent/platform-api');

const token = process.env.VAPI_API_KEY;
if (!token) {
  console.error('Set VAPI_API_KEY.');
  process.exit(2);
}
const api = createVapiClient({ token, baseUrl: process.env.VAPI_BASE_URL });

api.assistants.list({ limit: 10 }).then(
  (assistants) => {
    console.log(`${assistants.length} assistant(s) on Node ${process.versions.node} (require)`);
    for (const assistant of assistants) console.log(`${assistant.id}\t${assistant.name ?? ''}`);
  },
  (error) => {
    console.error(error);
    process.exit(1);
  },
);
