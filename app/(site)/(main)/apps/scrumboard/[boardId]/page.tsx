import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { requireUser } from "@/lib/auth/require-user";
import { findBoardTitle } from "@/lib/scrumboard/queries";
import { BoardScreen } from "@/components/apps/scrumboard/board-screen";

type Params = Promise<{ boardId: string }>;

async function loadTitle(params: Params) {
  const user = await requireUser();
  return findBoardTitle(user.id, (await params).boardId);
}

export async function generateMetadata({ params }: { params: Params }): Promise<Metadata> {
  return { title: (await loadTitle(params)) ?? undefined };
}

/**
 * /apps/scrumboard/{boardId}[?card={cardId}]: another user's board or a missing one is a 404 (as
 * the API answers null); the lists and cards are read in the browser, where they are dragged.
 */
export default async function ScrumboardBoardPage({ params }: { params: Params }) {
  if ((await loadTitle(params)) === null) notFound();
  return <BoardScreen boardId={(await params).boardId} />;
}
