import type { SiteInfo } from '@shared/domain';

describe('fetchSiteInfo', () => {
  let fetchSiteInfo: () => Promise<SiteInfo | undefined>;
  const fetchMock = jest.fn();
  beforeEach(async () => {
    jest.resetModules();
    fetchMock.mockReset();
    global.fetch = fetchMock;
    delete window.__early;
    ({ fetchSiteInfo } = await import('./siteInfo'));
  });

  it('asks the API once per page, however many callers', async () => {
    fetchMock.mockResolvedValue({ ok: true, json: async () => ({ paymentsMode: 'sandbox', maxTicketsPerBuyer: 10 }) });
    await expect(Promise.all([fetchSiteInfo(), fetchSiteInfo()])).resolves.toEqual([
      { paymentsMode: 'sandbox', maxTicketsPerBuyer: 10 },
      { paymentsMode: 'sandbox', maxTicketsPerBuyer: 10 },
    ]);
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(fetchMock).toHaveBeenCalledWith('/api/site');
  });

  it('takes the answer index.html started with the page instead of asking again', async () => {
    window.__early = {
      [new URL('/api/site', window.location.href).href]: Promise.resolve({
        ok: true,
        json: async () => ({ paymentsMode: 'live', maxTicketsPerBuyer: 10 }),
      } as Response),
    };
    await expect(fetchSiteInfo()).resolves.toEqual({ paymentsMode: 'live', maxTicketsPerBuyer: 10 });
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('answers undefined when the API fails or cannot be reached', async () => {
    fetchMock.mockResolvedValueOnce({ ok: false, json: async () => ({}) });
    await expect(fetchSiteInfo()).resolves.toBeUndefined();
    jest.resetModules();
    ({ fetchSiteInfo } = await import('./siteInfo'));
    fetchMock.mockRejectedValueOnce(new TypeError('Failed to fetch'));
    await expect(fetchSiteInfo()).resolves.toBeUndefined();
  });
});
