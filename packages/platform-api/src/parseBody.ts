/** Reads a response body: JSON when it parses, else the raw text; '' when empty. Never throws. */
export async function parseBody(response: Response): Promise<unknown> {
  let text: string;
  try {
    text = await response.text();
  } catch {
    return '';
  }
  if (text === '') return '';
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return text;
  }
}

const REQUEST_ID_HEADERS = ['x-request-id', 'request-id', 'x-vapi-request-id', 'cf-ray'];

export function requestIdOf(headers: Headers): string | undefined {
  for (const name of REQUEST_ID_HEADERS) {
    const value = headers.get(name);
    if (value) return value;
  }
  return undefined;
}
