import { cva, type VariantProps } from 'class-variance-authority';

/**
 * Spec 9: variants default, destructive, outline, secondary, ghost, link; sizes default, sm, lg, icon.
 * `wrap` lets a long label wrap across the full width instead of staying on one line from `sm` up.
 *
 * Each utility comes from exactly one place (the base, one variant, one size, or the caller's className), so
 * no two classes on a button set the same property: class names are joined, not merged, and the build checks
 * every page for conflicting utilities (`npm run test:html`). A caller that needs its own colours or sizing
 * passes `variant={null}` or `size={null}` and gives them in full.
 */
export const buttonVariants = cva(
  "inline-flex items-center justify-center gap-2 rounded-md font-semibold transition-colors disabled:pointer-events-none disabled:opacity-60 aria-disabled:pointer-events-none aria-disabled:opacity-60 [&_svg]:pointer-events-none [&_svg:not([class*='size-'])]:size-4 [&_svg]:shrink-0",
  {
    variants: {
      variant: {
        default: 'bg-primary text-primary-foreground shadow-sm hover:bg-primary-hover',
        destructive: 'bg-destructive text-destructive-foreground shadow-sm hover:bg-destructive/90',
        outline: 'border-2 border-primary bg-background text-primary hover:bg-secondary',
        secondary: 'bg-secondary text-secondary-foreground hover:bg-[#d4e2f3]',
        ghost: 'text-foreground hover:bg-muted',
        link: 'text-primary underline underline-offset-4 hover:text-primary-hover',
      },
      size: {
        default: 'min-h-11 px-5 py-2 text-base',
        sm: 'min-h-9 px-3 text-sm',
        lg: 'min-h-12 px-7 text-lg',
        icon: 'size-11 text-base',
      },
      wrap: {
        false: 'shrink-0 text-center max-sm:shrink max-sm:whitespace-normal sm:whitespace-nowrap',
        true: 'max-w-full whitespace-normal',
      },
    },
    defaultVariants: { variant: 'default', size: 'default', wrap: false },
  },
);

export type ButtonVariantProps = VariantProps<typeof buttonVariants>;
