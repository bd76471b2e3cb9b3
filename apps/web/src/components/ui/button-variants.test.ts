import { twMerge } from 'tailwind-merge';
import { describe, expect, it } from 'vitest';
import { buttonVariants } from './button-variants';

const variants = ['default', 'destructive', 'outline', 'secondary', 'ghost', 'link', 'brand', 'onBrand'] as const;
const sizes = ['default', 'sm', 'lg', 'icon'] as const;

describe('buttonVariants', () => {
  // The landing page styles links with these classes without tailwind-merge (components/site-link.tsx).
  it('joins classes that never conflict, so no variant and size needs merging', () => {
    for (const variant of variants) {
      for (const size of sizes) {
        const classes = buttonVariants({ variant, size });
        expect(twMerge(classes), `${variant} × ${size}`).toBe(classes);
      }
    }
  });
});
