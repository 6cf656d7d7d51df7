"use client";

import * as React from "react";
import { Toaster as SonnerToaster, type ToasterProps } from "sonner";

/** Maps sonner's own CSS variables onto the design tokens. */
const tokenStyle = {
  "--normal-bg": "var(--color-popover)",
  "--normal-text": "var(--color-popover-foreground)",
  "--normal-border": "var(--color-border)",
  "--success-bg": "var(--color-success)",
  "--success-text": "var(--color-success-foreground)",
  "--success-border": "var(--color-success)",
  "--error-bg": "var(--color-destructive)",
  "--error-text": "var(--color-destructive-foreground)",
  "--error-border": "var(--color-destructive)",
  "--info-bg": "var(--color-popover)",
  "--info-text": "var(--color-popover-foreground)",
  "--info-border": "var(--color-border)",
  "--warning-bg": "var(--color-accent)",
  "--warning-text": "var(--color-accent-foreground)",
  "--warning-border": "var(--color-accent)",
  "--border-radius": "var(--radius-lg)",
} as React.CSSProperties;

/**
 * The toast library's outlet with the design tokens, loaded by <ToastOutlet /> (toast.tsx) on the first toast.
 * At most one toast is visible at a time.
 */
export function Toaster({ style, toastOptions, ...props }: ToasterProps) {
  return (
    <SonnerToaster
      position="bottom-center"
      richColors
      closeButton
      visibleToasts={1}
      theme="light"
      className="toaster group"
      style={{ ...tokenStyle, ...style }}
      toastOptions={{
        ...toastOptions,
        classNames: {
          toast: "font-sans text-sm shadow-lg",
          description: "opacity-90",
          actionButton: "!bg-primary !text-primary-foreground",
          cancelButton: "!bg-muted !text-muted-foreground",
          ...toastOptions?.classNames,
        },
      }}
      {...props}
    />
  );
}
