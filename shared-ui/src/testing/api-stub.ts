/** An answer the stubbed API gives to one "METHOD path" (path relative to /api/, with its query). */
export interface ApiAnswer {
  status: number;
  body: unknown;
}

export const answer = (body: unknown, status = 200): ApiAnswer => ({ status, body });

export interface SentRequest {
  method: string;
  path: string;
  headers: Headers;
  body: unknown;
}

/**
 * Replaces `fetch` with the product API's answers for this test; a call without an answer gets a
 * 404. Returns the requests as they were sent.
 */
export function stubApi(answers: Record<string, ApiAnswer>): SentRequest[] {
  const sent: SentRequest[] = [];
  jest.spyOn(global, 'fetch').mockImplementation(async (input) => {
    const request = input as Request;
    const url = new URL(request.url);
    const path = url.pathname.replace(/^\/api\//, '') + url.search;
    const text = await request.text();
    sent.push({
      method: request.method,
      path,
      headers: request.headers,
      body: text ? JSON.parse(text) : undefined,
    });
    const { status, body } =
      answers[`${request.method} ${path}`] ?? answer({ error: 'Not found' }, 404);
    return Response.json(body, { status });
  });
  return sent;
}

export const sentTo = (sent: SentRequest[], method: string, path: string) =>
  sent.filter((request) => request.method === method && request.path === path);
