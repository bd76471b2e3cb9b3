import type { Reporter } from 'vitest/reporters';

export function reporters(name: string): (string | [string, Record<string, unknown>])[];
export function projectReporters(): (string | Reporter)[];
