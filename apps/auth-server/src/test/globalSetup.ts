import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { TestProject } from 'vitest/node';
import { openDatabase } from '../store/database';

/*
 * Creating a Postgres cluster (initdb) takes seconds; copying a finished one takes milliseconds.
 * So one empty, migrated data directory is made here and every test server starts from a copy.
 */
let templateDir = '';

export async function setup(project: TestProject): Promise<void> {
  templateDir = mkdtempSync(join(tmpdir(), 'wh-auth-template-'));
  const { close } = await openDatabase(templateDir);
  await close();
  project.provide('templateDataDir', templateDir);
}

export function teardown(): void {
  if (templateDir) rmSync(templateDir, { recursive: true, force: true });
}

declare module 'vitest' {
  export interface ProvidedContext {
    templateDataDir: string;
  }
}
