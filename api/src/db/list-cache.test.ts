import { createListCache } from './list-cache';

describe('createListCache', () => {
  it('answers concurrent and repeated requests within the time-to-live from one load', async () => {
    const cache = createListCache<string>(60_000);
    const load = jest.fn(async () => '{"data":[]}');
    const answers = await Promise.all([cache.get('a', load), cache.get('a', load), cache.get('a', load)]);
    expect(answers).toEqual(['{"data":[]}', '{"data":[]}', '{"data":[]}']);
    await cache.get('a', load);
    expect(load).toHaveBeenCalledTimes(1);
    await cache.get('b', load);
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('loads again after clear() and after the time-to-live', async () => {
    const cache = createListCache<string>(20);
    let n = 0;
    const load = async () => String(++n);
    expect(await cache.get('a', load)).toBe('1');
    cache.clear();
    expect(await cache.get('a', load)).toBe('2');
    await new Promise((resolve) => setTimeout(resolve, 30));
    expect(await cache.get('a', load)).toBe('3');
  });

  it('does not keep a failed load', async () => {
    const cache = createListCache<string>(60_000);
    await expect(cache.get('a', () => Promise.reject(new Error('down')))).rejects.toThrow('down');
    expect(await cache.get('a', async () => 'ok')).toBe('ok');
  });

  it('lets expired copies go once it holds many keys, and keeps the fresh ones', async () => {
    const cache = createListCache<string>(500);
    const loads = jest.fn(async () => 'x');
    for (let i = 0; i < 300; i++) await cache.get(`old ${i}`, loads);
    await new Promise((resolve) => setTimeout(resolve, 600));
    await cache.get('fresh', loads);
    expect(cache.size()).toBe(1);
    for (let i = 0; i < 299; i++) await cache.get(`new ${i}`, loads);
    expect(cache.size()).toBe(300);
    loads.mockClear();
    await cache.get('fresh', loads);
    await cache.get('new 0', loads);
    expect(loads).not.toHaveBeenCalled();
  });
});
