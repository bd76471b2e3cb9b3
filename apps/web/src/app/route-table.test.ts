import { describe, expect, it } from 'vitest';
import { authPages, dashboardPages, publicPages } from './route-table';

describe('route table', () => {
  it('lists every path once per area: a second entry would shadow the first (a placeholder hiding a built page)', () => {
    for (const pages of [publicPages, authPages, dashboardPages]) {
      const paths = pages.map((page) => page.path);
      expect(paths.filter((path, index) => paths.indexOf(path) !== index)).toEqual([]);
    }
  });
});
