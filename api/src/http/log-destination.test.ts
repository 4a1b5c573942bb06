import { spawnSync } from 'node:child_process';
import { join } from 'node:path';
import { setImmediate as nextTurn } from 'node:timers/promises';
import { batchedLines } from './log-destination';

describe('batchedLines', () => {
  it("hands on a turn's lines together at the end of that turn, and the next turn's in a write of their own", async () => {
    const writes: string[] = [];
    const lines = batchedLines({ write: (chunk) => writes.push(chunk) });
    lines.write('one\n');
    lines.write('two\n');
    expect(writes).toEqual([]);
    await nextTurn();
    expect(writes).toEqual(['one\ntwo\n']);
    lines.write('three\n');
    await nextTurn();
    expect(writes).toEqual(['one\ntwo\n', 'three\n']);
    await nextTurn();
    expect(writes).toHaveLength(2);
  });

  it('hands on what is waiting at once when flushed, and nothing twice', async () => {
    const writes: string[] = [];
    const lines = batchedLines({ write: (chunk) => writes.push(chunk) });
    lines.write('last words\n');
    const done = jest.fn();
    lines.flush(done);
    expect([writes, done.mock.calls.length]).toEqual([['last words\n'], 1]);
    lines.flush();
    await nextTurn();
    expect(writes).toEqual(['last words\n']);
  });
});

describe('stdoutLog', () => {
  it('writes the lines of the turn in which the process exits', () => {
    const script = `import { stdoutLog } from ${JSON.stringify(join(__dirname, 'log-destination.ts'))};
      const log = stdoutLog();
      log.write('written before exit\\n');
      process.exit(3);`;
    const run = spawnSync(process.execPath, ['--import', 'tsx', '--input-type=module', '-e', script], {
      cwd: __dirname,
      encoding: 'utf8',
    });
    expect([run.status, run.stdout, run.stderr]).toEqual([3, 'written before exit\n', '']);
  });
});
