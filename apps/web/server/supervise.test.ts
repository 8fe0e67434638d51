import { spawn } from 'node:child_process';
import { dirname, join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { expect, it, vi } from 'vitest';

// `pnpm start` runs the two servers under scripts/supervise.mjs. This runs the
// same supervisor, in its own process as `pnpm start` does, over three trivial
// services: two that stay up until killed (one behind a wrapper process) and one
// that always fails at once. Signals go to the supervisor alone, as `kill` sends them.
const supervisorModule = pathToFileURL(join(dirname(fileURLToPath(import.meta.url)), '../../../scripts/supervise.mjs')).href;
const idle = (name: string) => `console.log('ready ${name} ' + process.pid); setInterval(() => {}, 1000);`;
// Like pnpm running tsx running node: the process that serves is a grandchild.
const wrapped = (name: string) =>
  `require('node:child_process').spawn(process.execPath, ['-e', ${JSON.stringify(idle(name))}], { stdio: 'inherit' }); setInterval(() => {}, 1000);`;
const supervisorScript = `
import { superviseUntilSignalled } from ${JSON.stringify(supervisorModule)};
const node = process.execPath;
superviseUntilSignalled([
  { name: 'service a', command: node, args: ['-e', ${JSON.stringify(idle('a'))}] },
  { name: 'service b', command: node, args: ['-e', ${JSON.stringify(wrapped('b'))}] },
  { name: 'flaky service', command: node, args: ['-e', 'process.exit(1)'] },
], { firstDelayMs: 100, maxDelayMs: 400 });
`;

const isAlive = (pid: number) => {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
};

it('restarts a server that dies, backs off one that keeps failing, and stops everything on Ctrl-C', async () => {
  const supervisor = spawn(process.execPath, ['--input-type=module', '-e', supervisorScript], { stdio: ['ignore', 'pipe', 'inherit'] });
  let output = '';
  supervisor.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const exited = new Promise<number | null>((resolve) => supervisor.on('exit', (code) => resolve(code)));
  const pidsOf = (name: string) => [...output.matchAll(new RegExp(`ready ${name} (\\d+)`, 'g'))].map((match) => Number(match[1]));
  try {
    await vi.waitFor(() => expect(pidsOf('a').length * pidsOf('b').length).toBe(1), { timeout: 10_000 });
    const [firstA] = pidsOf('a') as [number];
    const [b] = pidsOf('b') as [number];

    process.kill(firstA, 'SIGKILL');
    await vi.waitFor(() => expect(pidsOf('a')).toHaveLength(2), { timeout: 10_000 });
    expect(output).toContain('service a was stopped by SIGKILL; restarting in 0.1 s');
    const secondA = pidsOf('a')[1]!;
    expect(secondA).not.toBe(firstA);
    expect(isAlive(secondA)).toBe(true);
    expect(isAlive(b)).toBe(true);

    // Each quick failure doubles the wait, up to the cap.
    await vi.waitFor(() => expect(output).toContain('flaky service exited with code 1; restarting in 0.4 s'), { timeout: 10_000 });
    expect(output).toContain('flaky service exited with code 1; restarting in 0.2 s');

    supervisor.kill('SIGINT');
    expect(await exited).toBe(0);
    expect(isAlive(secondA)).toBe(false);
    expect(isAlive(b)).toBe(false);
  } finally {
    supervisor.kill('SIGKILL');
    for (const pid of [...pidsOf('a'), ...pidsOf('b')]) if (isAlive(pid)) process.kill(pid, 'SIGKILL');
  }
}, 30_000);
