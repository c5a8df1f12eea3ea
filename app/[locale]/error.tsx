"use client";
import { PublicError } from "@/components/public/public-error";

// A failing public page: the public header and footer stay around the error.
export default PublicError;
