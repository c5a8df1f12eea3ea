"use client";
import { TRACKING_STORAGE_KEY, trackingDataFrom, type TrackingData } from "@/lib/tracking/tracking-data";

/** Where the browser keeps its random visitor id (counts unique visitors without personal data). */
export const VISITOR_ID_KEY = "hostdeck.visitorId";

/** The visitor's UTM and ref: the current address's if it has any, else what the shell stored for this tab. */
export function readTrackingData(): TrackingData | undefined {
  const fromAddress = trackingDataFrom(new URLSearchParams(window.location.search));
  if (fromAddress) return fromAddress;
  try {
    const stored = sessionStorage.getItem(TRACKING_STORAGE_KEY);
    const parsed: unknown = stored ? JSON.parse(stored) : null;
    return parsed && typeof parsed === "object" && !Array.isArray(parsed) ? (parsed as TrackingData) : undefined;
  } catch {
    return undefined; // storage blocked or garbled: the order simply carries no tracking
  }
}

/** 32 hex characters; getRandomValues works on plain http too, where randomUUID does not exist. */
function randomId(): string {
  return Array.from(crypto.getRandomValues(new Uint8Array(16)), (byte) => byte.toString(16).padStart(2, "0")).join("");
}

/** This browser's visitor id, made on the first visit. */
export function visitorId(): string {
  try {
    const existing = localStorage.getItem(VISITOR_ID_KEY);
    if (existing && /^[A-Za-z0-9_-]{8,64}$/.test(existing)) return existing;
    const id = randomId();
    localStorage.setItem(VISITOR_ID_KEY, id);
    return id;
  } catch {
    return randomId(); // private mode without storage: one view per load still counts
  }
}
