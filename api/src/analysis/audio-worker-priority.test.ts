import { spawn } from 'node:child_process';
import { getPriority } from 'node:os';
import { lowerPriority } from './audio-worker';

describe("the catalogue's audio jobs", () => {
  it('run ten steps below the server (nice +10), so requests are answered first on a busy machine', async () => {
    const child = spawn('sleep', ['5']);
    try {
      lowerPriority(child);
      expect(getPriority(child.pid!)).toBe(Math.min(19, getPriority() + 10));
    } finally {
      child.kill();
    }
  });
});
