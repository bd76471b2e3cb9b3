export function reporters(name: string): (string | [string, Record<string, unknown>])[];
