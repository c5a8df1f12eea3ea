"use client";
import dynamic from "next/dynamic";
import { createContext, useCallback, useContext, useRef, useState, type ReactNode } from "react";
import type { ConfirmationOptions } from "@/components/ui/confirmation-options";

export type { ConfirmationOptions } from "@/components/ui/confirmation-options";

// Loaded the first time a screen asks for a confirmation, then kept (so it can animate closed).
const ConfirmationDialog = dynamic(() => import("@/components/ui/confirmation-dialog"), { ssr: false });

type Open = (options?: ConfirmationOptions) => Promise<boolean>;
const ConfirmationContext = createContext<Open | null>(null);

/** `const confirm = useConfirm(); if (await confirm({ message })) ...` — one dialog service for every screen. */
export function useConfirm(): Open {
  const open = useContext(ConfirmationContext);
  if (!open) throw new Error("useConfirm needs <ConfirmationProvider>.");
  return open;
}

export function ConfirmationProvider({ children }: { children: ReactNode }) {
  const [options, setOptions] = useState<ConfirmationOptions | null>(null);
  const [hasAsked, setHasAsked] = useState(false);
  const resolveRef = useRef<((confirmed: boolean) => void) | null>(null);

  const open = useCallback<Open>((next = {}) => {
    resolveRef.current?.(false);
    setHasAsked(true);
    setOptions(next);
    return new Promise<boolean>((resolve) => {
      resolveRef.current = resolve;
    });
  }, []);

  const close = (confirmed: boolean) => {
    resolveRef.current?.(confirmed);
    resolveRef.current = null;
    setOptions(null);
  };

  return (
    <ConfirmationContext.Provider value={open}>
      {children}
      {hasAsked && <ConfirmationDialog options={options} close={close} />}
    </ConfirmationContext.Provider>
  );
}
