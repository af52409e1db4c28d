import type { LatestComponents } from '@hlasovy-asistent/platform-api';
import { DEMO_TOOL_NAMES, VAPI_EVENTS_SECRET_HEADER } from '@hlasovy-asistent/validation';

type FunctionToolDto = LatestComponents['schemas']['CreateFunctionToolDTO'];
type ServerDto = LatestComponents['schemas']['Server'];

/** A function tool as Vapi takes it (`server.headers` maps header names to values). */
export type BookingTool = Omit<FunctionToolDto, 'server'> & {
  server: Omit<ServerDto, 'headers'> & { headers: Record<string, string> };
};

/** Printed where the tools' URL is not set (print works without it). */
export const UNSET_TOOLS_URL = '<VAPI_TOOLS_URL or SUPABASE_URL not set>';

/** Seconds Vapi waits for `vapi-tools` (its p95 is far below one second). */
const TOOL_TIMEOUT_SECONDS = 10;

function server(url: string, secret: string): BookingTool['server'] {
  return {
    url,
    timeoutSeconds: TOOL_TIMEOUT_SECONDS,
    headers: { [VAPI_EVENTS_SECRET_HEADER]: secret },
  };
}

const delayed = (content: string) =>
  ({ type: 'request-response-delayed', timingMilliseconds: 2_000, content }) as const;

/**
 * The booking tools, answered by the `vapi-tools` function with the secret header: the free demo
 * slots (the form's rules; each offered slot is remembered per call) and the visitor's spoken
 * choice of one of them (the page then opens the short form; booking needs what is typed there).
 */
export function bookingTools(url: string, secret: string): BookingTool[] {
  return [
    {
      type: 'function',
      async: false,
      function: {
        name: DEMO_TOOL_NAMES.slots,
        description:
          'Vráti voľné termíny bezplatnej ukážky (Europe/Bratislava) s ich slotId. Iné termíny neponúkaj.',
        parameters: {
          type: 'object',
          properties: {
            date: { type: 'string', description: 'Želaný deň yyyy-MM-dd (voliteľné).' },
            time: {
              type: 'string',
              description: 'Želaný čas HH:mm, od ktorého hľadať (voliteľné).',
            },
          },
        },
      },
      server: server(url, secret),
      messages: [
        { type: 'request-start', content: 'Pozriem voľné termíny.', blocking: false },
        delayed('Ešte moment, overujem termíny.'),
        { type: 'request-failed', content: 'Termíny sa mi teraz nepodarilo načítať.' },
      ],
    },
    {
      type: 'function',
      async: false,
      function: {
        name: DEMO_TOOL_NAMES.select,
        description:
          'Návštevník si hlasom vybral jeden z ponúknutých termínov: pošli jeho slotId presne tak, ako ho vrátil demo_slots.',
        parameters: {
          type: 'object',
          properties: { slotId: { type: 'string', description: 'slotId ponúknutého termínu.' } },
          required: ['slotId'],
        },
      },
      server: server(url, secret),
      messages: [
        delayed('Moment, overujem termín.'),
        { type: 'request-failed', content: 'Termín sa mi teraz nepodarilo overiť.' },
      ],
    },
  ] as BookingTool[];
}
