import { cva, type VariantProps } from "class-variance-authority";
import { Slot } from "radix-ui";
import type { ComponentProps } from "react";
import { cn } from "#app/lib/cn.ts";

export const buttonVariants = cva(
  "inline-flex items-center justify-center gap-2 rounded-lg font-semibold no-underline transition-colors disabled:cursor-not-allowed disabled:opacity-60 [&_svg]:size-5 [&_svg]:shrink-0",
  {
    variants: {
      variant: {
        cta: "bg-accent-500 text-accent-ink shadow-sm hover:bg-accent-400",
        primary: "bg-brand-800 text-white hover:bg-brand-700",
        outline: "border-2 border-brand-800 bg-white text-brand-800 hover:bg-brand-50",
        ghost: "text-brand-800 hover:bg-brand-50",
        ghostDanger: "text-danger-700 hover:bg-danger-50",
        inverse: "border-2 border-white bg-transparent text-white hover:bg-white/10",
        danger: "bg-danger-700 text-white hover:bg-danger-700/90",
      },
      size: {
        default: "min-h-11 px-5 py-2.5 text-base",
        sm: "min-h-9 px-3 py-1.5 text-sm",
        lg: "min-h-13 px-7 py-3 text-lg",
      },
    },
    defaultVariants: { variant: "primary", size: "default" },
  },
);

export type ButtonProps = ComponentProps<"button"> &
  VariantProps<typeof buttonVariants> & { asChild?: boolean };

export function Button({ className, variant, size, asChild = false, ...props }: ButtonProps) {
  const Component = asChild ? Slot.Root : "button";
  return (
    <Component
      data-slot="button"
      className={cn(buttonVariants({ variant, size }), className)}
      {...props}
    />
  );
}
