/**
 * Every machine file is in MACHINES (so it is drawn, path-tested and, for a UI machine, checked
 * against its expectation table), and every expectation table belongs to a registered UI machine.
 */
import { readdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { AnyStateMachine } from 'xstate';
import { describe, expect, it } from 'vitest';
import { MACHINES } from '../../machines';
import { EXPECTED_DIR, isDomainMachine } from '../helpers/expectations';

const MACHINES_DIR = fileURLToPath(new URL('../../machines/', import.meta.url));
const files = readdirSync(MACHINES_DIR).filter((f) => f.endsWith('.machine.ts')).sort();
const entries = Object.values(MACHINES);
const isMachine = (v: unknown): v is AnyStateMachine =>
  typeof v === 'object' && v !== null && 'root' in v && typeof (v as AnyStateMachine).transition === 'function' && 'config' in v;

describe('machine registry', () => {
  it('finds the machine files', () => expect(files.length).toBeGreaterThan(30));

  for (const file of files) {
    it(`machines/${file} is registered in MACHINES (machines/index.ts)`, async () => {
      expect(
        entries.some((e) => e.file === `machines/${file}`),
        `no MACHINES entry has file: 'machines/${file}' — register it (with its inputs and event samples)`,
      ).toBe(true);
      // every machine the file exports is the one registered (or a provide() of it)
      const mod = (await import(/* @vite-ignore */ `${MACHINES_DIR}${file}`)) as Record<string, unknown>;
      const exported = Object.entries(mod).filter(([, v]) => isMachine(v)) as [string, AnyStateMachine][];
      expect(exported.length, `machines/${file} exports no machine`).toBeGreaterThan(0);
      for (const [exportName, m] of exported)
        expect(
          entries.some((e) => e.machine === m || e.machine.config === m.config),
          `${exportName} of machines/${file} is not the machine registered for that file`,
        ).toBe(true);
    });
  }

  it('every expectation table belongs to a registered UI machine', () => {
    const tables = readdirSync(EXPECTED_DIR).filter((f) => f.endsWith('.txt')).map((f) => f.slice(0, -4));
    const ui = Object.entries(MACHINES).filter(([name, e]) => !isDomainMachine(name, e)).map(([name]) => name);
    expect(tables.filter((t) => !ui.includes(t))).toEqual([]);
  });
});
