import { cva, type VariantProps } from 'class-variance-authority';

/**
 * Button classes. The base and each variant and size set different properties (font size and gap live in
 * the sizes), so the plain join cva makes is already correct: the landing page styles its links with it
 * without tailwind-merge, which `Button` adds for callers whose `className` overrides a class.
 */
export const buttonVariants = cva(
  "inline-flex shrink-0 items-center justify-center whitespace-nowrap rounded-md font-medium transition-all outline-none focus-visible:ring-[3px] focus-visible:ring-ring/50 focus-visible:outline-1 focus-visible:outline-ring disabled:pointer-events-none disabled:opacity-50 aria-invalid:ring-destructive/20 [&_svg]:pointer-events-none [&_svg]:shrink-0 [&_svg:not([class*='size-'])]:size-4",
  {
    variants: {
      variant: {
        default: 'bg-primary text-primary-foreground shadow-xs hover:bg-primary/90',
        destructive: 'bg-destructive text-destructive-foreground shadow-xs hover:bg-destructive/90',
        outline: 'border bg-background shadow-xs hover:bg-accent hover:text-accent-foreground dark:bg-input/30 dark:hover:bg-input/50',
        secondary: 'bg-secondary text-secondary-foreground shadow-xs hover:bg-secondary/80',
        ghost: 'hover:bg-accent hover:text-accent-foreground dark:hover:bg-accent/50',
        link: 'text-primary underline-offset-4 hover:underline',
        brand: 'bg-brand-gradient text-white shadow-md shadow-primary/20 hover:brightness-110',
        /** Outline on the brand gradient (the landing page's call to action). */
        onBrand: 'border border-white/40 bg-transparent text-white shadow-xs hover:bg-white/10',
      },
      size: {
        default: 'h-9 gap-2 px-4 py-2 text-sm has-[>svg]:px-3',
        sm: 'h-8 gap-1.5 px-3 text-sm has-[>svg]:px-2.5',
        lg: 'h-11 gap-2 px-6 text-base has-[>svg]:px-4',
        icon: 'size-9 gap-2 text-sm',
      },
    },
    defaultVariants: { variant: 'default', size: 'default' },
  },
);

export type ButtonVariantProps = VariantProps<typeof buttonVariants>;
