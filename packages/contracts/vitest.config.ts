import { defineConfig } from 'vitest/config';
import { reporters } from '../../scripts/vitest-reporters.mjs';

export default defineConfig({ test: { include: ['src/**/*.test.ts'], reporters: reporters('contracts') } });
