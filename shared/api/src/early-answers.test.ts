import { takeEarlyAnswer, takeEarlyJson } from './early-answers';
import { takeEarlyEventList } from './event-lists';

const answer = (status: number, body: unknown) => ({ ok: status < 400, status, json: async () => body }) as Response;
const early = (entries: Record<string, Promise<Response | undefined>>) => {
  window.__early = Object.fromEntries(Object.entries(entries).map(([path, value]) => [new URL(path, window.location.href).href, value]));
};

beforeEach(() => {
  delete window.__early;
});

describe('early answers', () => {
  it('gives an answer once, under the URL relative to the page', async () => {
    const response = answer(200, { remotes: {} });
    early({ '/remotes.json': Promise.resolve(response) });
    expect(await takeEarlyAnswer('/remotes.json')).toBe(response);
    expect(takeEarlyAnswer('/remotes.json')).toBeUndefined();
    expect(takeEarlyAnswer(new URL('/remotes.json', window.location.href).href)).toBeUndefined();
  });

  it('has nothing when index.html started nothing', () => {
    expect(takeEarlyAnswer('/remotes.json')).toBeUndefined();
  });

  it('treats a failed request or an error status as no answer', async () => {
    early({ '/a': Promise.resolve(undefined), '/b': Promise.resolve(answer(500, { message: 'down' })) });
    expect(await takeEarlyJson('/a')).toBeUndefined();
    expect(await takeEarlyJson('/b')).toBeUndefined();
  });
});

describe('early event lists', () => {
  it("takes the list of the API's answer for that kind and status, once", async () => {
    early({ '/api/experience/get?status=OPEN': Promise.resolve(answer(200, { data: ['e1', 'e2'] })) });
    expect(await takeEarlyEventList('party', 'OPEN')).toBeUndefined();
    expect(await takeEarlyEventList('experience', 'CLOSED')).toBeUndefined();
    expect(await takeEarlyEventList('experience', 'OPEN')).toEqual(['e1', 'e2']);
    expect(await takeEarlyEventList('experience', 'OPEN')).toBeUndefined();
  });
});
