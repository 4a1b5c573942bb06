import { takeEarlyAnswer, takeEarlyJson } from './earlyAnswers';
import { fetchEventList } from './eventLists';

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

describe('public event lists', () => {
  const fetchMock = jest.fn();
  beforeEach(() => {
    fetchMock.mockReset();
    global.fetch = fetchMock;
  });

  it("takes the list of the API's early answer for that kind and status, once, then asks the API", async () => {
    early({ '/api/experience/get?status=OPEN': Promise.resolve(answer(200, { data: ['e1', 'e2'] })) });
    fetchMock.mockResolvedValue(answer(200, { data: ['e3'] }));
    expect(await fetchEventList('experience', 'OPEN')).toEqual(['e1', 'e2']);
    expect(fetchMock).not.toHaveBeenCalled();
    expect(await fetchEventList('experience', 'OPEN')).toEqual(['e3']);
    expect(await fetchEventList('party', 'CLOSED')).toEqual(['e3']);
    expect(fetchMock.mock.calls).toEqual([['/api/experience/get?status=OPEN'], ['/api/party/get?status=CLOSED']]);
  });

  it('asks the API when the early request failed, and rejects when the API answers an error', async () => {
    early({ '/api/party/get?status=OPEN': Promise.resolve(undefined) });
    fetchMock.mockResolvedValueOnce(answer(200, { data: ['p1'] })).mockResolvedValueOnce(answer(503, { message: 'down' }));
    expect(await fetchEventList('party', 'OPEN')).toEqual(['p1']);
    await expect(fetchEventList('party', 'OPEN')).rejects.toThrow('GET /api/party/get?status=OPEN answered 503');
  });
});
