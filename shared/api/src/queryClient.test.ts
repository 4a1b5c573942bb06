import { authActions } from '@shared/auth';
import { CallFailed } from './callFailed';
import { createQueryClient, queryClient, retryRead } from './queryClient';

const admin = { id: 'a1', email: 'admin@example.com', name: 'Ada', role: 'ADMIN' as const };

const answered = (status: number) => new CallFailed(status, {});
const networkFailure = () => new CallFailed();

describe('retryRead', () => {
  it('tries a read once more when the network failed or the server answered 5xx', () => {
    expect(retryRead(0, networkFailure())).toBe(true);
    expect(retryRead(0, answered(503))).toBe(true);
    expect(retryRead(1, networkFailure())).toBe(false);
    expect(retryRead(1, answered(500))).toBe(false);
  });

  it('never tries again after a 4xx answer, or a failure that is not the API', () => {
    for (const status of [400, 401, 403, 404, 409, 429]) expect(retryRead(0, answered(status))).toBe(false);
    expect(retryRead(0, new Error('a bug in the screen'))).toBe(false);
  });
});

describe('the page query client', () => {
  afterEach(() => jest.useRealTimers());

  it('retries a failed read a second later, then logs what it was loading once', async () => {
    jest.useFakeTimers();
    const logged = jest.spyOn(console, 'error').mockImplementation(() => {});
    const client = createQueryClient();
    const load = jest.fn().mockRejectedValue(networkFailure());
    const read = client.fetchQuery({ queryKey: ['figures'], queryFn: load, meta: { failure: 'Could not load the figures' } });
    const outcome = read.catch((error: unknown) => error);
    await jest.advanceTimersByTimeAsync(0);
    expect(load).toHaveBeenCalledTimes(1);
    await jest.advanceTimersByTimeAsync(999);
    expect(load).toHaveBeenCalledTimes(1);
    await jest.advanceTimersByTimeAsync(1);
    expect(load).toHaveBeenCalledTimes(2);
    expect(await outcome).toBeInstanceOf(CallFailed);
    expect(logged.mock.calls).toEqual([['Could not load the figures', expect.any(CallFailed)]]);
    logged.mockRestore();
  });

  it('does not retry a read the API refused', async () => {
    const logged = jest.spyOn(console, 'error').mockImplementation(() => {});
    const load = jest.fn().mockRejectedValue(answered(404));
    await expect(createQueryClient().fetchQuery({ queryKey: ['gone'], queryFn: load })).rejects.toBeInstanceOf(CallFailed);
    expect(load).toHaveBeenCalledTimes(1);
    expect(logged).toHaveBeenCalledWith('Could not load ["gone"]', expect.any(CallFailed));
    logged.mockRestore();
  });

  it('keeps none of the answers once the admin is signed out', () => {
    authActions.signIn('tok', admin);
    queryClient.setQueryData(['transactions', 'list', {}], [{ id: 't1' }]);
    expect(queryClient.getQueryData(['transactions', 'list', {}])).toEqual([{ id: 't1' }]);
    authActions.logout();
    expect(queryClient.getQueryData(['transactions', 'list', {}])).toBeUndefined();
  });
});
