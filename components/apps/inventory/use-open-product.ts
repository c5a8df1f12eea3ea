"use client";
import { useState } from "react";
import useSWR from "swr";
import type { ProductAnswer } from "@/lib/inventory/schema";

/**
 * The open product when it has to be shown above the page: a product just created (the
 * specification puts the blank product at the top), or one opened by a link whose product is on
 * another page or filtered out. One that is on the page opens in its place.
 */
export function useOpenProduct(openId: string | null, pageProducts: ProductAnswer[]) {
  const [remembered, setRemembered] = useState<ProductAnswer | null>(null);
  const isOnPage = pageProducts.some((product) => product.id === openId);
  const isRemembered = remembered !== null && remembered.id === openId;
  const { data: fetched } = useSWR<ProductAnswer | null>(
    openId && !isOnPage && !isRemembered ? `/api/inventory/product?id=${encodeURIComponent(openId)}` : null,
  );
  const pinned = isRemembered ? remembered : openId && !isOnPage ? (fetched ?? null) : null;
  return {
    pinned,
    /** A product just created: it stays at the top while it is open. */
    pin: (product: ProductAnswer) => setRemembered(product),
    /** A product saved: the pinned copy shows what was saved. */
    refresh: (product: ProductAnswer) => setRemembered((current) => (current?.id === product.id ? product : current)),
    forget: (id: string) => setRemembered((current) => (current?.id === id ? null : current)),
  };
}
